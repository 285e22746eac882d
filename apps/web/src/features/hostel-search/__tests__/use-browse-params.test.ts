import * as filterSchemas from '@hostelhub/shared/schemas/hostel-filters';
import { describe, expect, it } from 'vitest';
import {
  hasFilterParams,
  parseBrowseParams,
  parsePageParam,
  toBrowseSearchParams,
  withFilterChange,
  type BrowseState,
} from '../hooks/use-browse-params';
import { hostelsRequestParams } from '../api/get-hostels';

const UNIVERSITY_ID = 'e1000000-0000-4000-8000-000000000001';

function parse(query: string): BrowseState {
  return parseBrowseParams(new URLSearchParams(query), filterSchemas);
}

const EMPTY: BrowseState = {
  filters: {},
  page: 1,
  sort: 'newest',
  view: 'list',
  favoritesOnly: false,
};

describe('parseBrowseParams', () => {
  it('should read every filter, the page, sort, view and favourites from the query', () => {
    expect(
      parse(
        `search=+canal+&gender_category=male&location_type=university&university_id=${UNIVERSITY_ID}` +
          '&city=Lahore&town=Gulberg&mess_available=true&price_min=5000&price_max=9000' +
          '&facilities=WiFi&facilities=Gym&room_types=single&favorites=1&sort=distance&view=map&page=3',
      ),
    ).toEqual({
      filters: {
        search: 'canal',
        gender_category: 'male',
        location_type: 'university',
        university_id: UNIVERSITY_ID,
        city: 'Lahore',
        town: 'Gulberg',
        mess_available: true,
        price_min: 5000,
        price_max: 9000,
        facilities: ['WiFi', 'Gym'],
        room_types: ['single'],
      },
      page: 3,
      sort: 'distance',
      view: 'map',
      favoritesOnly: true,
    });
  });

  // Issue 22 item 15: AC, Meals and Generator were merged; old bookmarks keep working.
  it('should read old facility names in a bookmarked URL as the kept ones, each once', () => {
    const state = parse(
      'facilities=AC&facilities=Meals&facilities=generator&facilities=Air%20Conditioning',
    );
    expect(state.filters.facilities).toEqual(['Air Conditioning', 'Mess/Kitchen', 'Power Backup']);
    expect(toBrowseSearchParams(state).getAll('facilities')).toEqual([
      'Air Conditioning',
      'Mess/Kitchen',
      'Power Backup',
    ]);
  });

  it('should drop each value that is not valid and keep the rest', () => {
    expect(
      parse(
        'gender_category=robots&location_type=moon&university_id=42&price_min=-5&price_max=abc' +
          '&mess_available=maybe&facilities=&facilities=WiFi&sort=cheapest&view=globe&page=0' +
          '&favorites=yes&city=Karachi',
      ),
    ).toEqual({ ...EMPTY, filters: { city: 'Karachi', facilities: ['WiFi'] } });
  });

  it('should treat empty parameters as unset', () => {
    expect(parse('price_min=&search=%20&city=&page=')).toEqual(EMPTY);
  });

  it('should drop a maximum price below the minimum, as the API would refuse it', () => {
    expect(parse('price_min=9000&price_max=5000').filters).toEqual({ price_min: 9000 });
  });

  it('should fall back to newest when distance has no university to measure from', () => {
    expect(parse('sort=distance').sort).toBe('newest');
  });

  it('should read a minimum rating and the top-rated order, and drop a rating out of range', () => {
    expect(parse('min_rating=4.5&sort=rating')).toEqual({
      ...EMPTY,
      filters: { min_rating: 4.5 },
      sort: 'rating',
    });
    expect(parse('min_rating=9').filters).toEqual({});
    expect(toBrowseSearchParams(parse('min_rating=4&sort=rating')).toString()).toBe(
      'min_rating=4&sort=rating',
    );
  });

  it('should ignore mess_available=false, which the switch cannot show', () => {
    expect(parse('mess_available=false').filters).toEqual({});
  });

  it('should keep each facility once', () => {
    expect(parse('facilities=WiFi&facilities=WiFi&facilities=Gym').filters.facilities).toEqual([
      'WiFi',
      'Gym',
    ]);
  });
});

describe('hasFilterParams', () => {
  it('should tell a query that names a filter from one that does not', () => {
    expect(hasFilterParams(new URLSearchParams('price_min=5000'))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('facilities=WiFi&page=2'))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('search='))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('page=2&sort=price_asc&view=map'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('favorites=1&utm_source=x'))).toBe(false);
  });

  it('should read the page, sort, view and favourites of an unfiltered query without the schemas', () => {
    // No schemas given and none loaded in this file: the browse screen's first paint path.
    expect(
      parseBrowseParams(new URLSearchParams('page=2&sort=price_asc&view=map&favorites=1')),
    ).toEqual({ filters: {}, page: 2, sort: 'price_asc', view: 'map', favoritesOnly: true });
  });
});

