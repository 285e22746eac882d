import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_POLICY, type RoutePolicy } from '../src/policy/route-policy.ts';
import { createTestContext, type TestContext } from './helpers.ts';

/**
 * Issue 41 item 11: a guest learns nothing about a route that needs sign-in from its input
 * rules. Every such route (the permission matrix's rows whose every case answers a guest 401)
 * answers a guest 401 before it looks at the path, query or body: bad ids, a bad query and a
 * bad body included, never 400 first.
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

/** The socket of /api/ws signs in by its first message; a plain HTTP GET there is 404. */
const SIGNS_IN_BY_MESSAGE = new Set(['GET /api/ws']);

const needsSignIn = (route: RoutePolicy) =>
  !SIGNS_IN_BY_MESSAGE.has(`${route.method} ${route.url}`) &&
  route.cases.every((target) => target.access.guest === 401);

/** The route's URL with every `:param` a malformed id, and a malformed query. */
function badUrl(route: RoutePolicy): string {
  return `${route.url.replace(/:[A-Za-z_]+/g, 'not-an-id')}?page=-1&limit=many&date=yesterday`;
}

function guestCall(route: RoutePolicy, body: 'json' | 'broken'): Promise<LightMyRequestResponse> {
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return context.app.inject({
    method: route.method,
    url: badUrl(route),
    ...(hasBody && {
      headers: { 'content-type': 'application/json' },
      payload: body === 'json' ? '{"x":{"y":[]},"email":7,"rooms":"many"}' : '{"x":',
    }),
  });
}

describe('a guest with bad input', () => {
  const routes = ROUTE_POLICY.filter(needsSignIn);

  it('should find the routes that need sign-in', () => {
    expect(routes.length).toBeGreaterThan(50);
  });

  it.each(routes.map((route) => [`${route.method} ${route.url}`, route] as const))(
    '%s answers 401 before any input check',
    async (_name, route) => {
      for (const body of ['json', 'broken'] as const) {
        const response = await guestCall(route, body);
        expect(response.statusCode, `${body} body: ${response.body}`).toBe(401);
        expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
    },
  );
});
