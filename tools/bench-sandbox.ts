/** A sandbox serving a built site for a bench: fresh data of its own, on a port of its own, stopped with its process group. */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './project.ts';

export interface BenchSandbox {
  /** http://localhost:PORT */
  url: string;
  stop(): void;
}

/** Starts the sandbox serving site (a dist/ folder) on port, and waits until it answers. */
export async function benchSandbox(site: string, port: number, data = mkdtempSync(join(tmpdir(), 'journey-bench-'))): Promise<BenchSandbox> {
  const server = spawn('npx', ['tsx', 'sandbox/main.ts', '--site', site, '--data', data, '--fresh'], {
    cwd: ROOT,
    stdio: 'pipe',
    detached: true,
    env: { ...process.env, PORT: String(port) },
  });
  const stop = () => {
    if (server.pid) process.kill(-server.pid);
  };
  const url = `http://localhost:${port}`;
  try {
    await waitFor(`${url}/`);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

async function waitFor(url: string): Promise<void> {
  // A fresh sandbox (a new PGlite database, seeded) can take a while on a busy machine.
  for (let attempt = 0; attempt < 450; attempt += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}
