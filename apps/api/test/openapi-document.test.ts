import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { OPERATION_IDS } from '../src/plugins/openapi-operation-ids.ts';
import { ROUTE_POLICY, routeKey } from '../src/policy/route-policy.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';

/**
 * The OpenAPI document at /docs/json (issue 22 item 16): every /api route Fastify registered
 * is in it; every route that needs a signed-in user (the permission matrix gives guests 401,
 * or the route is guarded by requireAuth/requireAdmin) declares the bearer scheme; every
 * upload route (multipart/form-data) declares its form with the file field(s) as binary.
 * Issue 41 item 5 (decision 035): Redocly's recommended lint finds no error in it; every
 * operation has a unique camelCase verb-noun operationId, pinned by a snapshot; public
 * operations say `security: []`; only /api and /og routes are in it.
 */

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; description?: string }[];
  security?: Record<string, string[]>[];
  requestBody?: {
    content?: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components?: { securitySchemes?: Record<string, { type?: string; scheme?: string }> };
}

const collected: RouteOptions[] = [];
let database: Database;
let app: FastifyInstance;
let dataDir = '';
let document: OpenApiDocument;

beforeAll(async () => {
  database = await createTestDatabase();
  // The address a production server names (the lint warns about a localhost server URL).
  const settings = createTestSettings({ PUBLIC_URL: 'https://hostelhub.pk' });
  dataDir = settings.dataDir;
  app = await buildApp({
    settings,
    database,
    logger: false,
    onRoute: (route) => collected.push(route),
  });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/docs/json' });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApiDocument>();
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** `/api/rooms/:id` as OpenAPI writes it: `/api/rooms/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every /api route and method Fastify registered (HEAD is GET's automatic twin). */
function apiRoutes(): { method: string; url: string; route: RouteOptions }[] {
  return collected.flatMap((route) =>
    ([route.method].flat() as string[])
      .filter((method) => route.url.startsWith('/api/') && method !== 'HEAD')
      .map((method) => ({ method, url: route.url, route })),
  );
}

function operationOf(method: string, url: string): Operation | undefined {
  return document.paths[openApiPath(url)]?.[method.toLowerCase()];
}

const guardedByPreHandler = (route: RouteOptions, app: FastifyInstance) =>
  [route.preHandler ?? []]
    .flat()
    .some((hook) => hook === app.requireAuth || hook === app.requireAdmin);

describe('the OpenAPI document', () => {
  it('should declare the bearer scheme', () => {
    expect(document.components?.securitySchemes?.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('should hold every /api route Fastify registered', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const missing = routes
      .filter(({ method, url }) => !operationOf(method, url))
      .map((route) => routeKey(route));
    expect(missing).toEqual([]);
  });

  it('should declare bearer security on every route that needs a signed-in user', () => {
    const needsSignIn = new Set(
      ROUTE_POLICY.filter((policy) => policy.cases.every((c) => c.access.guest === 401)).map(
        (policy) => routeKey(policy),
      ),
    );
    const withoutSecurity = apiRoutes()
      .filter(({ method, url, route }) => {
        if (!needsSignIn.has(routeKey({ method, url })) && !guardedByPreHandler(route, app)) {
          return false;
        }
        const security = operationOf(method, url)?.security ?? [];
        // Required: every alternative names the bearer scheme (no empty `{}` alternative).
        return security.length === 0 || security.some((option) => !option.bearerAuth);
      })
      .map((route) => routeKey(route));
    expect(needsSignIn.size).toBeGreaterThan(20);
    expect(withoutSecurity).toEqual([]);
  });

  it('should declare the multipart form of every upload route, files as binary', () => {
    const uploads = apiRoutes().filter(({ route }) =>
      ((route.schema as { consumes?: string[] } | undefined)?.consumes ?? []).includes(
        'multipart/form-data',
      ),
    );
    expect(uploads.length).toBeGreaterThanOrEqual(5);
    const problems = uploads.flatMap(({ method, url }) => {
      const schema = operationOf(method, url)?.requestBody?.content?.['multipart/form-data']
        ?.schema;
      const properties = Object.values(schema?.properties ?? {});
      const hasFile = properties.some((property) =>
        JSON.stringify(property).includes('"format":"binary"'),
      );
      return hasFile ? [] : [routeKey({ method, url })];
    });
    expect(problems).toEqual([]);
  });
});

/** Every operation of the document as `METHOD /path`, with its operation object. */
function operations(): { key: string; operation: Operation }[] {
  return Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${url}`,
      operation,
    })),
  );
}

