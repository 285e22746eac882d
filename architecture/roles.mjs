// @ts-check
/**
 * The role table (issue 43 item 1; docs/decisions/036-file-roles.md): every source file of the
 * API, the web app and the shared package has exactly one role, named by its path, and a role
 * says which other roles it may import. eslint.config.js turns this table into
 * eslint-plugin-boundaries settings: a file matching no role fails the lint
 * (`boundaries/no-unknown-files`), and an import between roles not listed here fails it too
 * (`boundaries/dependencies`, deny by default). `npm run docs:architecture` writes the README's
 * architecture section from the same table (scripts/architecture-docs.mjs).
 *
 * Shape of a role:
 * - `role`: its name (`<app>/<layer>`), used in lint messages and the README.
 * - `pattern`: micromatch glob(s) from the repository root; the FIRST role whose pattern matches
 *   a file is its role, so specific rows (tests, named exceptions) come before general ones.
 * - `capture`: names for the pattern's `*` parts (`module` for an API module, `feature` for a web
 *   feature), used by `sameModule` / `sameFeature` below.
 * - `does`: one line on what such a file holds (the README shows it).
 * - `mayImport`: the roles it may import. A string allows every import of that role; an object
 *   narrows it: `{ role, sameModule: true }` only from its own API module, `{ role, sameFeature:
 *   true }` only from its own web feature, `{ role, typeOnly: true }` only `import type`.
 * - `sql`: true when the file may import the SQL libraries (drizzle-orm, pg, PGlite) as values;
 *   every other role may import only their types.
 *
 * Imports inside the same file role and module/feature need no row unless listed: a role lists
 * itself in `mayImport` when its files may import each other.
 */

/** Every role a test file has: tests may import anything they exercise. */
const TEST_PATTERNS = [
  'apps/*/src/**/*.test.{ts,tsx}',
  'apps/*/src/**/__tests__/**',
  'packages/*/src/**/*.test.ts',
];

