/** A flow's chunk as the runtime uses it: its copy added to the site's, the flow compiled with its logic's functions from the build. */
import i18next from 'i18next';
import { namedGuards, sharedConditions, site, siteGuards, type FlowModule } from 'virtual:journey';
import { compileFlow, precompiledLogic } from 'journey-engine';
import type { LoadedFlow } from 'journey-engine-react';

export function loadedFlow(module: FlowModule): LoadedFlow {
  i18next.addResourceBundle('nl', 'translation', module.copy, true, false);
  return {
    flow: compileFlow(module.flow, { sharedConditions, siteGuards, namedGuards, logic: precompiledLogic(module.logic), errorParameter: site.errorParameter }),
    validators: module.validators,
  };
}
