/**
 * A sandbox on a free port of this machine, with a database of its own that goes when it closes:
 * for the HTTP tests (tests/sandbox/support.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createSandbox, type Sandbox, type SandboxOptions } from './app.ts';
import type { Server } from 'node:http';
import { keepIdleConnectionsOpen } from './keep-alive.ts';

export interface LocalSandbox {
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

export async function startLocalSandbox(options: Omit<SandboxOptions, 'dataDir'>): Promise<LocalSandbox> {
  const hostname = '127.0.0.1';
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-'));
  const sandbox = await createSandbox({ ...options, dataDir });
  const server = serve({ fetch: sandbox.app.fetch, port: 0, hostname });
  keepIdleConnectionsOpen(server as Server);
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    url: `http://${hostname}:${(server.address() as AddressInfo).port}`,
    sandbox,
    close: async () => {
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
