/**
 * A flow's chunk as the runtime uses it: its copy added to the site's, the flow compiled with its
 * logic's functions from the build (the chunk's flow and guards refer to them; its conditions are
 * the ones of its own and the shared ones it names).
 */
import i18next from 'i18next';
import { site, type FlowModule } from 'virtual:journey';
import { compileFlow, precompiledLogic } from 'journey-engine';
import type { LoadedFlow } from 'journey-engine-react';

export function loadedFlow(module: FlowModule): LoadedFlow {
  i18next.addResourceBundle('nl', 'translation', module.copy, true, false);
  return {
    flow: compileFlow(module.flow, { siteGuards: module.siteGuards, namedGuards: module.namedGuards, logic: precompiledLogic(module.logic), errorParameter: site.errorParameter }),
    validators: module.validators,
  };
}
