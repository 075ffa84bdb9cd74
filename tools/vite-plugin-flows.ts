/**
 * The flows inside Vite. Every flow is validated when the site is served or built: in dev an error
 * shows in the overlay, and a production build fails. The module "virtual:journey" gives the
 * runtime the validated flows, the shared conditions and the copy; "virtual:journey/validators"
 * the forms' validators as precompiled ajv code, so the browser never compiles code.
 *
 * The dev and preview servers also answer a path no flow knows with HTTP 404 (the not-found page),
 * and the preview server sends the strict Content-Security-Policy the site must hold.
 */
import { join } from 'node:path';
import type { Connect, Plugin } from 'vite';
import { routeMatcher } from '../engine/core/paths.ts';
import type { Flow } from '../engine/core/types.ts';
import { formatDiagnostic } from '../engine/core/validate/diagnostic.ts';
import { flowRoutes } from '../engine/core/validate/semantic.ts';
import { createValidator, isConditionsFile } from '../engine/core/validate/validate.ts';
import { standaloneValidators } from './field-validators.ts';
import { copyResources, flowSources, loadValidationProject, ROOT, sharedConditions, siteConfig } from './project.ts';

const MODULE = 'virtual:journey';
const VALIDATORS = 'virtual:journey/validators';

export const CONTENT_SECURITY_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

function loadFlows(): Flow[] {
  const sources = flowSources();
  const { diagnostics, flows } = createValidator(loadValidationProject())(sources);
  if (diagnostics.length > 0) throw new Error(`Invalid flows:\n${diagnostics.map(formatDiagnostic).join('\n')}`);
  return sources.filter((source) => !isConditionsFile(source.file)).map((source) => flows.get(source.file) as Flow);
}

function knownRoutes(flows: readonly Flow[]): RegExp[] {
  return flows.flatMap((flow) => flowRoutes(flow).map(({ route }) => routeMatcher(route)));
}

/** HTML navigations to a path no flow declares are answered with the site and status 404. */
function notFoundStatus(routes: () => RegExp[]): Connect.NextHandleFunction {
  return (request, response, next) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && path !== '/' && !routes().some((route) => route.test(path))) {
      // The server's SPA fallback answers 200 with the site; keep the site but make the status 404.
      const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
      response.writeHead = ((_status: number, ...rest: unknown[]) => writeHead(404, ...rest)) as typeof response.writeHead;
      response.statusCode = 404;
    }
    next();
  };
}

export function journeyFlows(): Plugin {
  let flows: Flow[] | undefined;
  const current = (): Flow[] => (flows ??= loadFlows());
  return {
    name: 'journey-flows',
    resolveId(id) {
      return id === MODULE || id === VALIDATORS ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${MODULE}`) {
        for (const source of flowSources()) this.addWatchFile(join(ROOT, source.file));
        const site = siteConfig();
        return [
          `export const flows = ${JSON.stringify(current())};`,
          `export const sharedConditions = ${JSON.stringify(sharedConditions())};`,
          `export const copy = ${JSON.stringify(copyResources())};`,
          `export const site = ${JSON.stringify({ displayName: site.displayName, externalDestinations: site.externalDestinations })};`,
        ].join('\n');
      }
      if (id === `\0${VALIDATORS}`) return standaloneValidators(current());
      return undefined;
    },
    handleHotUpdate({ file, server }) {
      if (!/[\\/](flows|copy|schemas|config)[\\/]/.test(file)) return undefined;
      flows = undefined;
      for (const id of [MODULE, VALIDATORS]) {
        const module = server.moduleGraph.getModuleById(`\0${id}`);
        if (module) server.moduleGraph.invalidateModule(module);
      }
      try {
        current();
        server.ws.send({ type: 'full-reload' });
      } catch (error) {
        server.ws.send({ type: 'error', err: { message: (error as Error).message, stack: '' } });
      }
      return [];
    },
    configureServer(server) {
      server.middlewares.use(notFoundStatus(() => knownRoutes(current())));
    },
    configurePreviewServer(server) {
      server.middlewares.use((_request, response, next) => {
        response.setHeader('Content-Security-Policy', CONTENT_SECURITY_POLICY);
        next();
      });
      server.middlewares.use(notFoundStatus(() => knownRoutes(current())));
    },
  };
}
