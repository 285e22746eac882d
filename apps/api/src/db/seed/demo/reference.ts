/**
 * The reference data the demo data hangs on (cities, towns, universities, facilities, room
 * types), read from the database.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import { cities, facilities, roomTypes, towns, universities } from '../../schema/index.ts';
import { CITY_PLAN } from './plan.ts';

export interface CityRef {
  id: string;
  name: string;
  province: string;
  latitude: number | null;
  longitude: number | null;
}
export interface PlaceRef {
  id: string;
  name: string;
  cityId: string | null;
  latitude: number | null;
  longitude: number | null;
}
export interface Reference {
  cities: CityRef[];
  towns: PlaceRef[];
  universities: PlaceRef[];
  facilities: { id: string; name: string }[];
  roomTypes: { value: string; name: string }[];
}

export async function loadReference(db: Db): Promise<Reference> {
  const cityRows = await db
    .select({
      id: cities.id,
      name: cities.name,
      province: cities.province,
      latitude: cities.latitude,
      longitude: cities.longitude,
    })
    .from(cities)
    .where(
      inArray(
        cities.name,
        CITY_PLAN.map((entry) => entry.city),
      ),
    );
  const cityIds = cityRows.map((city) => city.id);
  const [townRows, universityRows, facilityRows, roomTypeRows] = await Promise.all([
    cityIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: towns.id,
            name: towns.name,
            cityId: towns.cityId,
            latitude: towns.latitude,
            longitude: towns.longitude,
          })
          .from(towns)
          .where(inArray(towns.cityId, cityIds)),
    cityIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            id: universities.id,
            name: universities.name,
            cityId: universities.cityId,
            latitude: universities.latitude,
            longitude: universities.longitude,
          })
          .from(universities)
          .where(inArray(universities.cityId, cityIds)),
    db.select({ id: facilities.id, name: facilities.name }).from(facilities),
    db.select({ value: roomTypes.value, name: roomTypes.name }).from(roomTypes),
  ]);
  // Sorted here, not in SQL: collations differ between databases, code-unit order does not.
  return {
    cities: byKey(cityRows, (row) => row.name),
    towns: byKey(townRows, (row) => row.name),
    universities: byKey(universityRows, (row) => row.name),
    facilities: byKey(facilityRows, (row) => row.name),
    roomTypes: byKey(roomTypeRows, (row) => row.value),
  };
}

function byKey<T>(rows: T[], key: (row: T) => string): T[] {
  return rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
}
