import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { cities, facilities, roomTypes, towns, universities } from '../../db/schema/index.ts';

/**
 * A picker lookup's WHERE and ORDER BY on `name`: names containing `search` (any case), those
 * starting with it first, then by name; without a search every row by name.
 */
function lookup(name: AnyPgColumn, search: string | undefined): { where?: SQL; order: SQL[] } {
  if (!search) return { order: [sql`${name} asc`] };
  const escaped = escapeLike(search);
  return {
    where: sql`${name} ilike ${`%${escaped}%`}`,
    order: [sql`(${name} ilike ${`${escaped}%`}) desc`, sql`${name} asc`],
  };
}

/** Reference lists (cities, towns, universities, facilities, room types), read-only. */
export function createLocationsRepository(db: Db) {
  return {
    /** Cities for the location picker: `limit` matches of `search`, prefix matches first. */
    searchCities(search: string | undefined, limit: number) {
      const { where, order } = lookup(cities.name, search);
      return db
        .select({ id: cities.id, name: cities.name, province: cities.province })
        .from(cities)
        .where(where)
        .orderBy(...order)
        .limit(limit);
    },

    /** Towns of one city for the picker, as `searchCities` orders them. */
    searchTowns(cityId: string, search: string | undefined, limit: number) {
      const { where, order } = lookup(towns.name, search);
      return db
        .select({ id: towns.id, name: towns.name, cityId: towns.cityId })
        .from(towns)
        .where(and(eq(towns.cityId, cityId), where))
        .orderBy(...order)
        .limit(limit);
    },

    /** Universities for the picker with their city, as `searchCities` orders them. */
    searchUniversities(search: string | undefined, limit: number) {
      const { where, order } = lookup(universities.name, search);
      return db
        .select({
          id: universities.id,
          name: universities.name,
          cityId: universities.cityId,
          city: cities.name,
        })
        .from(universities)
        .leftJoin(cities, eq(cities.id, universities.cityId))
        .where(where)
        .orderBy(...order)
        .limit(limit);
    },

    listCities() {
      return db
        .select({ id: cities.id, name: cities.name, province: cities.province })
        .from(cities)
        .orderBy(asc(cities.name));
    },

    listTowns(cityId: string | undefined) {
      return db
        .select({ id: towns.id, name: towns.name, cityId: towns.cityId })
        .from(towns)
        .where(cityId ? eq(towns.cityId, cityId) : undefined)
        .orderBy(asc(towns.name));
    },

    listUniversities() {
      return db
        .select({
          id: universities.id,
          name: universities.name,
          cityId: universities.cityId,
          city: cities.name,
        })
        .from(universities)
        .leftJoin(cities, eq(cities.id, universities.cityId))
        .orderBy(asc(universities.name));
    },

    listFacilities() {
      return db
        .select({
          id: facilities.id,
          name: facilities.name,
          icon: facilities.icon,
          description: facilities.description,
        })
        .from(facilities)
        .orderBy(asc(facilities.name));
    },

    listRoomTypes() {
      return db
        .select({
          name: roomTypes.name,
          value: roomTypes.value,
          description: roomTypes.description,
        })
        .from(roomTypes)
        .orderBy(asc(roomTypes.createdAt), asc(roomTypes.value));
    },
  };
}
