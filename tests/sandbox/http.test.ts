/** What every answer of the sandbox carries, and how it answers bad input (issue 17, points 4 and 5): never a 500. */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

describe('headers on every answer', () => {
  it.each([
    ["a service's GraphQL answer", '/subscription/graphql', { method: 'POST', body: JSON.stringify({ query: '{ tiers { id } }' }) }],
    ['a REST answer', '/api/v1/healthcheck', {}],
    ["the identity provider's script", '/idp/sdk.js', {}],
    ["a tester's page", '/sandbox/clock', {}],
    ['an unknown path', '/bestaat/niet', {}],
  ])('%s: Referrer-Policy strict-origin-when-cross-origin and X-Content-Type-Options nosniff', async (_what, path, init) => {
    const response = await fetch(sandbox.url + path, { ...init, headers: { 'Content-Type': 'application/json', Origin: sandbox.url } });
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

it.each([
  ["a service's GraphQL answer", '/subscription/graphql', { method: 'POST', body: JSON.stringify({ query: '{ tiers { id } }' }) }],
  ['a REST answer', '/api/v1/healthcheck', {}],
  ["a tester's JSON", '/sandbox/clock', {}],
])('%s: an API answer may load nothing and be framed nowhere', async (_what, path, init) => {
  const response = await fetch(sandbox.url + path, { ...init, headers: { 'Content-Type': 'application/json', Origin: sandbox.url } });
  expect(response.headers.get('content-security-policy')).toBe(API_POLICY);
});

it('a page of the sandbox (the mailbox) is a document, with no API policy', async () => {
  const response = await fetch(`${sandbox.url}/sandbox/mailbox`, { headers: { Accept: 'text/html' } });
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('content-security-policy')).not.toBe(API_POLICY);
});

describe('bad input is a 4xx with a clear message', () => {
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(sandbox.url + path, { method: 'POST', headers: { 'Content-Type': type, Origin: sandbox.url }, body });

  it('an oversized body: 413', async () => {
    const response = await post('/account/api/v3/contact', JSON.stringify({ description: 'x'.repeat(100_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'request body larger than 65536 bytes' });
  });

  it('a body that is not JSON: 415', async () => {
    const response = await post('/account/api/v3/login/hash', 'UID=x', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ message: 'requests must be application/json' });
  });

  it.each([
    ['malformed JSON', '/subscription/graphql', '{"query": '],
    ['malformed JSON to a REST call', '/account/api/v3/login/hash', '{"UID": '],
    ['a JSON array', '/oidc/send-email', '[]'],
    ['null', '/account/api/v3/contact', 'null'],
  ])('%s: a 4xx, not a 500', async (_what, path, body) => {
    const response = await post(path, body);
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});

describe("the identity provider's API refuses what a page of another site can send (login CSRF)", () => {
  const login = JSON.stringify({ loginID: 'geverifieerd@example.nl', password: 'Welkom123' });
  const sdk = { 'X-Requested-With': 'identity-sdk' };
  it.each([
    ['JSON from another origin', 'accounts.login', { ...sdk, 'Content-Type': 'application/json', Origin: 'https://evil.example' }, login, 403],
    ['a registration from another origin', 'accounts.register', { ...sdk, 'Content-Type': 'application/json', Origin: 'https://evil.example' }, '{}', 403],
    ['text/plain, which a page elsewhere sends without asking', 'accounts.login', { ...sdk, 'Content-Type': 'text/plain' }, login, 415],
    ['a form', 'accounts.login', { ...sdk, 'Content-Type': 'application/x-www-form-urlencoded' }, 'loginID=geverifieerd%40example.nl&password=Welkom123', 415],
    ["without the SDK's header, which a form cannot set", 'accounts.login', { 'Content-Type': 'application/json' }, login, 403],
  ])('%s: %s is refused with %i and sets no session', async (_what, method, headers, body, status) => {
    const response = await fetch(`${sandbox.url}/idp/api/${method}`, { method: 'POST', headers, body });
    expect(response.status).toBe(status);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('the same login from this origin is answered', async () => {
    const response = await fetch(`${sandbox.url}/idp/api/accounts.login`, {
      method: 'POST',
      headers: { ...sdk, 'Content-Type': 'application/json', Origin: sandbox.url },
      body: login,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ errorCode: 0 });
  });
});
