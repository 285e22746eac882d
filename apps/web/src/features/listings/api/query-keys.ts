/**
 * The listing form's cache keys (issue 23: one key factory per feature): the geocoder and the
 * location picker's lookups. The owner's hostel list is keyed by `listingKeys.mine` in
 * lib/listing-query-keys.ts, because rooms invalidates it too.
 */
export const listingLookupKeys = {
  geocode: {
    all: ['geocode'] as const,
    /** The address of a point; `null` while none is picked (the query is idle then). */
    reverse: (point: { lat: number; lng: number } | null) =>
      [...listingLookupKeys.geocode.all, 'reverse', point] as const,
    /** The places matching a search text. */
    search: (text: string) => [...listingLookupKeys.geocode.all, 'search', text] as const,
  },
  locations: {
    all: ['locations'] as const,
    cities: (search: string) => [...listingLookupKeys.locations.all, 'cities', { search }] as const,
    /** Every search of one city's towns (a prefix of `towns`, matched partially). */
    townsOfCity: (cityId: string | null) =>
      [...listingLookupKeys.locations.all, 'towns', { cityId }] as const,
    towns: (cityId: string | null, search: string) =>
      [...listingLookupKeys.locations.all, 'towns', { cityId, search }] as const,
    universities: (search: string) =>
      [...listingLookupKeys.locations.all, 'universities', { search }] as const,
  },
};
