import { defineConfig } from 'vitest/config';

/**
 * One test run for the whole repository, one project per workspace. `npm test` runs them all;
 * `--project NAME` runs one.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          environment: 'node',
          setupFiles: ['../../scripts/fail-on-console.ts'],
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
