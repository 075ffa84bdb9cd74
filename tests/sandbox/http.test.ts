/** What every answer of the sandbox carries, and how it answers bad input (issue 17, points 4 and 5). */
import { describe, expect, it } from 'vitest';
import { sandboxForThisFile } from './support.ts';

const sandbox = sandboxForThisFile();

describe('headers on every answer', () => {
  it.each([
    ['a service\'s GraphQL answer', '/subscription/graphql', { method: 'POST', body: JSON.stringify({ query: '{ tiers { id } }' }) }],
    ['a REST answer', '/api/v1/healthcheck', {}],
    ['the identity provider\'s script', '/idp/sdk.js', {}],
    ['a tester\'s page', '/sandbox/clock', {}],
    ['an unknown path', '/bestaat/niet', {}],
  ])('%s: Referrer-Policy strict-origin-when-cross-origin and X-Content-Type-Options nosniff', async (_what, path, init) => {
    const response = await fetch(sandbox.url + path, { ...init, headers: { 'Content-Type': 'application/json', Origin: sandbox.url } });
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
