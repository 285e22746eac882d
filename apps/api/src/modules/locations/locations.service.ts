import {
  AppError,
  LOCATION_RESULTS_DEFAULT,
  LOCATION_RESULTS_SEARCH,
  MESSAGES,
} from '@hostelhub/shared';
import { toTown } from './areas.service.ts';
import type { LocationsRepository } from './locations.repository.ts';

/** Picker dropdowns: 10 items without a search, 20 with one (part 2 section 9). */
function lookupLimit(search: string | undefined): number {
  return search ? LOCATION_RESULTS_SEARCH : LOCATION_RESULTS_DEFAULT;
}

/** A city or facility row as the API sends it: its Urdu name as `name_ur` (issue 24). */
function withNameUr<T extends { nameUr: string | null }>({ nameUr, ...row }: T) {
  return { ...row, name_ur: nameUr };
}

/** A university row with its city as the API sends it. */
function toUniversity(row: {
  id: string;
  name: string;
  nameUr: string | null;
  slug: string;
  cityId: string | null;
  city: string | null;
}) {
  return {
    id: row.id,
    name: row.name,
    name_ur: row.nameUr,
    slug: row.slug,
    city_id: row.cityId,
    city: row.city,
  };
}

/**
 * Reference lists for filters and forms (spec part 1 section 7 'Discovery'; part 2 section 2
 * 'Location picker'), read-only: the picker's searches and the whole lists.
 */
export function createLocationsService({ locations }: { locations: LocationsRepository }) {
  return {
    /** Cities matching `search`, prefix matches first (10 without a search, 20 with one). */
    async searchCities(search: string | undefined) {
      const rows = await locations.searchCities(search, lookupLimit(search));
      return rows.map(withNameUr);
    },

    /**
     * Towns of `cityId` matching `search` that a hostel may be put in: confirmed ones, and for
     * owner `ownerId` also their own pending ones (issue 22 item 17).
     */
    async searchTowns(cityId: string, search: string | undefined, ownerId: string | null) {
      const rows = await locations.searchTowns(cityId, search, lookupLimit(search), ownerId);
      return rows.map(toTown);
    },

    /** Universities matching `search`, with their city. */
    async searchUniversities(search: string | undefined) {
      const rows = await locations.searchUniversities(search, lookupLimit(search));
      return rows.map(toUniversity);
    },

    /**
     * Suggestions as the student types (issue 42 item 6): universities with their city, cities
     * and areas for `q`, in English and Urdu, best first, each with its approved-hostel count.
     */
    suggestPlaces(q: string) {
      return locations.suggestPlaces(q);
    },

    /** Every city with its province and centre, by name. */
    async listCities() {
      const rows = await locations.listCities();
      return rows.map(withNameUr);
    },

    /**
     * The city whose current or a former slug is `slug`, as the lists send it with its current
     * slug (issue 25: an old address then redirects). NOT_FOUND (404) when none has had it.
     */
    async findCityBySlug(slug: string) {
      const row = await locations.findCityBySlug(slug);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.cityNotFound);
      return withNameUr(row);
    },

    /** The university whose current or a former slug is `slug`, as findCityBySlug. */
    async findUniversityBySlug(slug: string) {
      const row = await locations.findUniversityBySlug(slug);
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.universityNotFound);
      return toUniversity(row);
    },

    /** Towns (of `cityId` when given) as browse filters list them to `viewerId`. */
    async listTowns(cityId: string | undefined, viewerId: string | null) {
      const rows = await locations.listTowns(cityId, viewerId);
      return rows.map(toTown);
    },

    /** Every university with the city of its main campus. */
    async listUniversities() {
      const rows = await locations.listUniversities();
      return rows.map(toUniversity);
    },

    /** Facilities a hostel can offer, each with an icon name. */
    async listFacilities() {
      const rows = await locations.listFacilities();
      return rows.map(withNameUr);
    },

    /** Room type options (`value` is stored, `name` is shown). */
    listRoomTypes() {
      return locations.listRoomTypes();
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
