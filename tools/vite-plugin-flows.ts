/**
 * This site's flows inside Vite: the engine's plugin (journey-engine/vite) given what is this
 * site's: its files and validation project (tools/project.ts), its shared conditions, guards and
 * operators, the partner offers whose routes are steps' aliases, its copy (copy/nl, "common" loaded
 * with every page), its head script and policy, and what "virtual:journey" exports beside the
 * route table (app/virtual-journey.d.ts): the facts every visitor starts from and the settings of
 * config/site.json the browser reads.
 */
import type { Plugin } from 'vite';
import { journeyEngine } from 'journey-engine/vite';
import { operationFiles } from '../services/operations/loaders.ts';
import { serviceOperations } from '../services/operations/registry.ts';
import { compileContext } from './compiled-logic.ts';
import { headScript } from './head-script.ts';
import { copyResources, FLOWS_DIR, loadValidationProject, offerCollections, offersOf, projectFiles, siteConfig, siteFactsOf } from './project.ts';

export function journeyFlows({ flowsDir = FLOWS_DIR }: { flowsDir?: string } = {}): Plugin {
  return journeyEngine({
    validation: { project: () => loadValidationProject(flowsDir), files: () => projectFiles(flowsDir) },
    compile: () => compileContext(flowsDir),
    collections: (result) => offerCollections(offersOf(result)),
    copy: { resources: () => copyResources(), withSite: ['common'] },
    manifest: ({ result, notFoundPath }) => {
      const site = siteConfig();
      return {
        siteFacts: siteFactsOf(offersOf(result).values()),
        site: {
          displayName: site.displayName,
          externalDestinations: site.externalDestinations,
          startupRoutes: site.startupRoutes,
          chunkTimeoutMs: site.chunkTimeoutMs,
          errorParameter: site.errorParameter,
          notFoundPath,
        },
      };
    },
    page: {
      headScript: () => headScript(siteConfig().sessionCookie, siteConfig().identityProvider.scriptUrl),
      values: () => {
        const site = siteConfig();
        const statement = site.externalDestinations.cookieStatement;
        if (!statement) throw new Error('config/site.json: externalDestinations lacks cookieStatement, which the consent banner of index.html links to');
        return { SITE_NAME: site.displayName, COOKIE_STATEMENT: statement };
      },
      contentSecurityPolicy: () => siteConfig().contentSecurityPolicy,
    },
    // A press before the site's script is acted on by this module, before React has loaded.
    press: 'app/press.ts',
    // ...and what its calls need loads with the page.
    operationModules: () => Object.fromEntries(Object.entries(operationFiles).map(([name, file]) => [name, `services/operations/${file}`])),
    // ...with the identity provider's SDK, for the calls that load it.
    operationPreloads: () => Object.fromEntries(serviceOperations.flatMap((operation) => (operation.scripts ? [[operation.name, operation.scripts]] : []))),
    watch: /[\\/](flows|copy|schemas|config)[\\/]/,
  });
}
