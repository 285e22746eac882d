import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  cities,
  facilities,
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  towns,
  universities,
} from '../../src/db/schema/index.ts';

/** What the browse filters read beyond the hostel row: facilities, mess, photos, places. */

/** Gives the hostel these facilities (seeded names, exact spelling). */
export async function addFacilities(db: Db, hostelId: string, names: string[]): Promise<void> {
  const rows = await db.select().from(facilities).where(inArray(facilities.name, names));
  if (rows.length !== names.length) throw new Error(`unknown facility among ${names.join(', ')}`);
  await db
    .insert(hostelFacilities)
    .values(rows.map((facility) => ({ hostelId, facilityId: facility.id })));
}

/** Inserts the hostel's mess information (mess offered unless told otherwise). */
export async function createMessInfo(
  db: Db,
  hostelId: string,
  overrides: Partial<typeof hostelMessInfo.$inferInsert> = {},
): Promise<typeof hostelMessInfo.$inferSelect> {
  const [row] = await db
    .insert(hostelMessInfo)
    .values({
      hostelId,
      messAvailable: true,
      monthlyPrice: 6000,
      mealTimings: { breakfast: '7-9', lunch: '1-3', dinner: '8-10' },
      weeklyMeals: {},
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('mess insert returned nothing');
  return row;
}

let imageSequence = 0;

/** Inserts a photo of the hostel (not primary, display order 0 unless given). */
export async function createHostelImage(
  db: Db,
  hostelId: string,
  overrides: Partial<typeof hostelImages.$inferInsert> = {},
): Promise<typeof hostelImages.$inferSelect> {
  imageSequence += 1;
  const [row] = await db
    .insert(hostelImages)
    .values({
      hostelId,
      imageUrl: `/uploads/hostels/${hostelId}/${imageSequence}.webp`,
      thumbnailUrl: `/uploads/hostels/${hostelId}/${imageSequence}-thumb.webp`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('hostel image insert returned nothing');
  return row;
}

/** A seeded city by name. */
export async function findCity(db: Db, name: string): Promise<typeof cities.$inferSelect> {
  const [row] = await db.select().from(cities).where(eq(cities.name, name));
  if (!row) throw new Error(`no city ${name}`);
  return row;
}

/** A seeded town of a seeded city, by names. */
export async function findTown(
  db: Db,
  cityName: string,
  name: string,
): Promise<typeof towns.$inferSelect> {
  const city = await findCity(db, cityName);
  const [row] = await db
    .select()
    .from(towns)
    .where(and(eq(towns.cityId, city.id), eq(towns.name, name)));
  if (!row) throw new Error(`no town ${name} in ${cityName}`);
  return row;
}

/** A seeded university by name. */
export async function findUniversity(
  db: Db,
  name: string,
): Promise<typeof universities.$inferSelect> {
  const [row] = await db.select().from(universities).where(eq(universities.name, name));
  if (!row) throw new Error(`no university ${name}`);
  return row;
}
