import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { withEngineSource } from './tools/engine-source.ts';

export default defineConfig({
  // The engine's packages from their source: in the tests' environment and in Vitest's own, which
  // runs the global setup.
  environments: Object.fromEntries(['ssr', '__vitest__'].map((name) => [name, { resolve: { conditions: withEngineSource(defaultServerConditions) } }])),
  test: {
    include: [
      'tests/unit/**/*.test.ts',
      'components/**/*.test.tsx',
      'examples/reading-list/**/*.test.tsx',
      'tests/validator/**/*.test.ts',
      'tests/sandbox/**/*.test.ts',
      'tests/services/**/*.test.ts',
    ],
    environment: 'node',
    // One seeded sandbox database for the run, which every test sandbox starts from.
    globalSetup: ['tests/support/sandbox-template.ts'],
    // Each sandbox test file starts its own sandbox (PGlite, seeded demo users); on 2 busy cores that can take a while.
    hookTimeout: 60_000,
    // Two files at a time on 2 cores: a sandbox file waits on its database and its HTTP calls much
    // of the time, so the second worker fills those waits (the default is one worker on 2 cores).
    maxWorkers: 2,
    // The files of a worker share its modules: the engine and the site are imported once per worker,
    // not once per file (85 s of imports became 34 s on 2 cores). So a file that changes what is
    // shared (process.env, a module's state) sets it back when it ends.
    isolate: false,
    // A verdict must not depend on the machine's speed: a test that runs a command-line tool in a
    // child process (tsx compiling it first) took over 30 s with both cores busy elsewhere, so a
    // test has two minutes; only a test that hangs gets that near.
    testTimeout: 120_000,
  },
});
