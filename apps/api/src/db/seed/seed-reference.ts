import { FACILITIES, ROOM_TYPES } from '@hostelhub/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client.ts';
import {
  cities,
  facilities,
  placeSlugs,
  roomTypes,
  towns,
  universities,
  type PlaceKind,
} from '../schema/index.ts';
import { CITIES, type CitySeed } from './reference/cities.ts';
import { TOWNS, type TownSeed } from './reference/towns.ts';
import { UNIVERSITIES, type UniversitySeed } from './reference/universities.ts';
import { cityNameUr, townNameUr, universityNameUr } from './reference/urdu/index.ts';
import { uniqueSlug } from './slugs.ts';

/** Row counts of the reference tables after seeding. */
export interface ReferenceCounts {
  cities: number;
  towns: number;
  universities: number;
  facilities: number;
  roomTypes: number;
}

/** The places seeded: the real lists by default; a test may seed others (a renamed place). */
export interface ReferencePlaces {
  cities: readonly CitySeed[];
  towns: readonly TownSeed[];
  universities: readonly UniversitySeed[];
}

const REFERENCE_PLACES: ReferencePlaces = {
  cities: CITIES,
  towns: TOWNS,
  universities: UNIVERSITIES,
};

/** A city or university as its slugs are kept. */
interface PlaceRow {
  id: string;
  name: string;
  slug: string;
}

/**
 * The slugs of one kind of place while seeding (issue 25): rows by name, and which place holds
 * each slug, current or old, so no slug ever passes to another place.
 */
async function loadSlugBook(tx: Tx, kind: PlaceKind, rows: PlaceRow[]) {
  // A row added outside the seed has its slug recorded before a rename could replace it.
  await recordSlugs(tx, kind);
  const history = await tx
    .select({ slug: placeSlugs.slug, placeId: placeSlugs.placeId })
    .from(placeSlugs)
    .where(eq(placeSlugs.kind, kind));
  const holder = new Map(history.map((row) => [row.slug, row.placeId]));
  for (const row of rows) holder.set(row.slug, row.id);
  const byName = new Map(rows.map((row) => [row.name, row]));
  /** A new slug for `name` (a place's new name, or a new place when `placeId` is null). */
  const assign = (name: string, suffix: string, placeId: string | null) => {
    const slug = uniqueSlug(
      name,
      suffix,
      (candidate) => holder.has(candidate) && holder.get(candidate) !== placeId,
      kind,
    );
    holder.set(slug, placeId ?? `new:${name}`);
    return slug;
  };
  return {
    /**
     * The place a seed entry renames: no row has its name but one has a name in its
     * `formerNames`. Renamed in the book with its new slug; `rename` writes the row.
     */
    async rename(
      seed: { name: string; formerNames?: readonly string[] },
      suffix: string,
      rename: (id: string, name: string, slug: string) => Promise<unknown>,
    ) {
      if (byName.has(seed.name)) return;
      const row = seed.formerNames?.map((name) => byName.get(name)).find((found) => found);
      if (!row) return;
      const slug = assign(seed.name, suffix, row.id);
      await rename(row.id, seed.name, slug);
      byName.delete(row.name);
      byName.set(seed.name, { id: row.id, name: seed.name, slug });
    },
    /** The slug of the place named `name`: its own when it exists (kept), else a new one. */
    slugOf(name: string, suffix: string) {
      return byName.get(name)?.slug ?? assign(name, suffix, null);
    },
  };
}

/** Records every current slug of `kind` in place_slugs (issue 25); those there stay. */
async function recordSlugs(tx: Tx, kind: PlaceKind) {
  const table = kind === 'city' ? cities : universities;
  await tx.execute(sql`
    insert into ${placeSlugs} (kind, slug, place_id)
    select ${kind}::place_kind, ${table.slug}, ${table.id} from ${table}
    on conflict (kind, slug) do nothing`);
}

/**
 * Seeds the real reference data (cities with provinces, towns, universities with their short
 * names (issue 28), facilities, room types) in one transaction, with the Urdu names of the
 * first four (issue 24). Idempotent: rows
 * are matched by their natural keys and updated, so running it again changes nothing and never
 * duplicates, and a database seeded before gets the Urdu names at its next start.
 *
 * Slugs (issue 25): a new city or university gets one from its name; an existing one keeps its
 * own. A city or university whose entry lists the row's name in `formerNames` is renamed in
 * place (same id, hostels and Urdu-name rules) and gets a new slug from its new name, while
 * place_slugs keeps the old one pointing at it. `places` replaces the real lists (tests).
 */
export async function seedReferenceData(
  db: Db,
  places: ReferencePlaces = REFERENCE_PLACES,
): Promise<ReferenceCounts> {
  return db.transaction(async (tx) => {
    const citySlugs = await loadSlugBook(
      tx,
      'city',
      await tx.select({ id: cities.id, name: cities.name, slug: cities.slug }).from(cities),
    );
    for (const city of places.cities) {
      await citySlugs.rename(city, city.province, (id, name, slug) =>
        tx.update(cities).set({ name, slug }).where(eq(cities.id, id)),
      );
    }
    const cityRows = await tx
      .insert(cities)
      .values(
        places.cities.map(({ formerNames: _formerNames, ...city }) => ({
          ...city,
          nameUr: cityNameUr(city.name),
          slug: citySlugs.slugOf(city.name, city.province),
        })),
      )
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

    await recordSlugs(tx, 'city');

    await tx
      .insert(towns)
      .values(
        places.towns.map((town) => ({
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

    const universitySlugs = await loadSlugBook(
      tx,
      'university',
      await tx
        .select({ id: universities.id, name: universities.name, slug: universities.slug })
        .from(universities),
    );
    for (const university of places.universities) {
      await universitySlugs.rename(university, university.city, (id, name, slug) =>
        tx.update(universities).set({ name, slug }).where(eq(universities.id, id)),
      );
    }
    await tx
      .insert(universities)
      .values(
        places.universities.map((university) => ({
          name: university.name,
          nameUr: universityNameUr(university.name),
          slug: universitySlugs.slugOf(university.name, university.city),
          aliases: [...(university.aliases ?? [])],
          cityId: cityId(university.city),
          latitude: university.latitude,
          longitude: university.longitude,
        })),
      )
      .onConflictDoUpdate({
        target: universities.name,
        set: {
          nameUr: sql`excluded.name_ur`,
          aliases: sql`excluded.aliases`,
          cityId: sql`excluded.city_id`,
          latitude: sql`excluded.latitude`,
          longitude: sql`excluded.longitude`,
        },
      });
    await recordSlugs(tx, 'university');

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
