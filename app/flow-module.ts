/**
 * A flow's chunk as the runtime uses it: its copy added to the site's, the flow compiled with its
 * logic's functions from the build (the engine's compiledFlowModule: the chunk's flow and guards
 * refer to them; its conditions are the ones of its own and the shared ones it names).
 */
import i18next from 'i18next';
import { site, type FlowModule } from 'virtual:journey';
import type { LoadedFlow } from 'journey-engine-react';
import { compiledFlowModule } from 'journey-engine/runtime';

export function loadedFlow(module: FlowModule): LoadedFlow {
  i18next.addResourceBundle('nl', 'translation', module.copy, true, false);
  return compiledFlowModule(module, site.errorParameter);
}
