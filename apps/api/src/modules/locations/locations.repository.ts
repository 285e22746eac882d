import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cities, facilities, roomTypes, towns, universities } from '../../db/schema/index.ts';

/** Reference lists (cities, towns, universities, facilities, room types), read-only. */
export function createLocationsRepository(db: Db) {
  return {
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
