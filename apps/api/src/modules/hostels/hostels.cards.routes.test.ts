import { HostelListAnswerSchema, ListHostelsQuerySchema } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelBrowse, ownerReplyBadges, photoMediumSizes } from '../../db/schema/index.ts';
import { confirmMediumStored } from '../../lib/storage/image-variants.ts';
import {
  addFacilities,
  createHostelImage,
  createMessInfo,
  findCity,
  findTown,
  findUniversity,
} from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createRoomsRepository } from '../rooms/rooms.repository.ts';
import { createHostelsRepository } from './hostels.repository.ts';
import { createHostelsService, type HostelsService } from './hostels.service.ts';
import { createSearchWordsReader } from './search-words.query.ts';

/**
 * Issue 46 item 4 (decision 043): the answers do not change. GET /api/enhanced-hostels now
 * sends the read model's ready-made cards joined by the database (0033_browse_cards.sql,
 * hostel-cards.query.ts); here every list of the list-statement tests (filters, forms,
 * orders, pages, cursors), the near-university lists and searches, and hostels carrying every
 * part a card shows (Urdu place names, escapes, coordinates typed as an address, photos with
 * and without thumbnails and middle sizes, ratings, badges, microseconds) are answered both
 * ways: the route's text, and the answer the service built before (rows into objects,
 * toHostelSummary, the response schema, JSON.stringify) from the same database. They must be
 * the same text, byte for byte.
 */

let context: TestContext;
let oldService: HostelsService;
const LUMS = { lat: 31.47, lng: 74.409 };
const KM_PER_DEGREE = (6371 * Math.PI) / 180;
const north = (km: number) => ({ latitude: LUMS.lat + km / KM_PER_DEGREE, longitude: LUMS.lng });

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  oldService = createHostelsService({
    hostels: createHostelsRepository(db),
    rooms: createRoomsRepository(db),
    words: createSearchWordsReader(db),
  });
  const owner = await createUser(db);
  const fastOwner = await createUser(db);
  const lahore = await findCity(db, 'Lahore');
  const karachi = await findCity(db, 'Karachi');
  const gulberg = await findTown(db, 'Lahore', 'Gulberg');
  const lums = await findUniversity(db, 'Lahore University of Management Sciences');
  const day = (n: number) => new Date(Date.UTC(2026, 0, n, 10, 30, 15, 123));
  const hostel = (overrides: Parameters<typeof createHostel>[1]) =>
    createHostel(db, { ownerId: owner.id, townId: null, ...overrides }).then((row) => row.id);
  // The list-statement tests' hostels.
  const cheap = await hostel({
    name: 'Cheap Lahore House',
    cityId: lahore.id,
    priceRange: '6000-9000',
    priceMin: 6000,
    priceMax: 9000,
    genderCategory: 'male',
    createdAt: day(1),
  });
  await hostel({
    name: 'Dear Lahore House "the best" \\ back',
    description: 'Line one\nline two\ttab \u0001 control, emoji 🏠, Urdu: آرام دہ ہاسٹل',
    cityId: lahore.id,
    priceRange: '20000-25000',
    priceMin: 20000,
    priceMax: 25000,
    genderCategory: 'female',
    formattedAddress: '31.5204, 74.3587',
    createdAt: day(2),
  });
  const karachiSea = await hostel({
    name: 'Karachi Sea House',
    cityId: karachi.id,
    priceRange: '10000-15000',
    priceMin: 10000,
    priceMax: 15000,
    genderCategory: 'male',
    latitude: 24.86,
    longitude: 67.01,
    formattedAddress: 'Clifton Block 5, Karachi',
    createdAt: day(3),
  });
  const corner = await hostel({
    name: 'Gulberg Corner',
    cityId: lahore.id,
    townId: gulberg.id,
    priceRange: '12000-14000',
    priceMin: 12000,
    priceMax: 14000,
    genderCategory: 'female',
    formattedAddress: '',
    ratingCount: 3,
    ratingSum: 13,
    createdAt: day(4),
  });
  await hostel({
    name: 'Unpriced Lahore House',
    cityId: lahore.id,
    priceRange: 'Contact for price',
    priceMin: null,
    priceMax: null,
    latitude: null,
    longitude: null,
    createdAt: day(5),
  });
  const fast = await createHostel(db, {
    ownerId: fastOwner.id,
    name: 'Replies Fast House',
    cityId: lahore.id,
    universityId: lums.id,
    ...north(1.5),
    createdAt: day(6),
  });
  await addFacilities(db, cheap, ['WiFi']);
  await addFacilities(db, karachiSea, ['WiFi', 'Laundry']);
  await createMessInfo(db, corner);
  await createRoom(db, corner, { roomType: 'single' });
  await createRoom(db, corner, { roomType: '2-seater' });
  // Photos: with a thumbnail and a middle size recorded and known, without a thumbnail,
  // not WebP, and a URL with a space (no srcset).
  const medium = await createHostelImage(db, corner, { isPrimary: true });
  confirmMediumStored(medium.imageUrl);
  await db.insert(photoMediumSizes).values({ imageUrl: medium.imageUrl });
  await createHostelImage(db, cheap, { thumbnailUrl: null });
  await createHostelImage(db, karachiSea, {
    imageUrl: '/uploads/old/photo.jpg',
    thumbnailUrl: '/uploads/old/photo thumb.jpg',
  });
  // A badge the hourly refresh or a chat trigger would write: the card follows it.
  await db.insert(ownerReplyBadges).values({ ownerId: fastOwner.id, repliesFast: true });
  // Near LUMS: hostels at chosen distances, one tagged far away, one tagged without a point.
  let n = 10;
  for (const km of [3, 1, 8, 2, 9]) {
    await hostel({ name: `LUMS ${km} km`, cityId: lahore.id, ...north(km), createdAt: day(n++) });
  }
  await hostel({ name: 'Tagged far', cityId: lahore.id, universityId: lums.id, ...north(30) });
  await hostel({
    name: 'Tagged unmapped',
    cityId: lahore.id,
    universityId: lums.id,
    latitude: null,
    longitude: null,
  });
  // Microseconds: the API wrote milliseconds, cut.
  await db.execute(
    sql`update hostels set created_at = '2026-01-20 08:00:00.999999+00' where id = ${fast.id}`,
  );
});

