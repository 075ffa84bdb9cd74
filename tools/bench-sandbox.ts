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
  const url = `http://localhost:${port}`;
  // Another server on the port would be measured in the sandbox's place.
  if (await answers(`${url}/`)) throw new Error(`port ${port} is taken: stop what serves ${url}`);
  const server = spawn('npx', ['tsx', 'sandbox/main.ts', '--site', site, '--data', data, '--fresh'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
    env: { ...process.env, PORT: String(port) },
  });
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid);
  };
  let said = '';
  server.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  try {
    // A fresh sandbox (a new PGlite database, seeded) can take a while on a busy machine.
    for (let attempt = 0; ; attempt += 1) {
      // One that ended (its site not built, say) will not answer: say why.
      if (server.exitCode !== null) throw new Error(`the sandbox for ${site} on port ${port} ended: ${said.trim()}`);
      if (await answers(`${url}/`)) return { url, stop };
      if (attempt === 450) throw new Error(`${url} did not answer`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    stop();
    throw error;
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