/** Roles of API files below src/ (apps/api/src). */
const API_ROLES = [
  {
    role: 'api/test',
    pattern: TEST_PATTERNS.filter((p) => p.startsWith('apps/')).map((p) =>
      p.replace('apps/*', 'apps/api'),
    ),
    does: 'Tests next to the code (unit and real-database tests); they may import anything they test.',
    mayImport: ['*'],
    sql: true,
  },
  {
    role: 'api/routes',
    pattern: 'apps/api/src/modules/*/*.routes.ts',
    capture: ['module'],
    does: 'HTTP only: parse with the shared schema, authenticate, call the service handed in by app.ts, set the status.',
    mayImport: [
      { role: 'api/routes', sameModule: true },
      { role: 'api/service', sameModule: true },
      { role: 'api/service', typeOnly: true },
      'api/http',
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      'api/lib-sql',
      'api/plugin',
      'api/policy',
      { role: 'api/settings', typeOnly: true },
      'shared',
    ],
  },
  {
    role: 'api/http',
    pattern: 'apps/api/src/modules/*/*.http.ts',
    capture: ['module'],
    does: "HTTP helpers a module's routes share (cookies, per-request limits, multipart form shapes): request and reply in, no SQL.",
    mayImport: [
      { role: 'api/http', sameModule: true },
      { role: 'api/service', sameModule: true },
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      { role: 'api/lib-sql', typeOnly: true },
      'api/plugin',
      { role: 'api/settings', typeOnly: true },
      'shared',
    ],
  },
  {
    role: 'api/service',
    pattern: 'apps/api/src/modules/*/*.service.ts',
    capture: ['module'],
    does: "Use cases and access checks: (actor, input) in, domain object out. Reaches SQL only through its own module's repository/query; another module's repository comes in as a typed dependency from services.ts.",
    mayImport: [
      { role: 'api/repository', sameModule: true },
      { role: 'api/query', sameModule: true },
      { role: 'api/read-model', sameModule: true },
      { role: 'api/repository', typeOnly: true },
      { role: 'api/query', typeOnly: true },
      { role: 'api/read-model', typeOnly: true },
      'api/service',
      { role: 'api/job', typeOnly: true },
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      'api/lib-sql',
      { role: 'api/settings', typeOnly: true },
      { role: 'api/db', typeOnly: true },
      'shared',
    ],
  },
  {
    role: 'api/repository',
    pattern: 'apps/api/src/modules/*/*.repository.ts',
    capture: ['module'],
    does: "SQL on the module's own tables (Drizzle), rows returned in camelCase; the only writer of those tables.",
    mayImport: [
      'api/db',
      'api/query',
      'api/read-model',
      'api/repository',
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      'api/lib-sql',
      'shared',
    ],
    sql: true,
  },
  {
    role: 'api/query',
    pattern: 'apps/api/src/modules/*/*.query.ts',
    capture: ['module'],
    does: 'SQL read builders and readers (filters, sorts, pages) that a repository or another module composes; reads only.',
    mayImport: [
      'api/db',
      'api/query',
      { role: 'api/repository', sameModule: true },
      'api/read-model',
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      'api/lib-sql',
      'shared',
    ],
    sql: true,
  },
  {
    role: 'api/read-model',
    pattern: 'apps/api/src/modules/*/*.read-model.ts',
    capture: ['module'],
    does: 'Keeps a denormalised read table (browse rows, counts) in step with the tables it copies.',
    mayImport: [
      'api/db',
      'api/query',
      'api/logic',
      'api/types',
      'api/lib',
      'api/lib-sql',
      'shared',
    ],
    sql: true,
  },
  {
    role: 'api/job',
    pattern: 'apps/api/src/modules/*/*.job.ts',
    capture: ['module'],
    does: 'Timer or outbox work (sweeps, backfills, alert runs): calls repositories and services, never the database directly.',
    mayImport: [
      { role: 'api/repository', sameModule: true },
      { role: 'api/query', sameModule: true },
      { role: 'api/repository', typeOnly: true },
      { role: 'api/service', typeOnly: true },
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      'api/lib-sql',
      { role: 'api/settings', typeOnly: true },
      // db/background-work.ts marks the job's connection as background work; its SQL stays in
      // repositories (a job has no `sql`, so drizzle-orm comes in as types only).
      'api/db',
      'shared',
    ],
  },
  {
    role: 'api/texts',
    pattern: 'apps/api/src/modules/*/*.texts.ts',
    capture: ['module'],
    does: 'User-visible texts a module sends (mail, SMS, notices), read from the catalogues in English and Urdu.',
    mayImport: ['api/texts', 'api/logic', 'api/types', 'api/lib', 'shared'],
  },
  {
    role: 'api/types',
    pattern: 'apps/api/src/modules/*/*.types.ts',
    capture: ['module'],
    does: "Types only, shared by a module's layers (and handed to another module by services.ts).",
    mayImport: [{ role: 'api/*', typeOnly: true }, 'shared'],
  },
  {
    role: 'api/logic',
    pattern: 'apps/api/src/modules/*/*.logic.ts',
    capture: ['module'],
    does: 'Pure rules (parsers, cursors, grids, tokens, cookies): no I/O, no SQL, unit-tested alone.',
    mayImport: [
      'api/logic',
      'api/types',
      'api/texts',
      'api/lib',
      { role: 'api/*', typeOnly: true },
      'shared',
    ],
  },
  {
    role: 'api/lib-sql',
    pattern: [
      'apps/api/src/lib/idempotency.ts',
      'apps/api/src/lib/periodic-job.ts',
      'apps/api/src/lib/rate-limit-counters.ts',
      'apps/api/src/lib/live-events.ts',
    ],
    does: 'Infrastructure that keeps its own small tables or locks (idempotency keys, rate-limit counters, job advisory locks, pg_notify); no domain table. Named one by one: a new lib file with SQL fails the lint.',
    mayImport: [
      'api/lib',
      'api/lib-sql',
      'api/db',
      { role: 'api/settings', typeOnly: true },
      'shared',
    ],
    sql: true,
  },
  {
    role: 'api/lib',
    pattern: 'apps/api/src/lib/**',
    does: 'The bottom layer: helpers every layer may use (actor, tokens, passwords, mail and SMS senders, storage). Holds no SQL.',
    mayImport: [
      'api/lib',
      { role: 'api/lib-sql', typeOnly: true },
      { role: 'api/db', typeOnly: true },
      { role: 'api/settings', typeOnly: true },
      'shared',
    ],
  },
  {
    role: 'api/plugin',
    pattern: 'apps/api/src/plugins/**',
    does: 'Fastify infrastructure (auth, errors, caching, compression, pages) that app.ts wires to the domain; knows no module.',
    mayImport: [
      'api/plugin',
      'api/lib',
      'api/lib-sql',
      'api/db',
      'api/policy',
      { role: 'api/settings', typeOnly: true },
      'shared',
    ],
    sql: true,
  },
  {
    role: 'api/policy',
    pattern: 'apps/api/src/policy/**',
    does: "The permission table: each route's method, path and who may call it.",
    mayImport: ['api/lib', 'shared'],
  },
  {
    role: 'api/db',
    pattern: 'apps/api/src/db/**',
    does: 'The database: Drizzle schema, client, migrations, seeds, backups.',
    mayImport: [
      'api/db',
      'api/lib',
      'api/lib-sql',
      'api/logic',
      { role: 'api/settings', typeOnly: true },
      'shared',
    ],
    sql: true,
  },
  {
    role: 'api/script',
    pattern: 'apps/api/src/scripts/**',
    does: 'Command-line entry points (migrate, create-admin, backup, restore).',
    mayImport: ['api/*', 'shared'],
    sql: true,
  },
  {
    role: 'api/settings',
    pattern: ['apps/api/src/settings.ts', 'apps/api/src/settings-*.ts'],
    does: 'Reads and checks the environment once into typed settings.',
    mayImport: ['api/settings', 'api/lib', 'shared'],
  },
  {
    role: 'api/composition',
    pattern: [
      'apps/api/src/app.ts',
      'apps/api/src/app-*.ts',
      'apps/api/src/server.ts',
      'apps/api/src/services.ts',
      'apps/api/src/services-*.ts',
    ],
    does: 'The composition root: services.ts builds repositories and services once, app.ts registers plugins and routes with them, server.ts starts it.',
    mayImport: ['api/*', 'shared'],
    sql: true,
  },
];

