import { foldName, PLACE_SUGGEST_LIMIT, type PlaceSuggestion } from '@hostelhub/shared';
import { LRUCache } from 'lru-cache';
import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import {
  cities,
  facilities,
  placeSlugs,
  roomTypes,
  towns,
  universities,
  type PlaceKind,
} from '../../db/schema/index.ts';
import {
  ARABIC_SCRIPT,
  placeCountsStatement,
  rankSuggestions,
  SUGGEST_MEMO_MS,
  suggestCandidatesStatement,
  type SuggestCandidate,
} from './place-suggest.query.ts';
import { TOWN_COLUMNS, townSelectableBy, townVisibleTo } from './areas.repository.ts';

/**
 * A picker lookup's WHERE and ORDER BY on `name` and its Urdu `nameUr`: rows whose name or
 * Urdu name contains `search` (any case; issue 24; the Urdu name folded as the search is,
 * issue 42 item 5: "لاهور" finds لاہور), or one of `aliases` does (a university's short names,
 * issue 28: `lums`, `UET Lahore`); those named or nicknamed exactly the search first (the one
 * whose first short name it is before others sharing it, issue 42 item 2), then
 * those whose name starts with it, then by name; without a search every row by name.
 */
function lookup(
  name: AnyPgColumn,
  nameUr: AnyPgColumn,
  search: string | undefined,
  aliases?: AnyPgColumn,
): { where?: SQL; order: SQL[] } {
  if (!search) return { order: [sql`${name} asc`] };
  const escaped = escapeLike(foldName(search));
  const contains = `%${escaped}%`;
  const prefix = `${escaped}%`;
  const namesLike = (pattern: string) =>
    sql`(${name} ilike ${pattern} or coalesce(fold_name(${nameUr}) like ${pattern}, false))`;
  const aliasLike = (pattern: string) =>
    aliases ? sql`exists (select 1 from unnest(${aliases}) a where a ilike ${pattern})` : undefined;
  return {
    where: or(namesLike(contains), aliasLike(contains)),
    // An Urdu name never starts with Latin text, so English searches order as before. ILIKE
    // with the escaped search and no wildcard is equality in any case: `lums` puts LUMS first.
    order: [
      ...(aliases ? [sql`(${name} ilike ${escaped} or ${aliasLike(escaped)}) desc`] : []),
      // A short name several campuses share (NUST, FAST, UET; issue 42 item 2): the
      // university whose first short name it is before its colleges and campuses.
      ...(aliases ? [sql`coalesce((${aliases})[1] ilike ${escaped}, false) desc`] : []),
      sql`${namesLike(prefix)} desc`,
      sql`${name} asc`,
    ],
  };
}

/**
 * The least pg_trgm word similarity (0 to 1) of a picker's search to a name or short name for
 * a misspelt suggestion (issue 42 item 5): "lahor" and Lahore score 0.83, "rawalpndi" and
 * Rawalpindi 0.6, "gulbrg" and Gulberg 0.57.
 */
export const PICKER_SIMILARITY = 0.5;

/**
 * A picker's suggestions when nothing contains the search (issue 42 item 5, decision 029):
 * rows whose name (or a short name) the search nearly spells, by pg_trgm word similarity of
 * the search to it, most similar first, then by name.
 */
function similarLookup(
  name: AnyPgColumn,
  search: string,
  aliases?: AnyPgColumn,
): { where: SQL; order: SQL[] } {
  const folded = foldName(search);
  const score = aliases
    ? sql`greatest(word_similarity(${folded}, ${name}),
        coalesce((select max(word_similarity(${folded}, a)) from unnest(${aliases}) a), 0))`
    : sql`word_similarity(${folded}, ${name})`;
  return {
    where: sql`${score} >= ${PICKER_SIMILARITY}`,
    order: [sql`${score} desc`, sql`${name} asc`],
  };
}

/** A city as the lists send it, with its centre in degrees (issue 22 item 3) and slug (issue 25). */
const CITY_FIELDS = {
  id: cities.id,
  name: cities.name,
  nameUr: cities.nameUr,
  slug: cities.slug,
  province: cities.province,
  latitude: cities.latitude,
  longitude: cities.longitude,
};

