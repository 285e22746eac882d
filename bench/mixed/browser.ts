/**
 * Browsing in the mixed-load benchmark (mixed.ts): what guests and students pick filters from,
 * the filter sets the browse page builds, and the browse page itself (list, next page, a
 * hostel, the map).
 */
import { ROOM_TYPES } from '@hostelhub/shared';
import { call, chance, dataOf, pick, type Person } from './run.ts';

/** What users pick filters from, read once from the seeded database. */
export interface Catalogue {
  cities: string[];
  facilities: string[];
  universityIds: string[];
  searchWords: string[];
  /** Approved hostels of the simulated owners, with their owner: where students write. */
  ownerHostels: { id: string; ownerId: string }[];
}

/** A filter set as the browse page builds it (hostelsRequestParams in the web app). */
function randomFilters(catalogue: Catalogue): URLSearchParams {
  const params = new URLSearchParams({ page: '1', limit: '10' });
  if (chance(0.75)) params.set('city', pick(catalogue.cities));
  if (chance(0.5)) params.set('gender_category', pick(['male', 'female']));
  if (chance(0.35)) {
    const min = pick([0, 5_000, 8_000, 10_000, 12_000]);
    params.set('price_min', String(min));
    params.set('price_max', String(min + pick([5_000, 8_000, 15_000])));
  }
  if (chance(0.25)) {
    for (const name of new Set([pick(catalogue.facilities), pick(catalogue.facilities)])) {
      params.append('facilities', name);
    }
  }
  if (chance(0.15)) params.set('mess_available', 'true');
  if (chance(0.1)) params.append('room_types', pick(ROOM_TYPES.map((type) => type.value)));
  if (chance(0.1)) params.set('search', pick(catalogue.searchWords));
  if (chance(0.08) && catalogue.universityIds.length > 0) {
    params.set('university_id', pick(catalogue.universityIds));
  }
  if (chance(0.2)) params.set('sort', pick(['price_asc', 'price_desc']));
  return params;
}

/**
 * Browsing as guests and students do: the list with filters, the next page, a hostel from
 * the list, the map. Returns the hostel opened, if any.
 */
export class Browser {
  private filters: URLSearchParams;
  private listed: string[] = [];
  private mapSeen = false;

  constructor(
    private readonly person: Person,
    private readonly catalogue: Catalogue,
  ) {
    this.filters = new URLSearchParams({ page: '1', limit: '10' });
  }

  /** The browse page: the first list page and the filter options, at once. */
  async open(): Promise<void> {
    await Promise.all([
      this.list('GET /api/enhanced-hostels (first page)'),
      call(this.person, 'GET /api/enhanced-hostels/cities', 'GET', '/api/enhanced-hostels/cities'),
      call(
        this.person,
        'GET /api/enhanced-hostels/facilities',
        'GET',
        '/api/enhanced-hostels/facilities',
      ),
      call(
        this.person,
        'GET /api/enhanced-hostels/room-types',
        'GET',
        '/api/enhanced-hostels/room-types',
      ),
      call(
        this.person,
        'GET /api/enhanced-hostels/universities',
        'GET',
        '/api/enhanced-hostels/universities',
      ),
    ]);
  }

  private async list(route: string): Promise<void> {
    const answer = await call(
      this.person,
      route,
      'GET',
      `/api/enhanced-hostels?${this.filters.toString()}`,
    );
    const rows = dataOf<{ id: string }[]>(answer);
    if (rows && rows.length > 0) this.listed = rows.map((row) => row.id);
  }

  /** One browsing step; resolves with the hostel opened when the step opened one. */
  async step(): Promise<string | undefined> {
    const roll = Math.random();
    if (roll < 0.45 || this.listed.length === 0) {
      this.filters = randomFilters(this.catalogue);
      await this.list('GET /api/enhanced-hostels (filtered)');
      return undefined;
    }
    if (roll < 0.6) {
      this.filters.set('page', String(Number(this.filters.get('page') ?? '1') + 1));
      await this.list('GET /api/enhanced-hostels (next page)');
      return undefined;
    }
    if (roll < 0.92 || this.mapSeen) {
      const id = pick(this.listed);
      await call(
        this.person,
        'GET /api/enhanced-hostels/:id',
        'GET',
        `/api/enhanced-hostels/${id}`,
      );
      return id;
    }
    // The map (issue 28): the web app asks for its viewport with the list's filters, so once
    // per visit the whole country, then a city's neighbourhoods. Nobody reads it here.
    this.mapSeen = true;
    const filters = new URLSearchParams(this.filters);
    filters.delete('page');
    filters.delete('sort');
    const query = filters.size > 0 ? `&${filters.toString()}` : '';
    await call(
      this.person,
      'GET /api/hostels/map (country)',
      'GET',
      `/api/hostels/map?bbox=60.5,23.5,77.9,37.1&zoom=5${query}`,
      { parse: false },
    );
    await call(
      this.person,
      'GET /api/hostels/map (city)',
      'GET',
      `/api/hostels/map?bbox=74.2,31.4,74.5,31.6&zoom=12${query}`,
      { parse: false },
    );
    return undefined;
  }
}
