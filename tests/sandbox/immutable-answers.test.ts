/** The site's hashed assets answered again from memory (sandbox/immutable-answers.ts): what is kept, and what always goes to the app. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { keepingImmutableAnswers } from '../../sandbox/immutable-answers.ts';

/** What the app was asked, by path: by its fetch (an asset's first answer) or by its own listener. */
const fetched: string[] = [];
const listened: string[] = [];

/** An app as site.ts answers: an asset immutable and encoded as accepted, a missing one 404, a page checked again. */
function app(request: Request): Response {
  const { pathname, search } = new URL(request.url);
  fetched.push(pathname + search);
  if (pathname === '/assets/missing-Bc3d.js') return new Response('niet gevonden', { status: 404, headers: { 'Cache-Control': 'no-cache' } });
  const encoding = /\bbr\b/.test(request.headers.get('accept-encoding') ?? '') ? 'br' : 'identity';
  return new Response(`code ${fetched.length} as ${encoding}`, {
    headers: { 'Cache-Control': 'public, max-age=31536000, immutable', 'Content-Type': 'text/javascript; charset=utf-8', 'X-Encoding': encoding },
  });
}

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(
    keepingImmutableAnswers(app, (request, response) => {
      listened.push(`${request.method} ${request.url}`);
      response.end('the app');
    }),
  );
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((closed) => server.close(() => closed())));

const get = async (path: string, acceptEncoding = 'gzip, br', method = 'GET') => {
  const response = await fetch(base + path, { method, headers: { 'Accept-Encoding': acceptEncoding } });
  return { status: response.status, body: await response.text(), type: response.headers.get('content-type'), cache: response.headers.get('cache-control') };
};

it('an asset the app marks immutable is answered again as the app first answered it, without the app', async () => {
  const first = await get('/assets/journey-Ab12.js');
  const again = await get('/assets/journey-Ab12.js');
  expect(again).toEqual(first);
  expect(first).toEqual({ status: 200, body: 'code 1 as br', type: 'text/javascript; charset=utf-8', cache: 'public, max-age=31536000, immutable' });
  expect(fetched).toEqual(['/assets/journey-Ab12.js']);
});

it('another set of accepted encodings is another answer, asked of the app once', async () => {
  fetched.length = 0;
  expect((await get('/assets/journey-Ab12.js', 'identity')).body).toBe('code 1 as identity');
  expect((await get('/assets/journey-Ab12.js', 'identity')).body).toBe('code 1 as identity');
  expect((await get('/assets/journey-Ab12.js')).body).toBe('code 1 as br');
  expect(fetched).toEqual(['/assets/journey-Ab12.js']);
});

it('an asset the app did not find is asked of it each time', async () => {
  fetched.length = 0;
  expect(await get('/assets/missing-Bc3d.js')).toMatchObject({ status: 404, body: 'niet gevonden' });
  expect(await get('/assets/missing-Bc3d.js')).toMatchObject({ status: 404, body: 'niet gevonden' });
  expect(fetched).toEqual(['/assets/missing-Bc3d.js', '/assets/missing-Bc3d.js']);
});

it('a page, a service, an asset with a query or asked with another method goes to the app itself', async () => {
  fetched.length = 0;
  for (const [path, method] of [
    ['/aanmelden', 'GET'],
    ['/account/graphql', 'POST'],
    ['/assets/journey-Ab12.js?v=2', 'GET'],
    ['/assets/journey-Ab12.js', 'HEAD'],
  ] as const) {
    expect((await get(path, 'br', method)).status).toBe(200);
  }
  expect(listened).toEqual(['GET /aanmelden', 'POST /account/graphql', 'GET /assets/journey-Ab12.js?v=2', 'HEAD /assets/journey-Ab12.js']);
  expect(fetched).toEqual([]);
});

it('beyond the answers it keeps, an asset is asked of the app each time', async () => {
  const answerOnce = keepingImmutableAnswers(app, (_request, response) => response.end('the app'), 1);
  const small = createServer(answerOnce);
  await new Promise<void>((listening) => small.listen(0, '127.0.0.1', listening));
  const at = `http://127.0.0.1:${(small.address() as AddressInfo).port}`;
  fetched.length = 0;
  try {
    for (const path of ['/assets/a-Aa11.js', '/assets/a-Aa11.js', '/assets/b-Bb22.js', '/assets/b-Bb22.js']) expect((await fetch(at + path)).status).toBe(200);
  } finally {
    await new Promise<void>((closed) => small.close(() => closed()));
  }
  expect(fetched).toEqual(['/assets/a-Aa11.js', '/assets/b-Bb22.js', '/assets/b-Bb22.js']);
});
