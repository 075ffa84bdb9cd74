/** journey-engine/host: a site's serving rules for static hosts and servers, from the dist/routes.json its build wrote. */
export type * from './host-rules.ts';
export { distHost, type DistHost } from './dist-host.ts';
export {
  allowingScript,
  allowingStyle,
  flowPage,
  hasParameters,
  headersFile,
  hostAnswers,
  nginxConf,
  NOT_FOUND_PAGE,
  redirectsFile,
  rewrites,
  withoutOptionals,
} from './host-rules.ts';
