/**
 * The site's hashed assets answered as a static host answers them: from memory, without the
 * application. The sandbox's app decides every answer (site.ts: the file, its type, its encoding,
 * its policy); one it marks immutable (Cache-Control) is the same for the same path and accepted
 * encodings for as long as the sandbox runs, so it is kept as the app gave it and sent again by
 * Node's server alone. Through the app, each of the dozen files a page's press asks for at once
 * costs about a millisecond of processor time (a web Request and Response made around Node's own,
 * the middleware), which on a machine the browser shares the sandbox with is time taken from the
 * page; a static host, or the floor's preview server, spends a tenth of it.
 */
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';

interface Kept {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

type Fetch = (request: Request, env: { incoming: IncomingMessage; outgoing: ServerResponse }) => Response | Promise<Response>;

/** Only a plain GET of an asset may be answered from memory: the answer depends on nothing else. */
function keyOf(request: IncomingMessage): string | undefined {
  const path = request.url ?? '';
  if (request.method !== 'GET' || !path.startsWith('/assets/') || path.includes('?')) return undefined;
  return `${path} ${request.headers['accept-encoding'] ?? ''}`;
}

function send(response: ServerResponse, { status, headers, body }: Kept): void {
  response.writeHead(status, { ...headers, 'content-length': body.length });
  response.end(body);
}

/**
 * The most answers kept: a build's assets (about 150) in each of the few sets of encodings browsers
 * send, many times over. Requests made up to vary their Accept-Encoding beyond it are answered by
 * the app, not kept in memory.
 */
const MOST_KEPT = 2_000;

/** listener for everything else, and for an asset the first time it is asked for; most: how many answers are kept at most. */
export function keepingImmutableAnswers(fetch: Fetch, listener: RequestListener, most = MOST_KEPT): RequestListener {
  const kept = new Map<string, Kept>();
  return (request, response) => {
    const key = keyOf(request);
    const known = key === undefined ? undefined : kept.get(key);
    if (known) return send(response, known);
    if (key === undefined) return listener(request, response);
    const url = `http://${request.headers.host ?? 'localhost'}${request.url}`;
    const headers = Object.entries(request.headers).flatMap(([name, value]): [string, string][] => (typeof value === 'string' ? [[name, value]] : []));
    void (async () => {
      const answer = await fetch(new Request(url, { headers }), { incoming: request, outgoing: response });
      const body = Buffer.from(await answer.arrayBuffer());
      const answered: Kept = { status: answer.status, headers: Object.fromEntries(answer.headers), body };
      if (answer.status === 200 && /\bimmutable\b/.test(answer.headers.get('cache-control') ?? '') && kept.size < most) kept.set(key, answered);
      send(response, answered);
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`the sandbox could not answer ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
}
