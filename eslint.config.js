// @ts-check
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's features, one folder each: none may import another (issue 23). */
const WEB_FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
            'e2e/**',
            'bench/**',
            'apps/web/lingui-catalogs.ts',
          ],
          packageDir: [import.meta.dirname],
        },
      ],
    },
  },
  {
    // Issue 23: layers the linter keeps in apps/api/src. plugins/ are infrastructure that
    // app.ts wires to the domain; lib/ is the bottom layer every other one may use. Imports only
    // flow down: modules -> plugins -> lib. Inside a module, routes -> service -> repository ->
    // db/; services.ts (the composition root) builds repositories and services once.
    files: ['apps/api/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './apps/api/src/plugins',
              from: './apps/api/src/modules',
              message:
                'plugins/ must not import modules/: take what the plugin needs (a lookup, a worker, a loader) as a registration option passed from app.ts, or move a shared type or constant to lib/ (issue 23).',
            },
            {
              target: './apps/api/src/lib',
              from: './apps/api/src/plugins',
              message:
                'lib/ must not import plugins/: move the shared type or helper down into lib/ and let the plugin import it from there (issue 23).',
            },
            {
              target: './apps/api/src/lib',
              from: './apps/api/src/modules',
              message:
                'lib/ must not import modules/: move the shared type or helper down into lib/, or take the domain code as a parameter from the caller (issue 23).',
            },
            // Globs (minimatch over absolute paths) pick files by suffix; test files such as
            // *.routes.test.ts match neither target and may seed the database directly.
            {
              target: './apps/api/src/modules/**/*.routes.ts',
              from: './apps/api/src/**/*.repository.ts',
              message:
                'A route must not import a repository: call its service, which app.ts hands the route plugin as an option from createServices (src/services.ts); a type the route needs comes from the service (issue 23; docs/decisions/016).',
            },
            {
              target: './apps/api/src/modules/**/*.routes.ts',
              from: './apps/api/src/db/**',
              message:
                'A route must not import the database layer (src/db): the SQL goes in a repository and the route calls its service, handed in from createServices (src/services.ts) (issue 23; docs/decisions/016).',
            },
            {
              target: './apps/api/src/modules/**/*.service.ts',
              from: './apps/api/src/db/**',
              message:
                "A service must not import the database layer (src/db): call a repository, and for a transaction use the repository's transaction(work) with the BoundQueries and TransactionOf types of lib/transaction.ts (issue 23; docs/decisions/016).",
            },
          ],
        },
      ],
    },
  },
  {
    // Issue 23: the web app's layers (bulletproof-react's unidirectional codebase). app/ composes
    // features; a feature is self-contained; components/, hooks/, lib/, utils/ and config/ are
    // shared by all and know no feature.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Web imports leave out the extension (Vite resolves them): let the rule resolve them too.
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...WEB_FEATURES.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: `features/${feature} must not import another feature: move what both need to components/, hooks/ or lib/, or compose the two features in app/ (pass one in as a prop or a route element) (issue 23).`,
            })),
            ...['components', 'hooks', 'lib', 'utils', 'config'].map((shared) => ({
              target: `./apps/web/src/${shared}`,
              from: './apps/web/src/features',
              message: `${shared}/ is shared by every feature and must not import one: move the code it needs into ${shared}/ or a lower shared folder, or take it as a prop or parameter from the feature or app/ (issue 23).`,
            })),
          ],
        },
      ],
    },
  },
);
