import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/validator/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/services/**/*.test.ts'],
    environment: 'node',
    // Each sandbox test file starts its own sandbox (PGlite, seeded demo users); on 2 busy cores that can take a while.
    hookTimeout: 60_000,
    testTimeout: 30_000,
  },
});
