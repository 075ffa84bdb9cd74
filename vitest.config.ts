import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/validator/**/*.test.ts', 'tests/sandbox/**/*.test.ts', 'tests/services/**/*.test.ts'],
    environment: 'node',
  },
});
