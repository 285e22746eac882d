import { defineProject } from 'vitest/config';
import { linguiCatalogs } from './lingui-catalogs.ts';

export default defineProject({
  plugins: [linguiCatalogs()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/fail-on-console.ts', './src/testing/setup-tests.ts'],
    // A journey through a form waits several times (each findBy up to 5 s, setup-tests.ts);
    // on a busy CI machine the default 5 s for the whole test was too short.
    testTimeout: 20_000,
  },
});
