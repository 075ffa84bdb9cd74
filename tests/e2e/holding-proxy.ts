/**
 * A tab's own way to the site (support-tab.ts): every request passed on to the site as it came,
 * except the site's scripts while they are held. With them held the page is as the build's HTML
 * made it, and a press on it is the head script's to keep (the press-before-scripts journey); a
 * WebDriver session cannot hold a request itself, so both engines hold them here, alike.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HoldingProxy {
  /** The proxy's origin (http://localhost:PORT), the tab's way to the site. */
  origin: string;
  /** From now on, the site's scripts wait. */
  hold(): void;
  /** Lets the held scripts go, and those asked for after. */
  release(): void;
  /** How many scripts are waiting. */
  held(): number;
  close(): Promise<void>;
}

const SCRIPT = /^\/assets\/[^/?]+\.js(\?|$)/;

export async function holdingProxy(site: string): Promise<HoldingProxy> {
  const target = new URL(site);
  let holding = false;
  let waiting: (() => void)[] = [];
  const pass = (incoming: IncomingMessage, answer: ServerResponse) => {
    const outgoing = forward({ hostname: target.hostname, port: target.port, path: incoming.url, method: incoming.method, headers: incoming.headers }, (response) => {
      answer.writeHead(response.statusCode ?? 502, response.headers);
      response.pipe(answer);
    });
    outgoing.on('error', () => answer.destroy());
    incoming.pipe(outgoing);
  };
  const server = createServer((incoming, answer) => {
    if (holding && SCRIPT.test(incoming.url ?? '')) waiting.push(() => pass(incoming, answer));
    else pass(incoming, answer);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    hold: () => void (holding = true),
    release() {
      holding = false;
      const go = waiting;
      waiting = [];
      for (const send of go) send();
    },
    held: () => waiting.length,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