const run = promisify(execFile);

/** Redocly's CLI (a devDependency), run by node itself: no npx, no network. */
const REDOCLY_CLI = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

describe('the OpenAPI document for client generators (issue 41 item 5)', () => {
  it("should pass Redocly's recommended lint with no errors", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'hostelhub-openapi-'));
    try {
      const file = path.join(folder, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const { stdout } = await run(
        process.execPath,
        [
          REDOCLY_CLI,
          'lint',
          file,
          '--extends=recommended',
          '--format=json',
          '--max-problems=10000',
        ],
        {
          cwd: folder, // no redocly.yaml of anyone's: the recommended rules alone
          env: {
            ...process.env,
            REDOCLY_TELEMETRY: 'off',
            REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
          },
          maxBuffer: 64 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
      const { problems, totals } = JSON.parse(stdout) as {
        problems: LintProblem[];
        totals: { errors: number; warnings: number };
      };
      const named = (problem: LintProblem) =>
        `${problem.ruleId}: ${problem.message} ${problem.location[0]?.pointer ?? ''}`;
      console.info(
        `Redocly recommended lint of /docs/json: ${totals.errors} errors, ${totals.warnings} warnings`,
      );
      expect(problems.filter((problem) => problem.severity === 'error').map(named)).toEqual([]);
      expect(totals.errors).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('should give every operation a unique camelCase verb-noun operationId, pinned', async () => {
    const all = operations();
    expect(all.filter(({ operation }) => !operation.operationId).map(({ key }) => key)).toEqual([]);
    const ids = all.map(({ operation }) => operation.operationId ?? '');
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    expect(ids.filter((id) => !/^[a-z]+[A-Z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    // A row of the table for a route that is gone (or misspelt) is a mistake too.
    const documented = new Set(all.map(({ key }) => key.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')));
    expect(Object.keys(OPERATION_IDS).filter((key) => !documented.has(key))).toEqual([]);
    // Generated clients name their functions after these: a change must be deliberate
    // (update the snapshot with `vitest -u` and say so in the commit).
    const lines = all.map(({ key, operation }) => `${operation.operationId} ${key}`).sort();
    await expect(`${lines.join('\n')}\n`).toMatchFileSnapshot(
      './__snapshots__/openapi-operation-ids.txt',
    );
  });

  it('should say security: [] on every public operation', () => {
    const unsaid = operations()
      .filter(({ operation }) => !Array.isArray(operation.security))
      .map(({ key }) => key);
    expect(unsaid).toEqual([]);
    expect(document.paths['/api/health']?.get?.security).toEqual([]);
    expect(document.paths['/api/enhanced-hostels']?.get?.security).toEqual([
      {},
      { bearerAuth: [] },
    ]);
  });

  it('should hold only the API and its preview images, never a page such as GET /', () => {
    expect(document.paths['/']).toBeUndefined();
    expect(Object.keys(document.paths).filter((url) => !/^\/(api|og)\//.test(url))).toEqual([]);
  });

  it("should name the mess picture operations' path parameter id, meaning what each says", () => {
    expect(
      Object.keys(document.paths).filter((url) => url.startsWith('/api/images/mess/')),
    ).toEqual(['/api/images/mess/{id}']);
    const mess = document.paths['/api/images/mess/{id}'];
    const described = (method: string) =>
      mess?.[method]?.parameters?.find((parameter) => parameter.in === 'path')?.description;
    expect(described('post')).toMatch(/hostel/i);
    expect(described('delete')).toMatch(/mess information/i);
  });
});
