import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    // Each test file gets its own fresh database, migrated and seeded with reference data.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
