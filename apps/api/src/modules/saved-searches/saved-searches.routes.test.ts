import {
  DISCOVERY_MESSAGES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type FavoriteAlerts,
  type NotificationsPage,
  type SavedSearch,
  type UnsubscribeState,
} from '@hostelhub/shared';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deliveries,
  hostelChanges,
  hostelImages,
  hostels,
  rooms,
  savedSearchAlerts,
} from '../../db/schema/index.ts';
import { createLiveEventHub } from '../../lib/live-events.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { startMailServer, type TestMailServer } from '../../../test/mail-server.ts';
import { createHostelsRepository } from '../hostels/hostels.repository.ts';
import { createSavedSearchAlerts, lastDigestTime } from './saved-search-alerts.job.ts';
import {
  createSavedSearchesRepository,
  DIGEST_USER_LOCK_CLASS,
} from './saved-searches.repository.ts';
import { createUnsubscribeTokens } from './unsubscribe-token.logic.ts';
import { createTestNotify } from '../../../test/notify.ts';

/**
 * Saved searches and alerts (issue 29; docs/decisions/032): saving, the limit, the refusals
 * (guest 401, another user's search 404, bad filters 400 with the field's message), exactly one
 * alert per matching search on an approval (and on an approved change) and none for the
 * others, the emails' unsubscribe link and RFC 8058 headers (through a loopback SMTP server),
 * a daily digest at 09:00 Pakistan time with a controlled clock, and the favourites' price-drop
 * and free-bed alerts.
 */

let context: TestContext;
let mail: TestMailServer;
const db = () => context.database.db;

interface Caller {
  id: string;
  email: string;
  auth: string;
}

let admin: Caller;

beforeAll(async () => {
  mail = await startMailServer();
  context = await createTestContext({ SMTP_URL: mail.url });
  admin = await signedIn({ role: 'admin', ownerApprovalStatus: null });
});

afterAll(async () => {
  await context?.close();
  await mail?.close();
});

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), overrides);
  return {
    id: user.id,
    email: user.email,
    auth: await signIn(db(), context.settings.jwtSecret, user),
  };
}

const newStudent = (fullName = 'Ayesha Khan') =>
  signedIn({ role: 'student', ownerApprovalStatus: null, fullName });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  auth?: string,
  payload?: unknown,
) => callJson(context.app, method, url, auth, payload);

const save = (user: Caller, body: Record<string, unknown>) =>
  call('POST', '/api/saved-searches', user.auth, body);

async function savedSearch(user: Caller, body: Record<string, unknown>): Promise<SavedSearch> {
  const answer = await save(user, body);
  expect(answer.status).toBe(201);
  return answer.body.data as SavedSearch;
}

const inbox = async (user: Caller) =>
  ((await call('GET', '/api/notifications', user.auth)).body.data as NotificationsPage)
    .notifications;

/** Approves a pending hostel as the admin and waits for its alerts (made after the commit). */
async function approve(hostelId: string): Promise<void> {
  const answer = await call('PATCH', `/api/admin/hostels/${hostelId}/status`, admin.auth, {
    status: 'approved',
  });
  expect(answer.status).toBe(200);
  await context.app.savedSearchChecks.checkNow();
}

const alertsOf = (searchId: string) =>
  db().select().from(savedSearchAlerts).where(eq(savedSearchAlerts.savedSearchId, searchId));

/** The saved-search alert emails written to the outbox for `email`. */
const sentTo = (email: string) =>
  db()
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.kind, 'saved_search_alert'), eq(deliveries.recipient, email)));

/** The alert services over the test database with the clock `clock()` (as the server's job). */
function alertsAt(clock: () => Date) {
  const hub = createLiveEventHub({
    loadMessage: () => Promise.resolve(null),
    isSessionLive: () => Promise.resolve(true),
    onError: () => undefined,
  });
  return createSavedSearchAlerts({
    repository: createSavedSearchesRepository(db()),
    hostels: createHostelsRepository(db()),
    notify: createTestNotify(db(), { live: hub, publicUrl: context.settings.publicUrl }),
    tokens: createUnsubscribeTokens(context.settings.jwtSecret),
    now: clock,
  });
}

