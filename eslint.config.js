// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architectureConfig } from './architecture/eslint.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'apps/api/scripts/**',
      'apps/web/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/only-throw-error': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Fastify route plugins are async by contract even when they register synchronously.
    files: ['**/*.routes.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Tests read untyped JSON responses; asserting on them is the point.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The scripts index.html runs before first paint, inline (apps/web/vite.config.ts).
    files: ['apps/web/head-scripts/*.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    // Issue 21 item 1: a production install has only `dependencies`, so code that runs in
    // production (the API, the shared package, the web app's bundle) may import only what its
    // own package.json lists there; tests, configs, e2e, bench and scripts may also use
    // devDependencies (theirs or the root's). docs/decisions/012-production-install.md
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/no-extraneous-dependencies': [
        'error',
        {
          devDependencies: [
            '**/*.test.{ts,tsx}',
            '**/test/**',
            '**/testing/**',
            '**/__tests__/**',
            '**/*.config.{ts,js,mjs}',
            'scripts/**',
            'architecture/**',
            'e2e/**',
            'bench/**',
            'apps/web/lingui-catalogs.ts',
          ],
          packageDir: [import.meta.dirname],
        },
      ],
    },
  },
  // Issue 43 item 1: roles (deny by default), SQL only where a role says, 350 lines, no cycles.
  ...architectureConfig(),
);
