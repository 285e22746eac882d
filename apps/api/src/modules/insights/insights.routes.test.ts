import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { karachiToday, type HostelInsights, type OwnerInsights } from '@hostelhub/shared';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import {
  chats,
  favorites,
  hostelDayVisitors,
  hostelViewDays,
  reservations,
  visitorSalts,
  visits,
} from '../../db/schema/index.ts';
import { inProcessHeaders } from '../../lib/in-process-request.ts';
import { SESSION_MARKER_COOKIE } from '../../lib/refresh-cookie.ts';
import { findCity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import {
  callJson,
  createTestDatabase,
  createTestSettings,
  type TestContext,
} from '../../../test/helpers.ts';
import { isBotUserAgent } from './bot-user-agents.logic.ts';
import { createInsightsRepository } from './insights.repository.ts';
import { createInsightsService } from './insights.service.ts';

/**
 * Owner insights (issue 30; docs/decisions/033): who may read a hostel's insights, how views
 * are counted (bots, the owner and admins not; a visitor once a day however often they look;
 * the page server's own call not twice; the salt and hashes gone after
 * the day), the days with zeros, the contacts by Pakistan day, the conversion and the price
 * medians. The app serves a stand-in page server (no web build needed) so the rendered hostel
 * page's count is tested too.
 */

const BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const OTHER_BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

// A page server as small as the real one's contract (plugins/page-render.ts): it asks the API
// for the hostel, as the real one does, and answers 404 when the API does.
const ENTRY_SERVER = `
export const SSR_STATE_ELEMENT_ID = 'ssr-state';
export async function render({ url, fetchApi }) {
  const head = { lang: 'en', dir: 'ltr', tags: '' };
  const match = /^\\/hostels\\/([^/?]+)/.exec(url);
  if (match && !['in', 'near'].includes(match[1])) {
    const answer = await fetchApi('/api/enhanced-hostels/' + match[1], {});
    if (answer.status !== 200) return { kind: 'page', status: 404, html: '<p>Not found</p>', head, state: null };
  }
  return { kind: 'page', status: 200, html: '<p>Page</p>', head, state: null };
}
`;
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Hostelhub</title></head><body><div id="root"></div></body></html>';

let context: TestContext;
const db = () => context.database.db;

const auth = { owner: '', otherOwner: '', student: '', admin: '' };
let ownerId = '';
let hostelId = '';
let pendingId = '';

beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-insights-web-'));
  const webSsrDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-insights-ssr-'));
  writeFileSync(path.join(webDistDir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(webSsrDir, 'entry-server.js'), ENTRY_SERVER);
  const database = await createTestDatabase();
  const settings = createTestSettings();
  const app = await buildApp({ settings, database, logger: false, webDistDir, webSsrDir });
  await app.ready();
  context = {
    app,
    database,
    settings,
    async close() {
      await app.close();
      await database.close();
      for (const dir of [settings.dataDir, webDistDir, webSsrDir]) {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };

  const secret = settings.jwtSecret;
  const owner = await createUser(db(), { role: 'owner' });
  ownerId = owner.id;
  auth.owner = await signIn(db(), secret, owner);
  auth.otherOwner = await signIn(db(), secret, await createUser(db(), { role: 'owner' }));
  auth.student = await signIn(
    db(),
    secret,
    await createUser(db(), { role: 'student', ownerApprovalStatus: null }),
  );
  auth.admin = await signIn(
    db(),
    secret,
    await createUser(db(), { role: 'admin', ownerApprovalStatus: null }),
  );
  hostelId = (await createHostel(db(), { ownerId, name: 'Counted Hostel' })).id;
  pendingId = (await createHostel(db(), { ownerId, status: 'pending' })).id;
});

afterAll(async () => {
  await context?.close();
});

/** The hostel's insights as `who` reads them (the owner by default). */
async function insightsOf(id = hostelId, query = '', who = auth.owner): Promise<HostelInsights> {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/enhanced-hostels/${id}/insights${query}`,
    who,
  );
  expect(status).toBe(200);
  return body.data as HostelInsights;
}

/** Today's views and unique visitors of the hostel. */
async function today(id = hostelId) {
  const insights = await insightsOf(id, '?days=1');
  return { views: insights.totals.views, unique: insights.totals.unique_visitors };
}

/** A browser's (or a bot's) request for the hostel's detail, from `address`. */
async function viewDetail(
  options: { address?: string; userAgent?: string; authorization?: string } = {},
  id = hostelId,
) {
  // An empty user agent is none (light-my-request would otherwise send its own).
  const headers: Record<string, string> = { 'user-agent': options.userAgent ?? BROWSER };
  if (options.authorization) headers.authorization = options.authorization;
  return context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels/${id}`,
    headers,
    remoteAddress: options.address ?? '10.20.0.1',
  });
}

