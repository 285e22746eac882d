// @ts-check
/**
 * The lint rules that keep the architecture (issue 43 item 1; docs/decisions/036-file-roles.md),
 * built from the role table in architecture/roles.mjs. eslint.config.js spreads them, and
 * apps/api/test/lint-boundaries.test.ts runs them on deliberate breaks.
 *
 * - Every file in ROLE_SCOPE has a role (`boundaries/no-unknown-files`: deny by default).
 * - An import between roles is allowed only when the table lists it (`boundaries/dependencies`).
 * - Only roles with `sql: true` import the SQL libraries as values.
 * - No source file over 350 lines, as `wc -l` counts (`max-lines`), outside the exceptions.
 * - No import cycles (`import-x/no-cycle`).
 */
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { BOUNDARY_MESSAGE, boundaryElements, boundaryPolicies } from './boundaries.mjs';
import { ROLES, ROLE_SCOPE, SQL_PACKAGES } from './roles.mjs';

const ROOT = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

/** Where max-lines applies, and what is data or proof rather than code (issue 43). */
export const MAX_LINES = 350;
export const MAX_LINES_FILES = [
  'apps/*/src/**/*.{ts,tsx,js,mjs}',
  'packages/*/src/**/*.{ts,tsx,js,mjs}',
  'bench/**/*.{ts,tsx,js,mjs}',
];
export const MAX_LINES_EXCEPTIONS = [
  '**/*.test.*',
  'apps/api/test/**',
  'e2e/**',
  'apps/api/src/db/migrations/**',
  'apps/api/src/db/seed/reference/**',
  '**/locales/*.json',
  '**/i18n/server/*.ts',
  'apps/api/src/policy/route-policy.ts',
];

/** @param {{ role: string, pattern: string | string[] }} role */
const patternsOf = (role) => (Array.isArray(role.pattern) ? role.pattern : [role.pattern]);

/** The flat-config blocks: the roles' boundaries, no cycles, and max-lines (issue 43). */
export function architectureConfig() {
  return [
    {
      files: ROLE_SCOPE,
      plugins: { boundaries },
      settings: {
        'boundaries/root-path': ROOT,
        'boundaries/legacy-warnings': false,
        'boundaries/elements': boundaryElements(),
        // Web imports leave out the extension (Vite resolves them).
        'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      },
      rules: {
        'boundaries/no-unknown-files': 'error',
        'boundaries/dependencies': [
          'error',
          { default: 'disallow', message: BOUNDARY_MESSAGE, policies: boundaryPolicies() },
        ],
      },
    },
    {
      // Roles without `sql: true` may import the SQL libraries' types only.
      files: ROLES.filter((role) => !role.sql).flatMap(patternsOf),
      ignores: ROLES.filter((role) => role.sql).flatMap(patternsOf),
      plugins: { '@typescript-eslint': tseslint.plugin },
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: SQL_PACKAGES,
                allowTypeImports: true,
                message:
                  'Only a repository, query, read model or named lib-sql file runs SQL (architecture/roles.mjs, issue 43): move the query there and call it.',
              },
            ],
          },
        ],
      },
    },
    {
      files: MAX_LINES_FILES,
      ignores: MAX_LINES_EXCEPTIONS,
      rules: {
        'max-lines': ['error', { max: MAX_LINES, skipBlankLines: false, skipComments: false }],
      },
    },
    {
      files: ROLE_SCOPE,
      plugins: { 'import-x': importX },
      settings: {
        'import-x/resolver-next': [
          createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
        ],
      },
      rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
    },
  ];
}