/** A header of a received email, by its lower-case name. */
function headerOf(email: { headers: { key: string; value: string }[] }, name: string) {
  return email.headers.find((header) => header.key === name)?.value;
}

/** The token of a `List-Unsubscribe: <…?token=…>` header. */
function tokenOf(listUnsubscribe: string | undefined): string {
  const url = new URL(/<([^>]+)>/.exec(listUnsubscribe ?? '')?.[1] ?? 'http://invalid/');
  return url.searchParams.get('token') ?? '';
}

describe('saving searches', () => {
  it('should save, list, rename, re-time, pause and delete a search of the filters', async () => {
    const student = await newStudent();
    const created = await savedSearch(student, {
      name: '  Girls hostels in Lahore ',
      filters: {
        city: 'Lahore',
        gender_category: 'female',
        price_max: '15000',
        facilities: ['WiFi', 'AC'],
        search: '',
        sort: 'price_asc',
      },
      frequency: 'instant',
    });
    expect(created).toMatchObject({
      name: 'Girls hostels in Lahore',
      // The list's schema read them: numbers coerced, old facility names merged, blanks and
      // the list's other query keys dropped.
      filters: {
        city: 'Lahore',
        gender_category: 'female',
        price_max: 15000,
        facilities: ['WiFi', 'Air Conditioning'],
      },
      frequency: 'instant',
      paused: false,
      alert_count: 0,
    });
    expect(created.filters).not.toHaveProperty('search');
    expect(created.filters).not.toHaveProperty('sort');

    const renamed = await call('PATCH', `/api/saved-searches/${created.id}`, student.auth, {
      name: 'Lahore girls',
      frequency: 'daily',
      paused: true,
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({
      name: 'Lahore girls',
      frequency: 'daily',
      paused: true,
    });

    const list = (await call('GET', '/api/saved-searches', student.auth)).body
      .data as SavedSearch[];
    expect(list.map((search) => search.id)).toEqual([created.id]);

    const removed = await call('DELETE', `/api/saved-searches/${created.id}`, student.auth);
    expect(removed).toMatchObject({
      status: 200,
      body: { data: { id: created.id, deleted: true } },
    });
    expect((await call('GET', '/api/saved-searches', student.auth)).body.data).toEqual([]);
  });

  it(`should keep at most ${SAVED_SEARCHES_MAX} searches a user, and say so`, async () => {
    const owner = await signedIn();
    for (let index = 0; index < SAVED_SEARCHES_MAX; index += 1) {
      await savedSearch(owner, { name: `Search ${index}`, filters: {}, frequency: 'daily' });
    }
    const refused = await save(owner, { name: 'One more', filters: {}, frequency: 'daily' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'CONFLICT', error: SAVED_SEARCH_MESSAGES.tooMany });
    const list = (await call('GET', '/api/saved-searches', owner.auth)).body.data as SavedSearch[];
    expect(list).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('should keep the limit when saves race', async () => {
    const student = await newStudent();
    for (let index = 0; index < SAVED_SEARCHES_MAX - 5; index += 1) {
      await savedSearch(student, { name: `Search ${index}`, filters: {}, frequency: 'daily' });
    }
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        save(student, { name: `Racing ${index}`, filters: {}, frequency: 'instant' }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(5);
    const list = (await call('GET', '/api/saved-searches', student.auth)).body
      .data as SavedSearch[];
    expect(list).toHaveLength(SAVED_SEARCHES_MAX);
  });

  it('should refuse guests with 401', async () => {
    expect((await call('GET', '/api/saved-searches')).status).toBe(401);
    const body = { name: 'Mine', filters: {}, frequency: 'instant' };
    expect((await call('POST', '/api/saved-searches', undefined, body)).status).toBe(401);
    expect((await call('GET', '/api/alerts/favorites')).status).toBe(401);
  });

  it("should answer 404 for another user's search, and leave it as it was", async () => {
    const ayesha = await newStudent();
    const bilal = await newStudent('Bilal Ahmed');
    const hers = await savedSearch(ayesha, { name: 'Hers', filters: {}, frequency: 'instant' });

    const renamed = await call('PATCH', `/api/saved-searches/${hers.id}`, bilal.auth, {
      name: 'Mine now',
    });
    expect(renamed.status).toBe(404);
    expect(renamed.body.error).toBe(SAVED_SEARCH_MESSAGES.notFound);
    expect((await call('DELETE', `/api/saved-searches/${hers.id}`, bilal.auth)).status).toBe(404);
    const list = (await call('GET', '/api/saved-searches', ayesha.auth)).body.data as SavedSearch[];
    expect(list).toEqual([expect.objectContaining({ id: hers.id, name: 'Hers' })]);
  });

  it.each([
    [
      'a price that is not a number',
      { filters: { price_min: 'cheap' } },
      'filters.price_min',
      DISCOVERY_MESSAGES.rupeesNotNumber,
    ],
    [
      'an unknown gender',
      { filters: { gender_category: 'any' } },
      'filters.gender_category',
      DISCOVERY_MESSAGES.genderInvalid,
    ],
    [
      'a map area that is not four numbers',
      { filters: { bbox: '74,31,73' } },
      'filters.bbox',
      DISCOVERY_MESSAGES.bboxInvalid,
    ],
    [
      'filters that are not an object',
      { filters: 'Lahore' },
      'filters',
      SAVED_SEARCH_MESSAGES.filtersInvalid,
    ],
    ['a blank name', { name: '   ' }, 'name', SAVED_SEARCH_MESSAGES.nameRequired],
    [
      'an unknown frequency',
      { frequency: 'weekly' },
      'frequency',
      SAVED_SEARCH_MESSAGES.frequencyInvalid,
    ],
  ])('should refuse %s with 400 and the field’s message', async (_case, change, field, message) => {
    const student = await newStudent();
    const answer = await save(student, {
      name: 'Lahore',
      filters: { city: 'Lahore' },
      frequency: 'instant',
      ...change,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('VALIDATION_ERROR');
    expect(answer.body.details).toContainEqual({ field, message });
    expect((await call('GET', '/api/saved-searches', student.auth)).body.data).toEqual([]);
  });

  it('should refuse a change that changes nothing', async () => {
    const student = await newStudent();
    const search = await savedSearch(student, { name: 'A', filters: {}, frequency: 'instant' });
    const answer = await call('PATCH', `/api/saved-searches/${search.id}`, student.auth, {});
    expect(answer.status).toBe(400);
    expect(answer.body.details).toContainEqual({
      field: 'name',
      message: SAVED_SEARCH_MESSAGES.nothingToChange,
    });
  });
});

describe('alerts when a hostel becomes visible', () => {
  it('should make exactly one alert per matching search and none for the others, in-app and by email with the unsubscribe headers', async () => {
    const ayesha = await newStudent('Ayesha Khan');
    const bilal = await newStudent('Bilal Ahmed');
    const sana = await newStudent('Sana Mir');
    const paused = await newStudent('Hira Paused');
    const instant = await savedSearch(ayesha, {
      name: 'Gulberg girls',
      filters: { city: 'Lahore', gender_category: 'female', price_max: 10000 },
      frequency: 'instant',
    });
    const boys = await savedSearch(bilal, {
      name: 'Boys',
      filters: { city: 'Lahore', gender_category: 'male' },
      frequency: 'instant',
    });
    const daily = await savedSearch(sana, {
      name: 'Lahore daily',
      filters: { city: 'lahore', gender_category: 'female' },
      frequency: 'daily',
    });
    const off = await savedSearch(paused, {
      name: 'Paused',
      filters: { gender_category: 'female' },
      frequency: 'instant',
    });
    await call('PATCH', `/api/saved-searches/${off.id}`, paused.auth, { paused: true });
    const hostel = await createHostel(db(), {
      status: 'pending',
      name: 'Noor Girls Residence',
      genderCategory: 'female',
      priceRange: '7000-9000',
      priceMin: 7000,
      priceMax: 9000,
    });
    await db().insert(hostelImages).values({
      hostelId: hostel.id,
      imageUrl: '/uploads/alerts/noor.webp',
      thumbnailUrl: '/uploads/alerts/noor-thumb.webp',
      isPrimary: true,
    });
    const before = mail.messages.length;

    await approve(hostel.id);

    expect(await alertsOf(instant.id)).toEqual([
      expect.objectContaining({ hostelId: hostel.id, notifiedAt: expect.any(Date) }),
    ]);
    expect(await alertsOf(daily.id)).toEqual([
      expect.objectContaining({ hostelId: hostel.id, notifiedAt: null }),
    ]);
    expect(await alertsOf(boys.id)).toEqual([]);
    expect(await alertsOf(off.id)).toEqual([]);
    // The list counts each search's alerts.
    const listed = await call('GET', '/api/saved-searches', ayesha.auth);
    expect(listed.body.data).toEqual([expect.objectContaining({ id: instant.id, alert_count: 1 })]);

    const hers = (await inbox(ayesha)).filter((notice) => notice.type === 'saved_search_alert');
    expect(hers).toEqual([
      expect.objectContaining({
        title: 'New hostel for "Gulberg girls": Noor Girls Residence',
        link: `/hostels/${hostel.id}`,
        read: false,
      }),
    ]);
    expect(await inbox(bilal)).toEqual([]);
    expect(await inbox(sana)).toEqual([]);
    expect(await inbox(paused)).toEqual([]);

    const email = await mail.waitForMessage(ayesha.email, before);
    expect(email.subject).toBe('New hostel for "Gulberg girls": Noor Girls Residence');
    expect(email.text).toContain('Noor Girls Residence');
    expect(email.text).toContain('Rs 7,000 - 9,000 / month');
    expect(email.text).toContain(`${context.settings.publicUrl}/hostels/${hostel.id}`);
    expect(email.html).toContain(
      `<img src="${context.settings.publicUrl}/uploads/alerts/noor-thumb.webp"`,
    );
    const listUnsubscribe = headerOf(email, 'list-unsubscribe');
    expect(listUnsubscribe).toMatch(
      new RegExp(`^<${context.settings.publicUrl}/api/alerts/unsubscribe\\?token=[\\w.-]+>$`),
    );
    expect(headerOf(email, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(email.text).toContain(`${context.settings.publicUrl}/alerts/unsubscribe?token=`);

    // Approved again through a reviewed change: still one alert per search and hostel.
    const [change] = await db()
      .insert(hostelChanges)
      .values({ hostelId: hostel.id, proposed: { name: 'Noor Girls Residence II' } })
      .returning({ id: hostelChanges.id });
    const decided = await call('PATCH', `/api/admin/hostel-changes/${change?.id}`, admin.auth, {
      action: 'approve',
    });
    expect(decided.status).toBe(200);
    await context.app.savedSearchChecks.checkNow();
    expect(await alertsOf(instant.id)).toHaveLength(1);
    expect(
      (await inbox(ayesha)).filter((notice) => notice.type === 'saved_search_alert'),
    ).toHaveLength(1);
  });

  it('should alert a search that an approved change makes match', async () => {
    const student = await newStudent();
    const search = await savedSearch(student, {
      name: 'Girls only',
      filters: { gender_category: 'female', city: 'Lahore' },
      frequency: 'instant',
    });
    const hostel = await createHostel(db(), { genderCategory: 'male', name: 'Shifted Hostel' });
    const [change] = await db()
      .insert(hostelChanges)
      .values({ hostelId: hostel.id, proposed: { gender_category: 'female' } })
      .returning({ id: hostelChanges.id });

    const decided = await call('PATCH', `/api/admin/hostel-changes/${change?.id}`, admin.auth, {
      action: 'approve',
    });
    expect(decided.status).toBe(200);
    await context.app.savedSearchChecks.checkNow();

    expect(await alertsOf(search.id)).toHaveLength(1);
    expect((await inbox(student))[0]).toMatchObject({
      type: 'saved_search_alert',
      title: 'New hostel for "Girls only": Shifted Hostel',
    });
  });

  it("should write the alert in the student's language, right to left in Urdu", async () => {
    const student = await signedIn({
      role: 'student',
      ownerApprovalStatus: null,
      fullName: 'فاطمہ بی بی',
      preferredLanguage: 'ur',
    });
    await savedSearch(student, {
      name: 'لاہور',
      filters: { city: 'Lahore', gender_category: 'female' },
      frequency: 'instant',
    });
    const hostel = await createHostel(db(), {
      status: 'pending',
      name: 'Rabia Girls Hostel',
      genderCategory: 'female',
    });
    const before = mail.messages.length;
    await approve(hostel.id);

    expect((await inbox(student))[0]).toMatchObject({
      type: 'saved_search_alert',
      title: '"لاہور" کے لیے نیا ہاسٹل: \u2068Rabia Girls Hostel\u2069',
    });
    const email = await mail.waitForMessage(student.email, before);
    expect(email.subject).toBe('"لاہور" کے لیے نیا ہاسٹل: \u2068Rabia Girls Hostel\u2069');
    expect(email.html).toMatch(
      /<div dir="rtl" lang="ur" style="[^"]+"><p>السلام علیکم فاطمہ بی بی،<\/p>/u,
    );
    // Issue 40 item 5: Nastaliq first, then Naskh fallbacks; line height 2; no text under 14 px
    // (the footer was 12 px).
    expect(email.html).toContain(
      "font-family:'Noto Nastaliq Urdu','Jameel Noori Nastaleeq','Noto Naskh Arabic','Urdu Typesetting',serif;",
    );
    expect(email.html).toContain('line-height:2');
    const sizes = [...(email.html ?? '').matchAll(/font-size:(\d+)px/gu)].map((match) =>
      Number(match[1]),
    );
    expect(sizes.length).toBeGreaterThan(2);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(14);
    expect(email.text).toContain('\u2066Rs 8,000 - 12,000\u2069 ماہانہ');
    expect(email.text).toContain('یہ الرٹس بند کرنے کے لیے یہ لنک کھولیں:');
  });

  it('should match nothing for a rejection', async () => {
    const student = await newStudent();
    const search = await savedSearch(student, {
      name: 'Anything in Lahore',
      filters: { city: 'Lahore' },
      frequency: 'instant',
    });
    const hostel = await createHostel(db(), { status: 'pending' });
    await call('PATCH', `/api/admin/hostels/${hostel.id}/status`, admin.auth, {
      status: 'rejected',
      reason: 'The photos show another building.',
    });
    await context.app.savedSearchChecks.checkNow();
    expect(await alertsOf(search.id)).toEqual([]);
  });
});

describe('the unsubscribe link', () => {
  it('should turn the alerts off once without signing in, then say they are already off', async () => {
    const student = await newStudent('Zainab Ali');
    const search = await savedSearch(student, {
      name: 'Zainab search',
      filters: { city: 'Lahore', gender_category: 'female' },
      frequency: 'instant',
    });
    const hostel = await createHostel(db(), { status: 'pending', genderCategory: 'female' });
    const before = mail.messages.length;
    await approve(hostel.id);
    const email = await mail.waitForMessage(student.email, before);
    const token = tokenOf(headerOf(email, 'list-unsubscribe'));
    const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

    const shown = await call('GET', url);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual({
      scope: 'saved_search',
      names: ['Zainab search'],
      off: false,
      already_off: false,
    } satisfies UnsubscribeState);

    // RFC 8058: what a mail client posts, with no session at all.
    const oneClick = await context.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json<{ data: UnsubscribeState }>().data).toEqual({
      scope: 'saved_search',
      names: ['Zainab search'],
      off: true,
      already_off: false,
    });
    const [stored] = (await call('GET', '/api/saved-searches', student.auth)).body
      .data as SavedSearch[];
    expect(stored).toMatchObject({ id: search.id, paused: true });

    const again = await call('POST', url);
    expect(again.body.data).toMatchObject({ off: true, already_off: true });
    expect((await call('GET', url)).body.data).toMatchObject({ off: true, already_off: true });
  });

  it('should refuse a token it did not sign with 400 and a sentence', async () => {
    for (const token of ['not-a-token', 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6ImZhdm9yaXRlcyJ9.x']) {
      const answer = await call('POST', `/api/alerts/unsubscribe?token=${token}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
    }
    expect((await call('GET', '/api/alerts/unsubscribe')).status).toBe(400);
  });
});

describe('the daily digest, with a controlled clock', () => {
  it("should group a day's matches into one digest at 09:00 Pakistan time, once", async () => {
    const start = new Date();
    const student = await newStudent('Maryam Daily');
    const search = await savedSearch(student, {
      name: 'Morning digest',
      filters: { city: 'Lahore', gender_category: 'female', price_min: 20000 },
      frequency: 'daily',
    });
    const first = await createHostel(db(), {
      status: 'pending',
      name: 'Digest Hostel One',
      genderCategory: 'female',
      priceRange: '21000-25000',
      priceMin: 21000,
      priceMax: 25000,
    });
    const second = await createHostel(db(), {
      status: 'pending',
      name: 'Digest Hostel Two',
      genderCategory: 'female',
      priceRange: '22000',
      priceMin: 22000,
      priceMax: 22000,
    });
    await approve(first.id);
    await approve(second.id);
    expect(await inbox(student)).toEqual([]);

    const nextNine = new Date(lastDigestTime(start).getTime() + 24 * 3_600_000);
    expect(nextNine.toISOString()).toMatch(/T04:00:00\.000Z$/);
    let clock = new Date(nextNine.getTime() - 60_000);
    const alerts = alertsAt(() => clock);
    expect(await alerts.runDigests()).toBe(0);
    expect(await inbox(student)).toEqual([]);

    clock = new Date(nextNine.getTime() + 60_000);
    expect(await alerts.runDigests()).toBeGreaterThanOrEqual(2);
    await alerts.runDigests();

    const notices = await inbox(student);
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'saved_search_alert',
        title: '2 new hostels for "Morning digest"',
        link: '/hostels?gender_category=female&city=Lahore&price_min=20000',
      }),
    ]);
    expect(notices[0]?.body).toContain('Digest Hostel One');
    expect(notices[0]?.body).toContain('Digest Hostel Two');
    const stored = await alertsOf(search.id);
    expect(stored.map((alert) => alert.notifiedAt?.getTime())).toEqual([
      clock.getTime(),
      clock.getTime(),
    ]);
    const sent = await sentTo(student.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.subject).toBe('2 new hostels for "Morning digest"');
  });
});

describe('the daily digest of several searches', () => {
  it('should send a person one email with a section per search, and one link that pauses them all', async () => {
    const start = new Date();
    const student = await newStudent('Hina Daily');
    const other = await newStudent('Usman Daily');
    const girls = await savedSearch(student, {
      name: 'Girls above 40k',
      filters: { city: 'Lahore', gender_category: 'female', price_min: 40000 },
      frequency: 'daily',
    });
    const boys = await savedSearch(student, {
      name: 'Boys above 40k',
      filters: { city: 'Lahore', gender_category: 'male', price_min: 40000 },
      frequency: 'daily',
    });
    await savedSearch(other, {
      name: 'Usman boys',
      filters: { city: 'Lahore', gender_category: 'male', price_min: 40000 },
      frequency: 'daily',
    });
    const pending = (name: string, genderCategory: 'male' | 'female', price: number) =>
      createHostel(db(), {
        status: 'pending',
        name,
        genderCategory,
        priceRange: String(price),
        priceMin: price,
        priceMax: price,
      });
    for (const hostel of [
      await pending('Noor Girls Residence', 'female', 41000),
      await pending('Ravi Boys Lodge', 'male', 42000),
      await pending('Canal Boys House', 'male', 43000),
    ]) {
      await approve(hostel.id);
    }
    const before = mail.messages.length;

    const nextNine = new Date(lastDigestTime(start).getTime() + 24 * 3_600_000);
    const clock = new Date(nextNine.getTime() + 60_000);
    expect(await alertsAt(() => clock).runDigests()).toBeGreaterThanOrEqual(5);

    expect((await inbox(student)).map((notice) => [notice.title, notice.link])).toEqual(
      expect.arrayContaining([
        [
          '1 new hostel for "Girls above 40k"',
          '/hostels?gender_category=female&city=Lahore&price_min=40000',
        ],
        [
          '2 new hostels for "Boys above 40k"',
          '/hostels?gender_category=male&city=Lahore&price_min=40000',
        ],
      ]),
    );
    expect(await inbox(student)).toHaveLength(2);
    expect(await sentTo(student.email)).toHaveLength(1);

    const email = await mail.waitForMessage(student.email, before);
    expect(email.subject).toBe('3 new hostels for your saved searches');
    const text = email.text ?? '';
    const at = (part: string) => text.indexOf(part);
    expect(at('1 new hostel for "Girls above 40k"')).toBeGreaterThan(0);
    expect(at('Noor Girls Residence')).toBeGreaterThan(at('1 new hostel for "Girls above 40k"'));
    expect(at('2 new hostels for "Boys above 40k"')).toBeGreaterThan(at('Noor Girls Residence'));
    expect(at('Ravi Boys Lodge')).toBeGreaterThan(at('2 new hostels for "Boys above 40k"'));
    expect(at('Canal Boys House')).toBeGreaterThan(at('Ravi Boys Lodge'));
    expect(text).toContain('because you saved these searches on Hostelhub');
    expect(email.html).toContain('<h2');

    // The other person's search matched two of them: their own email, for their one search.
    const theirs = await mail.waitForMessage(other.email, before);
    expect(theirs.subject).toBe('2 new hostels for "Usman boys"');
    expect(theirs.text).not.toContain('Noor Girls Residence');
    expect(await sentTo(other.email)).toHaveLength(1);

    const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(
      tokenOf(headerOf(email, 'list-unsubscribe')),
    )}`;
    expect((await call('GET', url)).body.data).toEqual({
      scope: 'saved_search',
      names: ['Girls above 40k', 'Boys above 40k'],
      off: false,
      already_off: false,
    } satisfies UnsubscribeState);
    expect((await call('POST', url)).body.data).toMatchObject({ off: true, already_off: false });
    const stored = (await call('GET', '/api/saved-searches', student.auth)).body
      .data as SavedSearch[];
    expect(stored.map((search) => [search.id, search.paused])).toEqual(
      expect.arrayContaining([
        [girls.id, true],
        [boys.id, true],
      ]),
    );
    expect((await call('POST', url)).body.data).toMatchObject({ off: true, already_off: true });
    // Only the link's searches: the other person's stays on.
    const [usman] = (await call('GET', '/api/saved-searches', other.auth)).body
      .data as SavedSearch[];
    expect(usman?.paused).toBe(false);
  });
});

/**
 * Two server processes at 09:00: while one writes a person's digest (it holds their lock until
 * it commits), the other leaves that person whole and sends the rest, so nobody's searches are
 * split between two emails. A second connection stands in for the other process; PGlite has
 * one connection and cannot run this.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('the daily digest in two processes', () => {
  it('should leave a person whose digest another process is writing, and send it whole after', async () => {
    const start = new Date();
    const busy = await newStudent('Sana Busy');
    const free = await newStudent('Omar Free');
    for (const [student, name, genderCategory] of [
      [busy, 'Busy girls 60k', 'female'],
      [busy, 'Busy boys 60k', 'male'],
      [free, 'Free boys 60k', 'male'],
    ] as const) {
      await savedSearch(student, {
        name,
        filters: { city: 'Lahore', gender_category: genderCategory, price_min: 60000 },
        frequency: 'daily',
      });
    }
    for (const [name, genderCategory] of [
      ['Zainab Girls Manor', 'female'],
      ['Shalimar Boys Inn', 'male'],
    ] as const) {
      const hostel = await createHostel(db(), {
        status: 'pending',
        name,
        genderCategory,
        priceRange: '61000',
        priceMin: 61000,
        priceMax: 61000,
      });
      await approve(hostel.id);
    }
    const clock = new Date(lastDigestTime(start).getTime() + 24 * 3_600_000 + 60_000);

    const other = new pg.Client({ connectionString: context.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_advisory_xact_lock($1, hashtext($2))', [
        DIGEST_USER_LOCK_CLASS,
        busy.id,
      ]);
      await alertsAt(() => clock).runDigests();
      expect(await inbox(busy)).toEqual([]);
      expect(await sentTo(busy.email)).toHaveLength(0);
      expect(await sentTo(free.email)).toHaveLength(1);
      await other.query('commit');
    } finally {
      await other.end();
    }

    await alertsAt(() => clock).runDigests();
    expect(await inbox(busy)).toHaveLength(2);
    const [digest] = await sentTo(busy.email);
    expect(await sentTo(busy.email)).toHaveLength(1);
    expect(digest?.subject).toBe('2 new hostels for your saved searches');
    expect(await sentTo(free.email)).toHaveLength(1);
  });
});

describe('alerts on favourites', () => {
  async function favourite(student: Caller, hostelId: string) {
    const answer = await call('POST', `/api/users/favorites/${hostelId}`, student.auth);
    expect(answer.status).toBe(200);
  }

  it('should tell the student once when the lowest price goes down', async () => {
    const student = await newStudent('Fatima Saver');
    const hostel = await createHostel(db(), { name: 'Price Drop Hostel' });
    await favourite(student, hostel.id);
    const alerts = alertsAt(() => new Date());
    await alerts.compareFavorites();
    expect(await inbox(student)).toEqual([]);

    await db()
      .update(hostels)
      .set({ priceRange: '6500-12000', priceMin: 6500 })
      .where(eq(hostels.id, hostel.id));
    const before = mail.messages.length;
    expect(await alerts.compareFavorites()).toBeGreaterThanOrEqual(1);
    await alerts.compareFavorites();

    expect(await inbox(student)).toEqual([
      expect.objectContaining({
        type: 'favorite_alert',
        title: 'Lower price at Price Drop Hostel',
        body: 'Price Drop Hostel, one of your favourites, now starts from Rs 6,500 a month (it was Rs 8,000).',
        link: `/hostels/${hostel.id}`,
      }),
    ]);
    await context.app.deliveries.deliverDue();
    const email = await mail.waitForMessage(student.email, before);
    expect(headerOf(email, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

    // The favourites' link turns these alerts off, once.
    const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(tokenOf(headerOf(email, 'list-unsubscribe')))}`;
    expect((await call('POST', url)).body.data).toEqual({
      scope: 'favorites',
      names: [],
      off: true,
      already_off: false,
    });
    expect((await call('POST', url)).body.data).toMatchObject({ already_off: true });
    expect((await call('GET', '/api/alerts/favorites', student.auth)).body.data).toEqual({
      enabled: false,
    } satisfies FavoriteAlerts);
  });

  it('should tell the student when a room has free beds again, and not those who turned these alerts off', async () => {
    const student = await newStudent('Rabia Beds');
    const quiet = await newStudent('Quiet Student');
    const hostel = await createHostel(db(), { name: 'Full House Hostel' });
    const room = await createRoom(db(), hostel.id, { maxOccupancy: 2, currentOccupancy: 2 });
    await favourite(student, hostel.id);
    await favourite(quiet, hostel.id);
    const turnedOff = await call('PUT', '/api/alerts/favorites', quiet.auth, { enabled: false });
    expect(turnedOff.body.data).toEqual({ enabled: false });
    const alerts = alertsAt(() => new Date());
    await alerts.compareFavorites();

    await db().update(rooms).set({ currentOccupancy: 1 }).where(eq(rooms.id, room.id));
    await alerts.compareFavorites();
    await alerts.compareFavorites();

    expect(await inbox(student)).toEqual([
      expect.objectContaining({
        type: 'favorite_alert',
        title: 'Beds free again at Full House Hostel',
        body: 'Full House Hostel, one of your favourites, has 1 free bed again.',
      }),
    ]);
    expect(await inbox(quiet)).toEqual([]);

    // Full again, then free again: told again.
    await db().update(rooms).set({ currentOccupancy: 2 }).where(eq(rooms.id, room.id));
    await alerts.compareFavorites();
    await db().update(rooms).set({ currentOccupancy: 0 }).where(eq(rooms.id, room.id));
    await alerts.compareFavorites();
    const told = (await inbox(student)).filter((notice) => notice.type === 'favorite_alert');
    expect(told.map((notice) => notice.body)).toEqual([
      'Full House Hostel, one of your favourites, has 2 free beds again.',
      'Full House Hostel, one of your favourites, has 1 free bed again.',
    ]);
    const rows = await db()
      .select()
      .from(deliveries)
      .where(
        and(eq(deliveries.kind, 'favorite_alert'), inArray(deliveries.recipient, [quiet.email])),
      );
    expect(rows).toEqual([]);
  });
});
