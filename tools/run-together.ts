/**
 * npm run checks: runs npm scripts side by side (the type check, the lint and the API reference's
 * check, each mostly on one core), prints each one's output whole once it ends, and fails if any
 * failed. npm test saves the shorter ones' time on a 2-core machine.
 */
import { spawn } from 'node:child_process';
import { commandLine } from './command-line.ts';

const { positionals: scripts } = commandLine('Usage: tsx tools/run-together.ts SCRIPT...  (npm scripts, run side by side)', {}, { positionals: true });

const runs = scripts.map(
  (script) =>
    new Promise<boolean>((done) => {
      const started = Date.now();
      const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
      const output: Buffer[] = [];
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
      child.on('close', (code) => {
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        process.stdout.write(`\n> npm run ${script}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds} s\n${Buffer.concat(output).toString()}`);
        done(code === 0);
      });
    }),
);

if (!(await Promise.all(runs)).every(Boolean)) process.exit(1);
