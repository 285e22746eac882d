import { FACILITIES, ROOM_TYPES } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { cities, facilities, roomTypes, towns, universities } from '../schema/index.ts';
import { CITIES } from './reference/cities.ts';
import { TOWNS } from './reference/towns.ts';
import { UNIVERSITIES } from './reference/universities.ts';
import { cityNameUr, townNameUr, universityNameUr } from './reference/urdu/index.ts';

/** Row counts of the reference tables after seeding. */
export interface ReferenceCounts {
  cities: number;
  towns: number;
  universities: number;
  facilities: number;
  roomTypes: number;
}

/**
 * Seeds the real reference data (cities with provinces, towns, universities, facilities, room
 * types) in one transaction, with the Urdu names of the first four (issue 24). Idempotent: rows
 * are matched by their natural keys and updated, so running it again changes nothing and never
 * duplicates, and a database seeded before gets the Urdu names at its next start.
 */
export async function seedReferenceData(db: Db): Promise<ReferenceCounts> {
  return db.transaction(async (tx) => {
    const cityRows = await tx
      .insert(cities)
      .values(CITIES.map((city) => ({ ...city, nameUr: cityNameUr(city.name) })))
      .onConflictDoUpdate({
        target: cities.name,
        set: {
          nameUr: sql`excluded.name_ur`,
          province: sql`excluded.province`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      })
      .returning({ id: cities.id, name: cities.name });
    const cityIds = new Map(cityRows.map((row) => [row.name, row.id]));
    const cityId = (name: string): string => {
      const id = cityIds.get(name);
      if (!id) throw new Error(`reference data names an unknown city: ${name}`);
      return id;
    };

    await tx
      .insert(towns)
      .values(
        TOWNS.map((town) => ({
          name: town.name,
          nameUr: townNameUr(town.name),
          cityId: cityId(town.city),
          latitude: town.latitude,
          longitude: town.longitude,
        })),
      )
      .onConflictDoUpdate({
        // Reference towns are confirmed; an owner's pending area of the same name stays
        // apart until an administrator merges it (docs/decisions/015).
        target: [towns.cityId, towns.name],
        targetWhere: sql`${towns.status} = 'confirmed'`,
        set: {
          nameUr: sql`excluded.name_ur`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });

    await tx
      .insert(universities)
      .values(
        UNIVERSITIES.map((university) => ({
          name: university.name,
          nameUr: universityNameUr(university.name),
          cityId: cityId(university.city),
          latitude: university.latitude,
          longitude: university.longitude,
        })),
      )
      .onConflictDoUpdate({
        target: universities.name,
        set: {
          nameUr: sql`excluded.name_ur`,
          cityId: sql`excluded.city_id`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });

    await tx
      .insert(facilities)
      .values(
        FACILITIES.map(({ name, name_ur, icon, description }) => ({
          name,
          nameUr: name_ur,
          icon,
          description,
        })),
      )
      .onConflictDoUpdate({
        target: facilities.name,
        set: {
          nameUr: sql`excluded.name_ur`,
          icon: sql`excluded.icon`,
          description: sql`excluded.description`,
        },
      });

    await tx
      .insert(roomTypes)
      .values(ROOM_TYPES.map((roomType) => ({ ...roomType })))
      .onConflictDoUpdate({
        target: roomTypes.value,
        set: { name: sql`excluded.name`, description: sql`excluded.description` },
      });

    return {
      cities: await tx.$count(cities),
      towns: await tx.$count(towns),
      universities: await tx.$count(universities),
      facilities: await tx.$count(facilities),
      roomTypes: await tx.$count(roomTypes),
    };
  });
}
