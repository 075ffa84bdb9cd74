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
