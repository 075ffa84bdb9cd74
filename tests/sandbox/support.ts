/** A real sandbox on a free port of this machine, with a database of its own, for HTTP tests. */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Sandbox, SandboxOptions } from '../../sandbox/app.ts';
import { startLocalSandbox } from '../../sandbox/local.ts';
import { SANDBOX_TEMPLATE } from '../support/sandbox-template.ts';

/** What a test says to a sandbox over HTTP, as the site's clients do. */
export interface SandboxClient {
  url: string;
  /** POST JSON, as the site's clients do. */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
  idp(method: string, params: unknown, cookie?: string): Promise<Record<string, unknown>>;
  /** Login steps 1 and 3: the identity provider's login, then the hash call that sets vlId. */
  logIn(email: string, password?: string): Promise<{ cookie: string; vlHash: string; login: Record<string, unknown> }>;
  /** POST a GraphQL request to a service, with the session cookie if given. */
  graphql(path: string, query: string, cookie?: string, variables?: Record<string, unknown>): Promise<Record<string, unknown>>;
}

export interface RunningSandbox extends SandboxClient {
  sandbox: Sandbox;
  close(): Promise<void>;
}

/** The database every test sandbox starts from, made once for the run (tests/support/sandbox-template.ts). */
const template = process.env[SANDBOX_TEMPLATE] ? new Blob([readFileSync(process.env[SANDBOX_TEMPLATE])]) : undefined;

/** A client of the sandbox at this address: in this process, or one started as its own (tests/sandbox/restart.test.ts). */
export function sandboxClient(url: string): SandboxClient {
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(url + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const idp = async (method: string, params: unknown, cookie?: string) =>
    (await post(`/idp/api/${method}`, params, { 'X-Requested-With': 'identity-sdk', ...(cookie ? { Cookie: cookie } : {}) })).json();
  return {
    url,
    post,
    idp,
    logIn: async (email, password = 'Welkom123') => {
      const login = await idp('accounts.login', { loginID: email, password });
      const response = await post('/account/api/v3/login/hash', { UID: login.UID, UIDSignature: login.UIDSignature, signatureTimestamp: login.signatureTimestamp });
      if (response.status !== 200) throw new Error(`login of ${email} failed: ${JSON.stringify(login)}`);
      const { vlHash } = await response.json();
      return { cookie: cookieOf(response, 'vlId'), vlHash, login };
    },
    graphql: async (path, query, cookie, variables) => (await post(path, { query, variables }, cookie ? { Cookie: cookie } : {})).json(),
  };
}

export async function startSandbox(options: Pick<SandboxOptions, 'trustedProxies' | 'faultTimeoutMs'> = {}): Promise<RunningSandbox> {
  const { url, sandbox, close } = await startLocalSandbox({ faultTimeoutMs: 300, template, ...options });
  return { ...sandboxClient(url), sandbox, close };
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

/**
 * One sandbox for the whole test file: started before its tests, stopped after them, and with its
 * clock set back after each test when asked. Use it as the sandbox itself.
 */
export function sandboxForThisFile(options: { resetClockAfterEach?: boolean } & Pick<SandboxOptions, 'trustedProxies'> = {}): RunningSandbox {
  let running: RunningSandbox | undefined;
  beforeAll(async () => {
    running = await startSandbox({ trustedProxies: options.trustedProxies });
  });
  afterAll(() => running?.close());
  if (options.resetClockAfterEach) {
    afterEach(async () => {
      await fetch(`${running?.url}/sandbox/clock`, { method: 'DELETE' });
    });
  }
  return new Proxy({} as RunningSandbox, {
    get: (_target, key) => {
      if (!running) throw new Error('the sandbox starts in beforeAll; use it inside a test');
      return running[key as keyof RunningSandbox];
    },
  });
}
