import { rmSync } from 'node:fs';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { ROUTE_POLICY, routeKey } from '../src/policy/route-policy.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';

/**
 * The OpenAPI document at /docs/json (issue 22 item 16): every /api route Fastify registered
 * is in it; every route that needs a signed-in user (the permission matrix gives guests 401,
 * or the route is guarded by requireAuth/requireAdmin) declares the bearer scheme; every
 * upload route (multipart/form-data) declares its form with the file field(s) as binary.
 */

interface Operation {
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
  const settings = createTestSettings();
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
