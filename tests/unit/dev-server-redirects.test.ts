/**
 * The dev server answers the flows' permanent redirects as the hosts the build writes for do
 * (dist/routes.json's redirects): a fixed route of the site with 301; everything else (a redirect
 * to an external destination, one that is not permanent, a page) is left to the site, which
 * redirects in the browser.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Connect, ViteDevServer } from 'vite';
import { FLOWS_DIR } from '../../tools/project.ts';
import { journeyFlows } from '../../tools/vite-plugin-flows.ts';

// The project's flows, the home flow extended as a campaign manager might: a permanent redirect to
// an external destination, and one that is not permanent.
const flowsDir = mkdtempSync(join(tmpdir(), 'dev-redirects-'));
cpSync(FLOWS_DIR, flowsDir, { recursive: true });
const homeFile = join(flowsDir, 'home.flow.json');
const home = JSON.parse(readFileSync(homeFile, 'utf8')) as { redirects: unknown[] };
home.redirects.push({ path: 'kijken', to: { external: 'streamingApp' }, permanent: true }, { path: 'aanmelding', to: { route: '/aanmelden' } });
writeFileSync(homeFile, JSON.stringify(home));
afterAll(() => rmSync(flowsDir, { recursive: true, force: true }));

// The dev server's middlewares, as the plugin installs them.
const middlewares: Connect.NextHandleFunction[] = [];
const plugin = journeyFlows({ flowsDir });
(plugin.configureServer as (server: ViteDevServer) => void)({ middlewares: { use: (handler: Connect.NextHandleFunction) => middlewares.push(handler) } } as never);

/** What the dev server answers a page's GET before Vite serves the site: a 301's location, or "site". */
function answer(path: string): string {
  let answered = 'site';
  const response = {
    writeHead: (status: number, headers?: Record<string, string>) => (answered = `${status} ${headers?.Location ?? ''}`.trim()),
    end: () => undefined,
    statusCode: 200,
  };
  const request = { url: path, method: 'GET', headers: { accept: 'text/html' } };
  for (const middleware of middlewares) {
    let next = false;
    middleware(request as never, response as never, () => (next = true));
    if (!next) break;
  }
  return answered === 'site' && response.statusCode === 404 ? '404' : answered;
}

describe("the dev server's answers to the flows' redirects", () => {
  it.each([
    ['/login', '301 /inloggen'],
    ['/cadeau', '301 /activeer/voucher'],
    ['/aanmelden/null', '301 /aanmelden'],
    ['/login?next=x', '301 /inloggen'],
    ['/kijken', 'site'],
    ['/aanmelding', 'site'],
    ['/aanmelden', 'site'],
    ['/bestaat-niet', '404'],
  ])('%s: %s', (path, expected) => {
    expect(answer(path)).toBe(expected);
  });
});
