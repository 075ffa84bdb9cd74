/**
 * A server of a built dist/ (vite preview, a sandbox) answering as the static hosts do: the hosts'
 * rules (host-rules.ts's hostAnswers) over dist/'s own files, from the routes.json its build wrote.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { hostAnswers, type HostAnswer, type SiteRouting } from './host-rules.ts';

export interface DistHost {
  /** What the host answers a path that is no file of dist/. */
  answer(path: string): HostAnswer;
  /** The file of dist/ at a path, where there is one (never one outside dist/). */
  fileOf(path: string): string | undefined;
  /** The site's Content-Security-Policy, for every answer; empty for none. */
  policy: string;
}

/** The rules of the build in dist (an absolute path); undefined until its build has written routes.json. */
export function distHost(dist: string): DistHost | undefined {
  const routesFile = join(dist, 'routes.json');
  if (!existsSync(routesFile)) return undefined;
  const routing = JSON.parse(readFileSync(routesFile, 'utf8')) as SiteRouting;
  const fileOf = (path: string): string | undefined => {
    const file = normalize(join(dist, path));
    return file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : undefined;
  };
  return { answer: hostAnswers(routing, (file) => fileOf(file) !== undefined), fileOf, policy: routing.contentSecurityPolicy };
}