/** A fresh approved hostel of the owner's, so each counting test starts from zero. */
async function freshHostel(): Promise<string> {
  return (await createHostel(db(), { ownerId })).id;
}

describe('who may read a hostel’s insights', () => {
  it('should answer the owner and an admin', async () => {
    expect(await insightsOf()).toMatchObject({
      hostel_id: hostelId,
      hostel_name: 'Counted Hostel',
    });
    expect((await insightsOf(hostelId, '', auth.admin)).hostel_id).toBe(hostelId);
    // A pending hostel's too: it is the owner's.
    expect((await insightsOf(pendingId)).hostel_id).toBe(pendingId);
  });

  it('should refuse guests with 401, students with 403 and other owners with 404', async () => {
    const url = `/api/enhanced-hostels/${hostelId}/insights`;
    expect((await callJson(context.app, 'GET', url)).status).toBe(401);
    const student = await callJson(context.app, 'GET', url, auth.student);
    expect(student.status).toBe(403);
    expect(student.body.code).toBe('FORBIDDEN');
    const other = await callJson(context.app, 'GET', url, auth.otherOwner);
    expect(other.status).toBe(404);
    expect(other.body.code).toBe('HOSTEL_NOT_FOUND');
  });

  it('should answer 404 for a hostel that does not exist and 400 for a bad id', async () => {
    const missing = await callJson(
      context.app,
      'GET',
      '/api/enhanced-hostels/5b0e4a8e-0000-4000-8000-000000000000/insights',
      auth.admin,
    );
    expect(missing.status).toBe(404);
    const bad = await callJson(
      context.app,
      'GET',
      '/api/enhanced-hostels/not-an-id/insights',
      auth.owner,
    );
    expect(bad.status).toBe(400);
  });

  it('should take 1 to 90 days, 30 by default', async () => {
    expect((await insightsOf()).days).toBe(30);
    expect((await insightsOf(hostelId, '?days=90')).daily).toHaveLength(90);
    for (const days of ['0', '91', '2.5', 'week']) {
      const { status, body } = await callJson(
        context.app,
        'GET',
        `/api/enhanced-hostels/${hostelId}/insights?days=${days}`,
        auth.owner,
      );
      expect(status).toBe(400);
      expect(body.code).toBe('VALIDATION_ERROR');
    }
  });
});