/** Reference lists (cities, towns, universities, facilities, room types), read-only. */
export function createLocationsRepository(db: Db) {
  const suggestMemo = new LRUCache<string, SuggestCandidate[]>({ max: 2000, ttl: SUGGEST_MEMO_MS });
  /**
   * WHERE of the place of `kind` whose slug is or was `slug` (issue 25): its current slug
   * column, or a row of place_slugs naming it. The current one first (ORDER BY).
   */
  const hasSlug = (kind: PlaceKind, id: AnyPgColumn, current: AnyPgColumn, slug: string) => ({
    where: or(
      eq(current, slug),
      inArray(
        id,
        db
          .select({ id: placeSlugs.placeId })
          .from(placeSlugs)
          .where(and(eq(placeSlugs.kind, kind), eq(placeSlugs.slug, slug))),
      ),
    ),
    order: sql`(${current} = ${slug}) desc`,
  });

  /** Universities with their city's name (null when the city is gone), before filter and order. */
  const universitiesWithCity = () =>
    db
      .select({
        id: universities.id,
        name: universities.name,
        nameUr: universities.nameUr,
        slug: universities.slug,
        cityId: universities.cityId,
        city: cities.name,
      })
      .from(universities)
      .leftJoin(cities, eq(cities.id, universities.cityId));

  return {
    /**
     * Cities for the location picker: `limit` matches of `search`, prefix matches first; when
     * none contains it, the names it nearly spells (issue 42 item 5).
     */
    async searchCities(search: string | undefined, limit: number) {
      const read = ({ where, order }: { where?: SQL | undefined; order: SQL[] }) =>
        db
          .select(CITY_FIELDS)
          .from(cities)
          .where(where)
          .orderBy(...order)
          .limit(limit);
      const rows = await read(lookup(cities.name, cities.nameUr, search));
      return rows.length || !search ? rows : read(similarLookup(cities.name, search));
    },

    /**
     * Towns of one city for the listing form's picker, as `searchCities` orders them: those a
     * hostel of `ownerId` may be put in (confirmed ones and the owner's own pending ones; issue
     * 22 item 17), with their centre (issue 22 item 3) and status; when none contains the
     * search, those it nearly spells (issue 42 item 5).
     */
    async searchTowns(
      cityId: string,
      search: string | undefined,
      limit: number,
      ownerId: string | null,
    ) {
      const read = ({ where, order }: { where?: SQL | undefined; order: SQL[] }) =>
        db
          .select(TOWN_COLUMNS)
          .from(towns)
          .where(and(eq(towns.cityId, cityId), townSelectableBy(ownerId), where))
          .orderBy(...order)
          .limit(limit);
      const rows = await read(lookup(towns.name, towns.nameUr, search));
      return rows.length || !search ? rows : read(similarLookup(towns.name, search));
    },

    /**
     * Universities for the picker with their city, found by name, Urdu name or a short name
     * (issue 28), those named or nicknamed exactly the search first, then as `searchCities`;
     * when none contains it, those whose name or a short name it nearly spells (issue 42).
     */
    async searchUniversities(search: string | undefined, limit: number) {
      const read = ({ where, order }: { where?: SQL | undefined; order: SQL[] }) =>
        universitiesWithCity()
          .where(where)
          .orderBy(...order)
          .limit(limit);
      const rows = await read(
        lookup(universities.name, universities.nameUr, search, universities.aliases),
      );
      return rows.length || !search
        ? rows
        : read(similarLookup(universities.name, search, universities.aliases));
    },

    listCities() {
      return db.select(CITY_FIELDS).from(cities).orderBy(asc(cities.name));
    },

    /**
     * Forgets the kept suggestions (issue 42): called with the browse cache's full clear, after
     * an area is confirmed, renamed or merged, so a renamed area is never suggested by its old
     * name.
     */
    forgetSuggestions(): void {
      suggestMemo.clear();
    },

    /**
     * Suggestions as the student types (issue 42 item 6): at most PLACE_SUGGEST_LIMIT
     * universities, cities and areas for `text` (two letters or more), best first, each with
     * its approved-hostel count (place-suggest.query.ts). Which places match is kept per
     * process for SUGGEST_MEMO_MS per folded text (places change rarely); the counts are read
     * on every call, so a hostel approved or removed shows at once; forgetSuggestions drops
     * what is kept when areas change.
     */
    async suggestPlaces(text: string): Promise<PlaceSuggestion[]> {
      const key = foldName(text);
      let candidates = suggestMemo.get(key);
      if (!candidates) {
        const read = async (misspelt: boolean) =>
          rowsOf<SuggestCandidate>(await db.execute(suggestCandidatesStatement(text, misspelt)));
        const found = await read(false);
        candidates =
          found.length >= PLACE_SUGGEST_LIMIT || ARABIC_SCRIPT.test(key)
            ? found
            : [...found, ...(await read(true))];
        suggestMemo.set(key, candidates);
      }
      if (candidates.length === 0) return [];
      const counts = rowsOf<{ id: string; hostel_count: number | string }>(
        await db.execute(placeCountsStatement(candidates.map((row) => row.id))),
      );
      return rankSuggestions(
        candidates,
        new Map(counts.map((row) => [row.id, Number(row.hostel_count)])),
        PLACE_SUGGEST_LIMIT,
      );
    },

    /** The city whose current or a former slug is `slug` (issue 25), or undefined. */
    async findCityBySlug(slug: string) {
      const { where, order } = hasSlug('city', cities.id, cities.slug, slug);
      const [row] = await db.select(CITY_FIELDS).from(cities).where(where).orderBy(order).limit(1);
      return row;
    },

    /** The university whose current or a former slug is `slug`, with its city, or undefined. */
    async findUniversityBySlug(slug: string) {
      const { where, order } = hasSlug('university', universities.id, universities.slug, slug);
      const [row] = await universitiesWithCity().where(where).orderBy(order).limit(1);
      return row;
    },

    /**
     * Towns (of one city) as browse filters list them: confirmed ones, pending ones an approved
     * hostel is in, and the viewer's own pending ones (issue 22 item 17).
     */
    listTowns(cityId: string | undefined, viewerId: string | null) {
      return db
        .select(TOWN_COLUMNS)
        .from(towns)
        .where(and(cityId ? eq(towns.cityId, cityId) : undefined, townVisibleTo(viewerId)))
        .orderBy(asc(towns.name));
    },

    listUniversities() {
      return universitiesWithCity().orderBy(asc(universities.name));
    },

    listFacilities() {
      return db
        .select({
          id: facilities.id,
          name: facilities.name,
          nameUr: facilities.nameUr,
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

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