/** Roles of web files below apps/web/src (bulletproof-react's layers). */
const WEB_SHARED = ['web/components', 'web/hooks', 'web/lib', 'web/utils', 'web/config', 'shared'];
const WEB_ROLES = [
  {
    role: 'web/test',
    pattern: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/__tests__/**',
      'apps/web/src/testing/**',
    ],
    does: 'Component tests and their helpers (testing/: test-utils, factories); they may import anything they test.',
    mayImport: ['*'],
  },
  {
    role: 'web/entry',
    pattern: ['apps/web/src/main.tsx', 'apps/web/src/entry-server.tsx', 'apps/web/src/ssr/**'],
    does: 'Entry points: the browser (main.tsx) and the server renderer (entry-server.tsx, ssr/).',
    mayImport: ['web/*', 'shared'],
  },
  {
    role: 'web/app',
    pattern: 'apps/web/src/app/**',
    does: 'The router, providers and routes: composes features; nothing imports app/.',
    mayImport: ['web/app', 'web/feature', ...WEB_SHARED],
  },
  {
    role: 'web/feature',
    pattern: 'apps/web/src/features/*/**',
    capture: ['feature'],
    does: 'One feature (api/, components/, hooks/, utils/): imports only itself and the shared layers, never app/ or another feature.',
    mayImport: [{ role: 'web/feature', sameFeature: true }, ...WEB_SHARED],
  },
  ...['components', 'hooks', 'lib', 'utils', 'config'].map((layer) => ({
    role: `web/${layer}`,
    pattern: `apps/web/src/${layer}/**`,
    does: {
      components: 'Shared components (ui/, form/, layouts/): no domain feature.',
      hooks: 'Shared hooks.',
      lib: 'The API client, query client, auth, i18n: shared by every feature.',
      utils: 'Shared pure helpers.',
      config: 'Environment and paths (paths.hostels.detail.getHref(id)).',
    }[layer],
    // Inside the shared layers imports run downwards (decision 018): components -> hooks -> lib
    // -> utils/config.
    mayImport: {
      components: ['web/components', 'web/hooks', 'web/lib', 'web/utils', 'web/config', 'shared'],
      hooks: ['web/hooks', 'web/lib', 'web/utils', 'web/config', 'shared'],
      lib: ['web/lib', 'web/utils', 'web/config', 'shared'],
      utils: ['web/utils', 'web/config', 'shared'],
      config: ['web/config', 'web/utils', 'shared'],
    }[layer],
  })),
];

/** Roles of the shared package (packages/shared/src). */
const SHARED_ROLES = [
  {
    role: 'shared/test',
    pattern: 'packages/shared/src/**/*.test.ts',
    does: 'Unit tests of the shared package.',
    mayImport: ['*'],
  },
  {
    role: 'shared',
    pattern: 'packages/shared/src/**',
    does: 'Zod schemas, constants, pure domain functions and server catalogues used by both apps.',
    mayImport: ['shared'],
  },
];

/** @type {ReadonlyArray<{ role: string, pattern: string | string[], capture?: string[], does: string, mayImport: Array<string | { role: string, sameModule?: boolean, sameFeature?: boolean, typeOnly?: boolean }>, sql?: boolean }>} */
export const ROLES = [...API_ROLES, ...WEB_ROLES, ...SHARED_ROLES];

/** Where roles apply: every file below these globs must match a role (deny by default). */
export const ROLE_SCOPE = [
  'apps/api/src/**/*.ts',
  'apps/web/src/**/*.{ts,tsx}',
  'packages/shared/src/**/*.ts',
];

/** Packages that run SQL: only roles with `sql: true` may import them as values. */
export const SQL_PACKAGES = [
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
];
