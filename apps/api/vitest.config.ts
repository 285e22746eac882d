import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['../../scripts/fail-on-console.ts'],
    // Each test file gets its own fresh database, migrated and seeded with reference data.
    // The files of a worker share one module graph (not isolated): each file building its own
    // app over its own database is what keeps them apart, and importing the whole server once
    // per worker instead of once per file took the project from 944 s of file time (555 s of
    // it importing) to 682 s on CI's two cores.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
