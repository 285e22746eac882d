import { defineConfig } from 'vitest/config';
import { JOURNEYS_ALONE, journeyTest } from './e2e/vitest.config.ts';

/**
 * One test run for the whole repository, one project per workspace. `npm test` runs them all;
 * `--project NAME` runs one.
 */
export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Vitest's default on a run is one worker per core less one: on CI's two cores that is a
    // single worker, and the unit projects ran one file at a time (767 s). Two workers keep both
    // cores busy; the journeys run one file at a time (e2e/vitest.config.ts).
    maxWorkers: 2,
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
      {
        // The journeys that run alone, one file at a time after the others (groupOrder 1).
        test: {
          ...journeyTest,
          name: 'e2e-alone',
          root: './e2e',
          include: JOURNEYS_ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
