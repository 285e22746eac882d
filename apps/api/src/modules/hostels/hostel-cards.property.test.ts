import { GENDER_CATEGORIES, HostelSummarySchema, LOCATION_TYPES } from '@hostelhub/shared';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hostelBrowse,
  hostelImages,
  ownerReplyBadges,
  photoMediumSizes,
} from '../../db/schema/index.ts';
import { confirmMediumStored } from '../../lib/storage/image-variants.ts';
import { findCity, findTown, findUniversity } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createTestDatabase } from '../../../test/helpers.ts';
import type { Database } from '../../db/client.ts';
import { toHostelSummary } from './hostel-summary.logic.ts';
import { createHostelsRepository } from './hostels.repository.ts';

/**
 * Issue 46 item 1 (decision 043): the list's answer is no longer checked against its response
 * schema per request, so the cards are checked here instead. Generated hostels (fast-check:
 * any text a form lets through, quotes, backslashes, control characters, Urdu, emoji, lone
 * combining marks; coordinates, none, or coordinates typed as the address; places or none;
 * prices; ratings; photos with and without thumbnails, WebP or not, with a middle size or not,
 * URLs with spaces; the "Replies fast" badge; creation times to the microsecond) are written
 * through the real tables, and each hostel's card, as the read model's triggers wrote it, must
 * parse under HostelSummarySchema (strict: no key more) and be, byte for byte, the JSON of the
 * summary the API built before from the same row (toHostelSummary). The seed is fixed.
 */

let database: Database;
const places = { city: '', town: '', university: '' };

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  places.city = (await findCity(db, 'Lahore')).id;
  places.town = (await findTown(db, 'Lahore', 'Gulberg')).id;
  places.university = (await findUniversity(db, 'Lahore University of Management Sciences')).id;
});

afterAll(async () => {
  await database?.close();
});

/** Text PostgreSQL can hold: any code points but NUL, well formed. */
const text = (maxLength: number) =>
  fc
    .oneof(
      fc.string({ unit: 'binary', maxLength }),
      fc.string({ maxLength }),
      fc.constantFrom('"quoted"', 'back\\slash', 'tab\there', 'line\nbreak', '\u0001\u001f\u007f'),
      fc.constantFrom('آرام دہ ہاسٹل', 'گلبرگ', '🏠 Hostel', '\u2028\u2029', 'a\u00a0b'),
    )
    .map((value) => value.replaceAll('\u0000', ''))
    // Well formed: no lone surrogate (UTF-8 would replace it).
    .filter((value) => Buffer.from(value, 'utf8').toString('utf8') === value);

const coordinatesText = fc
  .tuple(
    fc.double({ min: -90, max: 90, noNaN: true }),
    fc.double({ min: -180, max: 180, noNaN: true }),
  )
  .map(([lat, lng]) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`);

const photo = fc.record({
  full: fc.constantFrom(
    '/uploads/images/a.webp',
    '/uploads/images/b.jpg',
    '/uploads/images/with space.webp',
    'https://cdn.example.pk/p/c.webp',
    '/uploads/images/d-thumb.webp',
  ),
  thumbnail: fc.constantFrom(null, 'same', '/uploads/images/t-thumb.webp', '/uploads/x y.webp'),
  medium: fc.boolean(),
});

const hostelFields = fc.record({
  name: text(60).filter((value) => value.length > 0),
  description: text(200),
  address: text(80),
  formattedAddress: fc.oneof(fc.constant(null), fc.constant(''), coordinatesText, text(80)),
  priceRange: fc.oneof(fc.constant(null), fc.constant('8000-12000'), text(20)),
  genderCategory: fc.constantFrom(...GENDER_CATEGORIES),
  locationType: fc.constantFrom(...LOCATION_TYPES),
  point: fc.option(
    fc.record({
      latitude: fc.double({ min: 23.5, max: 37, noNaN: true }),
      longitude: fc.double({ min: 60.8, max: 77.8, noNaN: true }),
    }),
  ),
  place: fc.constantFrom('none', 'city', 'town', 'university'),
  ratings: fc
    .integer({ min: 0, max: 40 })
    .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: count, max: 5 * count }))),
  photo: fc.option(photo),
  repliesFast: fc.boolean(),
  micros: fc.integer({ min: 0, max: 999_999 }),
  day: fc.integer({ min: 0, max: 3000 }),
});

describe('ready-made cards (issue 46) of generated hostels', () => {
  it('should match the response schema and the summary the API built before', async () => {
    const { db } = database;
    const hostels = createHostelsRepository(db);
    let run = 0;
    await fc.assert(
      fc.asyncProperty(hostelFields, async (fields) => {
        run += 1;
        const owner = await createUser(db);
        const [ratingCount, ratingSum] = fields.ratings;
        const hostel = await createHostel(db, {
          ownerId: owner.id,
          name: fields.name,
          description: fields.description,
          address: fields.address,
          formattedAddress: fields.formattedAddress,
          priceRange: fields.priceRange,
          priceMin: null,
          priceMax: null,
          genderCategory: fields.genderCategory,
          locationType: fields.locationType,
          latitude: fields.point?.latitude ?? null,
          longitude: fields.point?.longitude ?? null,
          cityId: fields.place === 'none' ? null : places.city,
          townId: fields.place === 'town' ? places.town : null,
          universityId: fields.place === 'university' ? places.university : null,
          ratingCount,
          ratingSum,
        });
        await db.execute(sql`update hostels set created_at = timestamptz '2020-01-01 00:00:00+00'
          + make_interval(days => ${fields.day}) + make_interval(secs => ${fields.micros / 1e6})
          where id = ${hostel.id}`);
        if (fields.photo) {
          // Each run its own URLs, so one run's middle size is not another's.
          const full = fields.photo.full.replace(/(\.\w+)$/, `-${run}$1`);
          const thumbnail = fields.photo.thumbnail === 'same' ? full : fields.photo.thumbnail;
          await db.insert(hostelImages).values({
            hostelId: hostel.id,
            imageUrl: full,
            thumbnailUrl: thumbnail,
            isPrimary: true,
          });
          if (fields.photo.medium) {
            confirmMediumStored(full);
            await db.insert(photoMediumSizes).values({ imageUrl: full });
          }
        }
        if (fields.repliesFast) {
          await db.insert(ownerReplyBadges).values({ ownerId: owner.id, repliesFast: true });
        }
        const [row] = await db
          .select({ card: hostelBrowse.card })
          .from(hostelBrowse)
          .where(eq(hostelBrowse.hostelId, hostel.id));
        const card = row?.card ?? '';
        const parsed: unknown = JSON.parse(card);
        expect(HostelSummarySchema.strict().parse(parsed)).toEqual(parsed);
        const summary = await hostels.findSummaryById(hostel.id);
        expect(card).toBe(JSON.stringify(HostelSummarySchema.parse(toHostelSummary(summary!))));
      }),
      { numRuns: Number(process.env.CARDS_RUNS ?? 60), seed: 46 },
    );
  }, 300_000);
});
