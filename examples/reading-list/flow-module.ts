/** A flow's chunk as the runtime uses it: compiled with its logic's functions from the build. */
import { compileFlow, precompiledLogic } from 'journey-engine';
import type { LoadedFlow } from 'journey-engine-react';
import type { RoutesModule } from 'journey-engine/vite';

/** Each flow of the route table, loaded once when first asked for. */
export function flowLoader({ loaders }: RoutesModule): (id: string) => Promise<LoadedFlow> {
  const loaded = new Map<string, Promise<LoadedFlow>>();
  return (id) => {
    let flow = loaded.get(id);
    if (!flow) {
      const load = loaders[id];
      flow = load
        ? load().then((module) => ({
            flow: compileFlow(module.flow, { siteGuards: module.siteGuards, namedGuards: module.namedGuards, logic: precompiledLogic(module.logic) }),
            validators: module.validators,
          }))
        : Promise.reject(new Error(`no flow ${id}`));
      loaded.set(id, flow);
    }
    return flow;
  };
}