afterAll(async () => {
  await context?.close();
});

/** The route's answer, as text. */
async function newAnswer(query: string): Promise<string> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels?${query}`,
  });
  expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.body;
}

/** The answer as the route made it before issue 46: objects, the schema, JSON.stringify. */
async function oldAnswer(query: string): Promise<string> {
  const parsed = ListHostelsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const facilities = new URLSearchParams(query).getAll('facilities');
  const asked = facilities.length > 1 ? { ...parsed, facilities } : parsed;
  const { data, pagination, near, words } = await oldService.list(null, asked);
  return JSON.stringify(
    HostelListAnswerSchema.parse({ success: true, data, pagination, ...near, ...words }),
  );
}

const QUERIES = [
  '',
  'limit=50',
  'sort=newest',
  'sort=price_asc',
  'sort=price_desc',
  'sort=rating',
  'sort=distance&lat=31.52&lng=74.35',
  'lat=31.52&lng=74.35&sort=distance',
  'lat=24.86&lng=67.01&sort=distance',
  'city=Lahore',
  'city=Karachi',
  'city=karachi',
  'city=Atlantis',
  'city=Lahore&price_max=10000',
  'city=Lahore&price_max=21000&sort=price_asc',
  'city=Lahore&sort=price_desc',
  'city=Karachi&sort=price_asc',
  'gender_category=male',
  'gender_category=female&city=Lahore',
  'price_min=9000',
  'price_max=9500',
  'price_min=21000',
  'price_min=9000&price_max=13000',
  'price_min=13000&price_max=16000&sort=price_asc',
  'facilities=WiFi',
  'facilities=WiFi&facilities=Laundry',
  'facilities=Laundry',
  'facilities=Helipad',
  'search=house',
  'search=lahor',
  'search=Karachi',
  'search=corner',
  'search=corner&sort=newest&gender_category=female',
  'search=karachi&sort=newest',
  'search=Lahore&lat=31.5&lng=74.4',
  'town=Gulberg',
  'bbox=66,24,68,26',
  'bbox=74,31,75,32',
  'mess_available=true',
  'room_types=single',
  'min_rating=4',
  'limit=2&page=2&sort=price_asc&city=Lahore',
  'limit=3&page=9',
  // Near a university (issue 42): the slug, a radius, widening, the search naming it.
  'near_university=lahore-university-of-management-sciences',
  'near_university=lahore-university-of-management-sciences&radius_km=2',
  'near_university=lahore-university-of-management-sciences&radius_km=20&limit=3',
  'near_university=lahore-university-of-management-sciences&sort=newest',
  'search=LUMS',
  'search=lums girls',
  'search=girls hostel gulberg under 15000',
  'search=FAST',
];

describe('GET /api/enhanced-hostels from ready-made cards (issue 46)', () => {
  it.each(QUERIES)('should answer %j as before, byte for byte', async (query) => {
    const [now, before] = [await newAnswer(query), await oldAnswer(query)];
    expect(JSON.parse(now)).toEqual(JSON.parse(before));
    expect(now).toBe(before);
  });

  it('should follow every cursor to the last page as before', async () => {
    for (const start of [
      'limit=2&sort=price_asc&city=Lahore',
      'limit=2',
      'limit=2&search=house',
      'limit=2&lat=31.52&lng=74.35&sort=distance',
      'limit=2&near_university=lahore-university-of-management-sciences',
      'limit=2&search=Lahore&lat=31.5&lng=74.4',
    ]) {
      let query = start;
      for (let pages = 0; pages < 20; pages += 1) {
        const now = await newAnswer(query);
        expect(now, query).toBe(await oldAnswer(query));
        const cursor = (JSON.parse(now) as { pagination: { next_cursor: string | null } })
          .pagination.next_cursor;
        if (!cursor) break;
        query = `${start}&cursor=${cursor}`;
      }
    }
  });

  it('should rewrite a card when its owner wins or loses "Replies fast", and keep the others', async () => {
    const { db } = context.database;
    const cards = async () =>
      (await db.select({ card: hostelBrowse.card }).from(hostelBrowse)).map((row) => row.card);
    const before = await cards();
    await db.update(ownerReplyBadges).set({ repliesFast: false });
    const after = await cards();
    expect(after.filter((card) => card.includes('replies_fast'))).toEqual([]);
    expect(after.filter((card) => !before.includes(card))).toHaveLength(1);
    expect(await newAnswer('city=Lahore')).toBe(await oldAnswer('city=Lahore'));
    await db.update(ownerReplyBadges).set({ repliesFast: true });
    expect(await cards()).toEqual(before);
  });

  it('should answer as before while the cards and this process disagree on a middle size, and record it', async () => {
    const { db } = context.database;
    const [photo] = await db
      .select({ url: hostelBrowse.imageFullUrl })
      .from(hostelBrowse)
      .where(sql`${hostelBrowse.name} = 'Cheap Lahore House'`);
    expect(photo?.url).toMatch(/\.webp$/);
    // Known to this process (an upload, the backfill), not yet to the read model.
    confirmMediumStored(photo!.url!);
    expect(await newAnswer('city=Lahore&limit=50')).toBe(await oldAnswer('city=Lahore&limit=50'));
    const recorded = await db.select().from(photoMediumSizes);
    expect(recorded.map((row) => row.imageUrl)).toContain(photo!.url);
    // Now the card names it.
    const [card] = await db
      .select({ card: hostelBrowse.card })
      .from(hostelBrowse)
      .where(sql`${hostelBrowse.imageFullUrl} = ${photo!.url}`);
    expect(card?.card).toContain('-medium.webp 800w');
    expect(await newAnswer('city=Lahore&limit=50')).toBe(await oldAnswer('city=Lahore&limit=50'));
  });

  it("should answer an administrator's pending list as before", async () => {
    // Listed through the service (the route needs a signed-in administrator).
    const admin = {
      id: 'admin',
      role: 'admin' as const,
      ownerApprovalStatus: null,
      sessionId: 's',
    };
    const query = ListHostelsQuerySchema.parse({ status: 'pending' });
    const now = await oldService.listJson(admin, query);
    const { data, pagination, near, words } = await oldService.list(admin, query);
    expect(now.json).toBe(
      JSON.stringify(
        HostelListAnswerSchema.parse({ success: true, data, pagination, ...near, ...words }),
      ),
    );
  });
});
