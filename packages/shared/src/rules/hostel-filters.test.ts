import { describe, expect, it } from 'vitest';
import type { HostelFilters } from '../schemas/hostel-filters.ts';
import {
  countActiveFilters,
  effectiveFilters,
  hostelMatchesFilters,
  type FilterableHostel,
} from './hostel-filters.ts';

const KARACHI = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Karachi',
  name_ur: 'کراچی',
  province: 'Sindh',
};
const CLIFTON = { id: '22222222-2222-4222-8222-222222222222', name: 'Clifton', name_ur: 'کلفٹن' };
const NED = { id: '33333333-3333-4333-8333-333333333333', name: 'NED University', name_ur: null };

function hostel(overrides: Partial<FilterableHostel> = {}): FilterableHostel {
  return {
    name: 'Sea Breeze Residence',
    address: 'Block 5, Clifton',
    price_range: '8000-12000',
    gender_category: 'male',
    location_type: 'city',
    cities: KARACHI,
    towns: CLIFTON,
    universities: null,
    facilities: ['WiFi', 'Security', 'Laundry'],
    room_types: ['single', '2-seater'],
    mess_available: true,
    ...overrides,
  };
}

const matches = (filters: HostelFilters, overrides?: Partial<FilterableHostel>) =>
  hostelMatchesFilters(hostel(overrides), filters);

describe('hostelMatchesFilters: price (part 1 section 5)', () => {
  it('should match when the hostel range overlaps the filter', () => {
    expect(matches({ price_min: 10000, price_max: 20000 })).toBe(true);
    expect(matches({ price_min: 5000, price_max: 9000 })).toBe(true);
    expect(matches({ price_min: 9000, price_max: 10000 })).toBe(true);
  });

  it('should match at the edges, where the ranges only touch', () => {
    expect(matches({ price_min: 12000 })).toBe(true);
    expect(matches({ price_max: 8000 })).toBe(true);
  });

  it('should not match just past either edge', () => {
    expect(matches({ price_min: 12001 })).toBe(false);
    expect(matches({ price_max: 7999 })).toBe(false);
  });

  it('should read a single price as a range of one value', () => {
    expect(matches({ price_min: 9000, price_max: 9000 }, { price_range: '9000' })).toBe(true);
    expect(matches({ price_min: 9001 }, { price_range: '9000' })).toBe(false);
  });

  it('should drop unparseable or missing ranges only while a price filter is active', () => {
    expect(matches({ price_min: 0 }, { price_range: 'Call us' })).toBe(false);
    expect(matches({ price_max: 50000 }, { price_range: null })).toBe(false);
    expect(matches({}, { price_range: 'Call us' })).toBe(true);
  });
});

