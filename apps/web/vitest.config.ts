import { defineProject } from 'vitest/config';
import { linguiCatalogs } from './lingui-catalogs.ts';

export default defineProject({
  plugins: [linguiCatalogs()],
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../../scripts/fail-on-console.ts', './src/testing/setup-tests.ts'],
  },
});
