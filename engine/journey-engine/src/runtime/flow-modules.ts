/**
 * A site's flows as its build ships them (journey-engine/vite's virtual modules: a site declares
 * them as `declare module 'virtual:journey' { export const loadRoutes: () => Promise<RoutesModule>; ... }`),
 * and how the runtime gets them: each flow's chunk loaded once, compiled with the build's functions.
 */
import { compileFlow } from '../core/compile.ts';
import type { PrecompiledValidator } from '../core/field-messages.ts';
import { precompiledLogic, type Evaluator } from '../core/json-logic.ts';
import type { FlowOutline } from '../core/outline.ts';
import type { CompiledFlow, Flow, Guard } from '../core/types.ts';

/** "virtual:journey/flow/ID": one flow's chunk. */
export interface FlowModule {
  /** The flow as shipped: no journey cases, a reference to its compiled function in place of each piece of logic. */
  flow: Flow;
  outline: FlowOutline;
  /** The copy namespaces whose keys the flow names, but for those loaded with the site. */
  copy: Record<string, unknown>;
  /** Each form step's precompiled validator, by validatorKey. */
  validators: Record<string, PrecompiledValidator>;
  /** The flow's logic compiled at build time, by key: the flow and the guards refer to it. */
  logic: Record<string, Evaluator>;
  /** The site guards, and the named guards the flow or they name, as the flow compiles them. */
  siteGuards: Guard[];
  namedGuards: Record<string, Guard>;
}

/** "virtual:journey/routes": every flow's outline and the loader of its chunk. */
export interface RoutesModule {
  outlines: FlowOutline[];
  loaders: Record<string, () => Promise<FlowModule>>;
}

/** A flow's chunk compiled: what compiledFlowModule makes of it. */
export interface CompiledModule {
  flow: CompiledFlow;
  validators: FlowModule['validators'];
}

/** Compiled once per chunk and error parameter: a held page's press module and the site's runtime use the same chunk. */
const compiledModules = new WeakMap<FlowModule, Map<string | undefined, CompiledModule>>();

/** A flow's chunk as the runtime uses it: the flow compiled with the build's functions of its logic, and its forms' validators. */
export function compiledFlowModule(module: FlowModule, errorParameter?: string): CompiledModule {
  let compiled = compiledModules.get(module);
  if (!compiled) {
    compiled = new Map();
    compiledModules.set(module, compiled);
  }
  let made = compiled.get(errorParameter);
  if (!made) {
    made = {
      flow: compileFlow(module.flow, { siteGuards: module.siteGuards, namedGuards: module.namedGuards, logic: precompiledLogic(module.logic), errorParameter }),
      validators: module.validators,
    };
    compiled.set(errorParameter, made);
  }
  return made;
}

/** Each flow of the route table loaded once, when first asked for, and made what the runtime uses by loaded. */
export function flowModuleLoader<Loaded>(loaders: RoutesModule['loaders'], loaded: (module: FlowModule) => Loaded): (id: string) => Promise<Loaded> {
  const flows = new Map<string, Promise<Loaded>>();
  return (id) => {
    let flow = flows.get(id);
    if (!flow) {
      const load = loaders[id];
      flow = load ? load().then(loaded) : Promise.reject(new Error(`no flow ${id}`));
      flows.set(id, flow);
    }
    return flow;
  };
}
