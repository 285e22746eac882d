import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/** POST /api/analytics/events and GET /api/admin/analytics (issue 10; issue 21 item 14). */

let context: TestContext;
let admin = '';
let student = '';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  admin = await signIn(
    db,
    context.settings.jwtSecret,
    await createUser(db, { role: 'admin', ownerApprovalStatus: null }),
  );
  student = await signIn(
    db,
    context.settings.jwtSecret,
    await createUser(db, { role: 'student', ownerApprovalStatus: null }),
  );
});

afterAll(async () => {
  await context?.close();
});

const post = (body: unknown, remoteAddress?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/analytics/events',
    payload: body as Record<string, unknown>,
    ...(remoteAddress ? { remoteAddress } : {}),
  });

/** How many events are stored, in all or on one path. */
async function storedEvents(path?: string): Promise<number> {
  const [row] = await context.database.db
    .select({ total: count() })
    .from(analyticsEvents)
    .where(path === undefined ? undefined : eq(analyticsEvents.path, path));
  return row?.total ?? 0;
}

describe('analytics', () => {
  it('should accept a valid batch from anyone and summarise it for admins only', async () => {
    const session_id = randomUUID();
    const response = await post({
      session_id,
      events: [
        { type: 'page_view', path: '/hostels' },
        { type: 'page_view', path: '/hostels' },
        { type: 'page_view', path: '/about' },
        { type: 'scroll_depth', path: '/hostels', value: 50 },
        ...[100, 200, 300, 400].map((value) => ({
          type: 'web_vital',
          path: '/hostels',
          metric: 'LCP',
          value,
        })),
      ],
    });
    expect(response.statusCode).toBe(204);

    expect((await callJson(context.app, 'GET', '/api/admin/analytics', student)).status).toBe(403);
    const { status, body } = await callJson(context.app, 'GET', '/api/admin/analytics', admin);
    expect(status).toBe(200);
    const data = body.data as {
      page_views: { day: string; views: number }[];
      top_pages: { path: string; views: number }[];
      web_vitals: { metric: string; p75: number | null; samples: number }[];
    };
    expect(data.page_views).toHaveLength(14);
    // The second view of /hostels in the same minute and session counts once (issue 41 item 10).
    expect(data.page_views.at(-1)?.views).toBe(2);
    expect(data.top_pages).toEqual([
      { path: '/about', views: 1 },
      { path: '/hostels', views: 1 },
    ]);
    expect(data.web_vitals.find((vital) => vital.metric === 'LCP')).toEqual({
      metric: 'LCP',
      p75: 325,
      samples: 4,
    });
    expect(data.web_vitals.find((vital) => vital.metric === 'CLS')).toEqual({
      metric: 'CLS',
      p75: null,
      samples: 0,
    });
  });

  it('should refuse personal data in paths, unknown events and oversized batches', async () => {
    const session_id = randomUUID();
    for (const events of [
      [{ type: 'page_view', path: '/hostels?search=ali@example.pk' }],
      [{ type: 'click', path: '/' }],
      [{ type: 'scroll_depth', path: '/', value: 33 }],
      Array.from({ length: 51 }, () => ({ type: 'page_view', path: '/' })),
    ]) {
      expect((await post({ session_id, events })).statusCode).toBe(400);
    }
    expect(
      (await post({ session_id: 'me', events: [{ type: 'page_view', path: '/' }] })).statusCode,
    ).toBe(400);
  });

  it("should accept the app's own routes, with an id where the route has one", async () => {
    const hostelId = randomUUID();
    const response = await post({
      session_id: randomUUID(),
      events: [
        { type: 'page_view', path: `/hostels/${hostelId}` },
        { type: 'page_view', path: `/owner/rooms/${hostelId}` },
        { type: 'scroll_depth', path: '/signup/owner', value: 25 },
      ],
    });
    expect(response.statusCode).toBe(204);
    expect(await storedEvents(`/hostels/${hostelId}`)).toBe(1);
  });

  it('should refuse a batch with a path that is not a page of the app and store none of it', async () => {
    const before = await storedEvents();
    for (const path of ['/wp-admin', '/hostels/not-an-id', '/hostels/', '/free-money-here']) {
      const response = await post({
        session_id: randomUUID(),
        events: [
          { type: 'page_view', path: '/hostels' },
          { type: 'page_view', path },
        ],
      });
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        error: expect.stringContaining('path must be a page of the app'),
      });
    }
    expect(await storedEvents()).toBe(before);
    expect(await storedEvents('/wp-admin')).toBe(0);
  });

  it("should count a session's views of a page once a minute and store at most 120 events a minute per address", async () => {
    // Issue 41 item 10: one session from one address sent 2,000 views in a minute.
    const session_id = randomUUID();
    const views = Array.from({ length: 50 }, () => ({ type: 'page_view', path: '/contact' }));
    for (let index = 0; index < 40; index += 1) {
      // Answered as a stored batch, so the client never retries.
      expect((await post({ session_id, events: views }, '198.51.100.20')).statusCode).toBe(204);
    }
    expect(await storedEvents('/contact')).toBe(1);
    // Another page of the same session still counts.
    await post({ session_id, events: [{ type: 'page_view', path: '/terms' }] }, '198.51.100.20');
    expect(await storedEvents('/terms')).toBe(1);

    // Events that are not views (and views of new sessions) stop at 120 a minute per address.
    const vitals = Array.from({ length: 50 }, (_, index) => ({
      type: 'web_vital',
      path: '/privacy',
      metric: 'INP',
      value: index,
    }));
    for (let index = 0; index < 4; index += 1) {
      const response = await post({ session_id: randomUUID(), events: vitals }, '198.51.100.21');
      expect(response.statusCode).toBe(204);
    }
    expect(await storedEvents('/privacy')).toBe(120);
    await post(
      { session_id: randomUUID(), events: [{ type: 'page_view', path: '/privacy' }] },
      '198.51.100.21',
    );
    expect(await storedEvents('/privacy')).toBe(120);
    // Another address is counted on its own.
    await post({ session_id: randomUUID(), events: vitals }, '198.51.100.22');
    expect(await storedEvents('/privacy')).toBe(170);
  });

  it('should refuse the 121st batch in a minute from one address but not from another', async () => {
    const batch = () => ({
      session_id: randomUUID(),
      events: [{ type: 'page_view', path: '/about' }],
    });
    for (let index = 0; index < 120; index += 1) {
      expect((await post(batch(), '203.0.113.7')).statusCode).toBe(204);
    }
    const refused = await post(batch(), '203.0.113.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect((await post(batch(), '203.0.113.8')).statusCode).toBe(204);
  });
});
