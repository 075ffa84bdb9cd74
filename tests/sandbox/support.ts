/** A real sandbox on a free port of this machine, with a database of its own, for HTTP tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox } from '../../sandbox/app.ts';

export interface RunningSandbox {
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
  /** POST JSON, as the site's clients do. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  idp(method: string, params: unknown, cookie?: string): Promise<Record<string, unknown>>;
}

export async function startSandbox(): Promise<RunningSandbox> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-test-'));
  const sandbox = await createSandbox({ dataDir, faultTimeoutMs: 300 });
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return {
    url,
    sandbox,
    post,
    idp: async (method, params, cookie) => (await post(`/idp/api/${method}`, params, { 'X-Requested-With': 'identity-sdk', ...(cookie ? { Cookie: cookie } : {}) })).json(),
    close: async () => {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const validRegistration = (email: string) => ({
  email,
  password: 'Geheim123',
  profile: { firstName: 'Lotte', lastName: 'Visser', gender: 'f', birthdate: '1995-07-01' },
  data: { terms: true },
});

/** The name=value of a Set-Cookie header, to send back as Cookie. */
export function cookieOf(response: Response, name: string): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie set`);
  return header.split(';')[0] as string;
}
