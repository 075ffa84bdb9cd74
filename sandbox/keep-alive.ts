/**
 * An idle connection is kept open longer than its clients keep theirs. Node closes one after 5 s
 * by default, and a client that sends its next request on it just then gets ECONNRESET instead of
 * an answer: a browser test's clean-up of its clock once did, in CI. Browsers and Playwright keep
 * an idle connection for up to a minute; so the sandbox keeps it for longer.
 */
import type { Server } from 'node:http';

const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnectionsOpen(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node wants the time to receive a request's headers longer than that of an idle connection.
  server.headersTimeout = IDLE_CONNECTION_MS + 1_000;
}
