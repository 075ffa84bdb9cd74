/**
 * npm run dev: the sandbox back end (services only, on PORT + 1, reading offer and promotion files
 * again when they are saved) and Vite's dev server with hot reload on PORT (default 5173), which
 * passes the sandbox's paths on (sandbox/back-end-paths.ts). Ctrl-C stops both.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

// The dev server is the sandbox's site: its pages say where values are examples (tools/project.ts).
process.env.JOURNEY_BUILD ??= 'sandbox';
const port = Number(process.env.PORT ?? 5173);
const sandboxPort = port + 1;
const sandbox = spawn('npx', ['tsx', 'sandbox/main.ts', '--watch-campaigns'], { stdio: 'inherit', env: { ...process.env, PORT: String(sandboxPort) } });

const server = await createServer({ configLoader: 'native', server: { port } });
await server.listen();
server.printUrls();

const stop = async (): Promise<void> => {
  sandbox.kill('SIGTERM');
  await server.close();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
sandbox.on('exit', (code) => {
  if (code) console.error(`The sandbox stopped (exit ${code}).`);
});