describe('counting views', () => {
  it('should count a visitor once a day, however often they look', async () => {
    const id = await freshHostel();
    expect((await viewDetail({}, id)).statusCode).toBe(200);
    expect(await today(id)).toEqual({ views: 1, unique: 1 });

    await viewDetail({}, id);
    await viewDetail({}, id);
    expect(await today(id)).toEqual({ views: 1, unique: 1 });

    // The same visitor back hours later the same day: still one view.
    await db()
      .update(hostelDayVisitors)
      .set({ lastCountedAt: sql`now() - interval '5 hours'` })
      .where(eq(hostelDayVisitors.hostelId, id));
    await viewDetail({}, id);
    expect(await today(id)).toEqual({ views: 1, unique: 1 });

    // Another browser on the same address, another address: two more visitors.
    await viewDetail({ userAgent: OTHER_BROWSER }, id);
    await viewDetail({ address: '10.20.0.2' }, id);
    expect(await today(id)).toEqual({ views: 3, unique: 3 });
  });

  it('should not count bots, requests without a user agent, the owner or admins', async () => {
    const id = await freshHostel();
    expect((await viewDetail({ userAgent: GOOGLEBOT }, id)).statusCode).toBe(200);
    await viewDetail({ userAgent: 'curl/8.5.0' }, id);
    await viewDetail({ userAgent: 'WhatsApp/2.24.10.78 A' }, id);
    await viewDetail({ userAgent: '' }, id);
    expect((await viewDetail({ authorization: auth.owner }, id)).statusCode).toBe(200);
    await viewDetail({ authorization: auth.admin, address: '10.20.0.3' }, id);
    expect(await today(id)).toEqual({ views: 0, unique: 0 });

    // A signed-in student is a visitor like any other.
    await viewDetail({ authorization: auth.student, address: '10.20.0.4' }, id);
    expect(await today(id)).toEqual({ views: 1, unique: 1 });
  });

  it('should not count views of a hostel that is not approved', async () => {
    expect((await viewDetail({ authorization: auth.student }, pendingId)).statusCode).toBe(404);
    expect((await viewDetail({ authorization: auth.otherOwner }, pendingId)).statusCode).toBe(404);
    expect(await today(pendingId)).toEqual({ views: 0, unique: 0 });
  });

  it('should count a rendered hostel page once, not again for its own API call', async () => {
    const id = await freshHostel();
    const page = (address: string, cookies: Record<string, string> = {}, userAgent = BROWSER) =>
      context.app.inject({
        method: 'GET',
        url: `/hostels/${id}`,
        headers: { 'user-agent': userAgent },
        cookies,
        remoteAddress: address,
      });
    expect((await page('10.30.0.1')).statusCode).toBe(200);
    expect(await today(id)).toEqual({ views: 1, unique: 1 });

    // The app's own detail call from the same browser right after: the same view.
    await viewDetail({ address: '10.30.0.1' }, id);
    expect(await today(id)).toEqual({ views: 1, unique: 1 });

    // The page now comes from the cache: still a view per visitor.
    expect((await page('10.30.0.2')).statusCode).toBe(200);
    // A crawler's and a signed-in browser's page (the app renders that one) are not.
    await page('10.30.0.3', {}, GOOGLEBOT);
    await page('10.30.0.4', { [SESSION_MARKER_COOKIE]: '1' });
    expect(await today(id)).toEqual({ views: 2, unique: 2 });

    // The page server's in-process call alone is never a view.
    await context.app.inject({
      method: 'GET',
      url: `/api/enhanced-hostels/${id}`,
      headers: { ...inProcessHeaders(), 'user-agent': BROWSER },
      remoteAddress: '10.30.0.5',
    });
    expect(await today(id)).toEqual({ views: 2, unique: 2 });
    // An unknown id on the page is a 404 page, and no view.
    expect(
      (
        await context.app.inject({
          method: 'GET',
          url: '/hostels/not-a-hostel',
          headers: { 'user-agent': BROWSER },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('should keep no address or user agent, only a hash under the day’s salt', async () => {
    const id = await freshHostel();
    await viewDetail({ address: '10.40.0.1' }, id);
    await today(id);
    const rows = await db()
      .select()
      .from(hostelDayVisitors)
      .where(eq(hostelDayVisitors.hostelId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.visitorHash).toMatch(/^[\w-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain('10.40.0.1');
    expect(JSON.stringify(rows)).not.toContain('Android');
    const salts = await db().select().from(visitorSalts);
    expect(salts.map((salt) => salt.day)).toEqual([karachiToday()]);
  });
});

describe('a new day', () => {
  it('should use a new salt and delete the past day’s salt and hashes, keeping the counts', async () => {
    const id = await freshHostel();
    // 23:50 and 00:10 Pakistan time (UTC+5), either side of midnight, years ago (so the purge
    // of days before it leaves today's salt and visitors alone).
    let clock = new Date('2020-03-10T18:50:00Z');
    const service = createInsightsService({
      insights: createInsightsRepository(db()),
      log: pino({ level: 'silent' }),
      now: () => clock,
    });
    const owner = {
      id: ownerId,
      role: 'owner' as const,
      ownerApprovalStatus: 'approved' as const,
      sessionId: '',
    };
    const view = { hostelId: id, actor: null, address: '10.50.0.1', userAgent: BROWSER };

    service.recordView(view);
    const first = await service.getInsights(owner, id, 1);
    expect(first.daily).toEqual([expect.objectContaining({ day: '2020-03-10', views: 1 })]);

    clock = new Date('2020-03-10T19:10:00Z');
    service.recordView(view);
    const second = await service.getInsights(owner, id, 2);
    expect(second.daily.map((day) => [day.day, day.views, day.unique_visitors])).toEqual([
      ['2020-03-10', 1, 1],
      ['2020-03-11', 1, 1],
    ]);

    const saltDays = async () =>
      (await db().select({ day: visitorSalts.day }).from(visitorSalts)).map((row) => row.day);
    await expect.poll(saltDays).not.toContain('2020-03-10');
    expect(await saltDays()).toContain('2020-03-11');
    expect(
      (
        await db()
          .select({ day: hostelDayVisitors.day })
          .from(hostelDayVisitors)
          .where(eq(hostelDayVisitors.hostelId, id))
      ).map((row) => row.day),
    ).toEqual(['2020-03-11']);
    const counts = await db()
      .select({ day: hostelViewDays.day, views: hostelViewDays.views })
      .from(hostelViewDays)
      .where(eq(hostelViewDays.hostelId, id))
      .orderBy(hostelViewDays.day);
    expect(counts).toEqual([
      { day: '2020-03-10', views: 1 },
      { day: '2020-03-11', views: 1 },
    ]);
    // The periodic purge on a later day leaves nothing of the visitors.
    clock = new Date('2020-03-12T00:00:00Z');
    expect(await service.purgePastDays()).toBeGreaterThan(0);
    expect(
      await db().select().from(hostelDayVisitors).where(eq(hostelDayVisitors.hostelId, id)),
    ).toEqual([]);
    expect(await saltDays()).not.toContain('2020-03-11');
  });
});

describe('the days, the contacts and the conversion', () => {
  it('should list every day oldest first, with zeros, up to today', async () => {
    const id = await freshHostel();
    const insights = await insightsOf(id, '?days=7');
    expect(insights.daily).toHaveLength(7);
    expect(insights.to).toBe(karachiToday());
    expect(insights.daily.at(-1)?.day).toBe(karachiToday());
    expect(insights.daily[0]?.day).toBe(insights.from);
    const times = insights.daily.map((day) => Date.parse(day.day));
    times.slice(1).forEach((time, index) => expect(time - (times[index] ?? 0)).toBe(86_400_000));
    for (const day of insights.daily) {
      expect(day).toEqual({
        day: day.day,
        views: 0,
        unique_visitors: 0,
        favourites_added: 0,
        chats_started: 0,
        visit_requests: 0,
        reservation_requests: 0,
      });
    }
    expect(insights.totals.contacts).toBe(0);
    expect(insights.view_to_contact).toBeNull();
  });

  it('should count favourites, chats, visit and reservation requests by Pakistan day', async () => {
    const id = await freshHostel();
    const room = await createRoom(db(), id);
    const todayKarachi = karachiToday();
    // 00:30 Pakistan time today is still yesterday in UTC: it counts today.
    const earlyToday = new Date(`${todayKarachi}T00:30:00+05:00`);
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const students = await Promise.all(
      [0, 1, 2].map(() => createUser(db(), { role: 'student', ownerApprovalStatus: null })),
    );
    const [a, b, c] = students.map((student) => student.id) as [string, string, string];

    await db()
      .insert(favorites)
      .values([
        { userId: a, hostelId: id, createdAt: earlyToday },
        { userId: b, hostelId: id, createdAt: threeDaysAgo },
      ]);
    await db()
      .insert(chats)
      .values([
        { studentId: a, ownerId, hostelId: id, hostelName: 'Counted', createdAt: earlyToday },
        { studentId: c, ownerId, hostelId: id, hostelName: 'Counted', createdAt: earlyToday },
      ]);
    await db()
      .insert(visits)
      .values({
        hostelId: id,
        studentId: a,
        ownerId,
        startsAt: new Date(Date.now() + 86_400_000),
        status: 'declined',
        createdAt: earlyToday,
      });
    await db().insert(reservations).values({
      roomId: room.id,
      hostelId: id,
      studentId: b,
      ownerId,
      moveIn: todayKarachi,
      months: 3,
      status: 'declined',
      createdAt: threeDaysAgo,
    });
    // Two visitors today.
    await viewDetail({ address: '10.60.0.1' }, id);
    await viewDetail({ address: '10.60.0.2' }, id);

    const insights = await insightsOf(id, '?days=7');
    expect(insights.daily.at(-1)).toEqual({
      day: todayKarachi,
      views: 2,
      unique_visitors: 2,
      favourites_added: 1,
      chats_started: 2,
      visit_requests: 1,
      reservation_requests: 0,
    });
    const earlier = insights.daily.find((day) => day.day === karachiToday(threeDaysAgo));
    expect(earlier).toMatchObject({ favourites_added: 1, reservation_requests: 1 });
    expect(insights.totals).toEqual({
      views: 2,
      unique_visitors: 2,
      favourites_added: 2,
      chats_started: 2,
      visit_requests: 1,
      reservation_requests: 1,
      contacts: 4,
    });
    // Four contacts from two visitors.
    expect(insights.view_to_contact).toBe(2);
    // One day: today's alone.
    const oneDay = await insightsOf(id, '?days=1');
    expect(oneDay.totals.contacts).toBe(3);
    expect(oneDay.view_to_contact).toBe(1.5);
  });
});

describe("the owner's overview", () => {
  it('should give every approved hostel of the owner the days and totals of its own insights', async () => {
    const secret = context.settings.jwtSecret;
    const owner = await createUser(db(), { role: 'owner' });
    const ownerAuth = await signIn(db(), secret, owner);
    const second = (await createHostel(db(), { ownerId: owner.id, name: 'Zaitoon Hostel' })).id;
    const first = (await createHostel(db(), { ownerId: owner.id, name: 'Anarkali Hostel' })).id;
    await createHostel(db(), { ownerId: owner.id, name: 'Pending Hostel', status: 'pending' });
    await viewDetail({ address: '10.70.0.1' }, first);
    await viewDetail({ address: '10.70.0.2' }, first);
    await viewDetail({ address: '10.70.0.3' }, second);
    const student = await createUser(db(), { role: 'student', ownerApprovalStatus: null });
    await db()
      .insert(chats)
      .values({ studentId: student.id, ownerId: owner.id, hostelId: second, hostelName: 'Z' });

    const { status, body } = await callJson(
      context.app,
      'GET',
      '/api/enhanced-hostels/owner/insights?days=7',
      ownerAuth,
    );
    expect(status).toBe(200);
    const overview = body.data as OwnerInsights;
    expect(overview).toMatchObject({ days: 7, to: karachiToday() });
    // By name; the pending hostel and other owners' hostels are not in it.
    expect(overview.hostels.map((hostel) => hostel.hostel_name)).toEqual([
      'Anarkali Hostel',
      'Zaitoon Hostel',
    ]);
    for (const line of overview.hostels) {
      const own = await insightsOf(line.hostel_id, '?days=7', ownerAuth);
      expect(line).toEqual({
        hostel_id: own.hostel_id,
        hostel_name: own.hostel_name,
        daily: own.daily,
        totals: own.totals,
      });
      expect(own.from).toBe(overview.from);
    }
    expect(overview.hostels.map((hostel) => [hostel.totals.views, hostel.totals.contacts])).toEqual(
      [
        [2, 0],
        [1, 1],
      ],
    );
  });

  it('should answer an owner without approved hostels with none', async () => {
    const owner = await createUser(db(), { role: 'owner' });
    const { status, body } = await callJson(
      context.app,
      'GET',
      '/api/enhanced-hostels/owner/insights',
      await signIn(db(), context.settings.jwtSecret, owner),
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ days: 30, hostels: [] });
  });

  it('should refuse guests with 401, students and admins with 403, and a bad period with 400', async () => {
    const url = '/api/enhanced-hostels/owner/insights';
    expect((await callJson(context.app, 'GET', url)).status).toBe(401);
    for (const who of [auth.student, auth.admin]) {
      const answer = await callJson(context.app, 'GET', url, who);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('FORBIDDEN');
    }
    const bad = await callJson(context.app, 'GET', `${url}?days=0`, auth.owner);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('days must be a whole number from 1 to 90');
  });
});

describe('price context', () => {
  it('should set the lowest price beside the median of the same city and gender', async () => {
    const faisalabad = (await findCity(db(), 'Faisalabad')).id;
    const peshawar = (await findCity(db(), 'Peshawar')).id;
    const hostel = (overrides: Parameters<typeof createHostel>[1]) =>
      createHostel(db(), {
        cityId: faisalabad,
        townId: null,
        genderCategory: 'female',
        ...overrides,
      });
    const own = await hostel({ ownerId, priceMin: 8_000, priceMax: 12_000 });
    const market = await Promise.all(
      [9_000, 10_000, 12_000].map((priceMin) => hostel({ priceMin, priceMax: priceMin + 2_000 })),
    );
    // Not the market: another status, gender or city, or no price.
    await hostel({ priceMin: 1_000, status: 'pending' });
    await hostel({ priceMin: 1_000, genderCategory: 'male' });
    await hostel({ priceMin: 1_000, cityId: peshawar });
    await hostel({ priceMin: null, priceMax: null, priceRange: null });

    await createRoom(db(), own.id, { roomType: 'double', pricePerMonth: 10_000 });
    await createRoom(db(), own.id, { roomType: 'double', pricePerMonth: 12_000 });
    await createRoom(db(), own.id, { roomType: 'single', pricePerMonth: 15_000 });
    await createRoom(db(), market[0]!.id, { roomType: 'double', pricePerMonth: 9_000 });
    await createRoom(db(), market[1]!.id, { roomType: 'double', pricePerMonth: 11_000 });
    await createRoom(db(), market[1]!.id, { roomType: 'double', pricePerMonth: 13_000 });
    await createRoom(db(), market[2]!.id, { roomType: 'triple', pricePerMonth: 7_000 });

    const { price } = await insightsOf(own.id);
    expect(price).toEqual({
      city: { id: faisalabad, name: 'Faisalabad', name_ur: 'فیصل آباد' },
      gender_category: 'female',
      price_min: 8_000,
      market_median: 10_000,
      market_hostels: 3,
      room_types: [
        {
          room_type: 'double',
          price_min: 10_000,
          price_max: 12_000,
          rooms: 2,
          market_median: 11_000,
          market_rooms: 3,
          market_hostels: 2,
        },
        {
          room_type: 'single',
          price_min: 15_000,
          price_max: 15_000,
          rooms: 1,
          market_median: null,
          market_rooms: 0,
          market_hostels: 0,
        },
      ],
    });
  });

  it('should answer no median when the hostel is alone in its market', async () => {
    const quetta = (await findCity(db(), 'Quetta')).id;
    const alone = await createHostel(db(), {
      ownerId,
      cityId: quetta,
      townId: null,
      genderCategory: 'male',
    });
    const { price } = await insightsOf(alone.id);
    expect(price).toMatchObject({ price_min: 8_000, market_median: null, market_hostels: 0 });
    expect(price.room_types).toEqual([]);
  });
});

describe('the bot list', () => {
  it('should know crawlers, previews and scripts, and let browsers through', () => {
    for (const agent of [
      GOOGLEBOT,
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'WhatsApp/2.24.10.78 A',
      'TelegramBot (like TwitterBot)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36',
      'python-requests/2.32.3',
      'curl/8.5.0',
      '',
      undefined,
    ]) {
      expect(isBotUserAgent(agent), String(agent)).toBe(true);
    }
    for (const agent of [
      BROWSER,
      OTHER_BROWSER,
      'Mozilla/5.0 (Linux; Android 9; CUBOT_X19) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0',
    ]) {
      expect(isBotUserAgent(agent), agent).toBe(false);
    }
  });
});