describe('hostelMatchesFilters: facilities, room types, mess, places, gender', () => {
  it('should require every selected facility, in any letter case', () => {
    expect(matches({ facilities: ['WiFi', 'security'] })).toBe(true);
    expect(matches({ facilities: ['WiFi', 'Gym'] })).toBe(false);
  });

  it('should accept any one selected room type', () => {
    expect(matches({ room_types: ['dormitory', '2-seater'] })).toBe(true);
    expect(matches({ room_types: ['dormitory', 'triple'] })).toBe(false);
    expect(matches({ room_types: ['single'] }, { room_types: [] })).toBe(false);
  });

  it('should keep hostels whose mess matches the mess filter', () => {
    expect(matches({ mess_available: true })).toBe(true);
    expect(matches({ mess_available: true }, { mess_available: false })).toBe(false);
    expect(matches({ mess_available: false }, { mess_available: false })).toBe(true);
  });

  it('should match a city or town by id or by name in any case', () => {
    expect(matches({ city: KARACHI.id })).toBe(true);
    expect(matches({ city: 'karachi' })).toBe(true);
    expect(matches({ city: 'Lahore' })).toBe(false);
    expect(matches({ town: 'CLIFTON' })).toBe(true);
    expect(matches({ town: 'Gulberg' })).toBe(false);
    expect(matches({ town: 'Clifton' }, { towns: null })).toBe(false);
  });

  it('should match the university id, the location type and the gender exactly', () => {
    expect(matches({ university_id: NED.id }, { universities: NED })).toBe(true);
    expect(matches({ university_id: NED.id })).toBe(false);
    expect(matches({ location_type: 'university' })).toBe(false);
    expect(matches({ gender_category: 'male' })).toBe(true);
    expect(matches({ gender_category: 'female' })).toBe(false);
  });

  it('should search name, address, city, town and university names case-insensitively', () => {
    expect(matches({ search: 'sea BREEZE' })).toBe(true);
    expect(matches({ search: 'block 5' })).toBe(true);
    expect(matches({ search: 'karachi' })).toBe(true);
    expect(matches({ search: 'clif' })).toBe(true);
    expect(matches({ search: 'ned' }, { universities: NED })).toBe(true);
    expect(matches({ search: 'lahore' })).toBe(false);
    expect(matches({ search: 'کراچی' })).toBe(true);
    expect(matches({ search: 'کلفٹ' })).toBe(true);
    expect(matches({ search: 'لاہور' })).toBe(false);
    expect(matches({ search: '   ' })).toBe(true);
  });

  it('should need every filter to pass at once', () => {
    expect(matches({ city: 'Karachi', gender_category: 'male', price_max: 9000 })).toBe(true);
    expect(matches({ city: 'Karachi', gender_category: 'female', price_max: 9000 })).toBe(false);
  });
});

describe('effectiveFilters: favourites-only mode (part 1 section 4)', () => {
  const filters: HostelFilters = {
    city: 'Lahore',
    town: 'Gulberg',
    university_id: NED.id,
    location_type: 'university',
    gender_category: 'male',
    price_max: 9000,
    facilities: ['WiFi'],
    search: 'sea',
  };

  it('should ignore city, town, university and location type while favourites-only is on', () => {
    expect(effectiveFilters(filters, true)).toEqual({
      gender_category: 'male',
      price_max: 9000,
      facilities: ['WiFi'],
      search: 'sea',
    });
  });

  it('should keep every filter while favourites-only is off', () => {
    expect(effectiveFilters(filters, false)).toEqual(filters);
  });

  it('should let a favourite in another city through in favourites-only mode', () => {
    expect(hostelMatchesFilters(hostel(), effectiveFilters(filters, true))).toBe(true);
    expect(hostelMatchesFilters(hostel(), effectiveFilters(filters, false))).toBe(false);
  });
});

describe('countActiveFilters (part 1 section 5 filter counts)', () => {
  it('should count nothing when no filter is set, search included', () => {
    expect(countActiveFilters({ search: 'sea', facilities: [] })).toEqual({
      basic: 0,
      advanced: 0,
      total: 0,
    });
  });

  it('should count the five basics and give the advanced count as total minus basics', () => {
    expect(
      countActiveFilters({
        gender_category: 'female',
        location_type: 'city',
        city: 'Karachi',
        university_id: NED.id,
        mess_available: true,
        town: 'Clifton',
        price_min: 5000,
        facilities: ['WiFi', 'Gym'],
        room_types: ['single'],
      }),
    ).toEqual({ basic: 5, advanced: 5, total: 10 });
  });
});

describe('hostelMatchesFilters: minimum rating (issue 26)', () => {
  it('should keep hostels whose shown average reaches min_rating', () => {
    expect(matches({ min_rating: 4 }, { rating_average: 4 })).toBe(true);
    expect(matches({ min_rating: 4 }, { rating_average: 4.6 })).toBe(true);
    expect(matches({ min_rating: 4.5 }, { rating_average: 4.4 })).toBe(false);
  });

  it('should drop hostels without reviews while min_rating is set', () => {
    expect(matches({ min_rating: 1 }, { rating_average: null })).toBe(false);
    expect(matches({ min_rating: 1 })).toBe(false);
    expect(matches({}, { rating_average: null })).toBe(true);
  });

  it('should count min_rating as an advanced filter', () => {
    expect(countActiveFilters({ min_rating: 3 })).toEqual({ basic: 0, advanced: 1, total: 1 });
  });
});