describe('toBrowseSearchParams', () => {
  it('should write the state in a fixed order and leave defaults out', () => {
    const params = toBrowseSearchParams({
      filters: { room_types: ['single'], city: 'Lahore', search: 'canal', mess_available: true },
      page: 2,
      sort: 'price_asc',
      view: 'map',
      favoritesOnly: true,
    });
    expect(params.toString()).toBe(
      'search=canal&city=Lahore&mess_available=true&room_types=single&favorites=1&sort=price_asc&view=map&page=2',
    );
    expect(toBrowseSearchParams(EMPTY).toString()).toBe('');
  });

  it('should keep parameters the screen does not own', () => {
    const base = new URLSearchParams('utm_source=flyer&gender_category=male&page=4');
    expect(toBrowseSearchParams(EMPTY, base).toString()).toBe('utm_source=flyer');
  });

  it('should read back what it wrote', () => {
    const state: BrowseState = {
      filters: {
        gender_category: 'female',
        university_id: UNIVERSITY_ID,
        price_max: 20000,
        facilities: ['WiFi', 'Mess/Kitchen'],
      },
      page: 5,
      sort: 'distance',
      view: 'list',
      favoritesOnly: false,
    };
    expect(parseBrowseParams(toBrowseSearchParams(state), filterSchemas)).toEqual(state);
  });
});

describe('withFilterChange', () => {
  const state: BrowseState = {
    ...EMPTY,
    filters: { university_id: UNIVERSITY_ID, facilities: ['WiFi'] },
    page: 4,
    sort: 'distance',
  };

  it('should go back to page 1 and clear keys set to undefined or emptied', () => {
    expect(withFilterChange(state, { facilities: [], gender_category: 'male' })).toEqual({
      ...state,
      filters: { university_id: UNIVERSITY_ID, gender_category: 'male' },
      page: 1,
    });
  });

  it('should stop sorting by distance when the university is cleared', () => {
    expect(withFilterChange(state, { university_id: undefined }).sort).toBe('newest');
  });
});

describe('parsePageParam', () => {
  it('should read whole pages from 1 and treat anything else as page 1', () => {
    expect(parsePageParam('7')).toBe(7);
    for (const value of [null, '', '0', '-2', '1.5', 'two', '99999999999999999999']) {
      expect(parsePageParam(value)).toBe(1);
    }
  });
});

describe('the order of a search (issue 28)', () => {
  it('should read a search without a sort as best match, and keep that default out of the URL', () => {
    const state = parse('search=Lahor');
    expect(state.sort).toBe('relevance');
    expect(toBrowseSearchParams(state).toString()).toBe('search=Lahor');
    expect(toBrowseSearchParams({ ...state, sort: 'newest' }).toString()).toBe(
      'search=Lahor&sort=newest',
    );
  });

  it('should start a new search in best-match order and go back to newest when it is cleared', () => {
    const searching = withFilterChange(EMPTY, { search: 'NUST' });
    expect(searching.sort).toBe('relevance');
    expect(withFilterChange(searching, { search: undefined }).sort).toBe('newest');
    const chosen = withFilterChange({ ...EMPTY, sort: 'price_asc' }, { search: 'NUST' });
    expect(chosen.sort).toBe('price_asc');
  });

  it('should not keep best match without a search', () => {
    expect(parse('sort=relevance').sort).toBe('newest');
  });
});

describe('hostelsRequestParams (issue 28)', () => {
  it('should ask for newest explicitly while searching, since the server orders a search by best match', () => {
    expect(hostelsRequestParams({ page: 1, filters: { search: 'GCU' }, sort: 'newest' })).toEqual({
      page: 1,
      limit: expect.any(Number),
      search: 'GCU',
      sort: 'newest',
    });
    expect(hostelsRequestParams({ page: 1, sort: 'newest' })).not.toHaveProperty('sort');
  });
});

describe('the map area, bbox (issue 28)', () => {
  const AREA = '74.28123,31.45123,74.41877,31.58877';

  it('should read a map area from the URL, normalised to 5 decimals, and write it back', () => {
    const state = parse('bbox=74.281234,31.4512345,74.41877,31.58877&view=map&page=2');
    expect(state.filters).toEqual({ bbox: AREA });
    expect(toBrowseSearchParams(state).toString()).toBe(
      `bbox=${encodeURIComponent(AREA)}&view=map&page=2`,
    );
    expect(parseBrowseParams(toBrowseSearchParams(state), filterSchemas)).toEqual(state);
  });

  it('should drop a box that is not one and keep the other filters', () => {
    for (const bbox of ['74.4,31.45,74.3,31.55', '1,2,3', 'north', '200,10,210,20']) {
      expect(parse(`bbox=${bbox}&city=Lahore`).filters, bbox).toEqual({ city: 'Lahore' });
    }
  });

  it('should count a map area as a filter to read, and send it to the list', () => {
    expect(hasFilterParams(new URLSearchParams(`bbox=${AREA}`))).toBe(true);
    expect(hostelsRequestParams({ page: 1, filters: { bbox: AREA } })).toMatchObject({
      bbox: AREA,
    });
  });

  it('should go back to page 1 when an area is searched, and clear it with undefined', () => {
    const searched = withFilterChange({ ...EMPTY, page: 3, view: 'map' }, { bbox: AREA });
    expect(searched).toEqual({ ...EMPTY, view: 'map', filters: { bbox: AREA } });
    expect(withFilterChange(searched, { bbox: undefined }).filters).toEqual({});
  });
});
