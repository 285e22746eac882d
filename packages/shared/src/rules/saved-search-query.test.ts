import { describe, expect, it } from 'vitest';
import { HostelFiltersSchema } from '../schemas/hostel-filters.ts';
import { HOSTEL_FILTER_LIST_KEYS, HOSTEL_FILTER_SCALAR_KEYS } from './hostel-filters.ts';
import { hostelFiltersQuery } from './saved-search-query.ts';

describe('the browse filter keys (issue 43: one list)', () => {
  it('should name every filter of the list API once, so a new filter cannot be left out', () => {
    const keys = [...HOSTEL_FILTER_SCALAR_KEYS, ...HOSTEL_FILTER_LIST_KEYS];
    expect(new Set(keys).size).toBe(keys.length);
    expect([...keys].sort()).toEqual(Object.keys(HostelFiltersSchema.shape).sort());
  });

  it("should keep a saved search's near-a-university filter in the link it opens", () => {
    const query = hostelFiltersQuery({
      near_university: 'lums',
      radius_km: 10,
      gender_category: 'female',
      facilities: ['WiFi', 'Gym'],
    });
    expect(query).toBe(
      'gender_category=female&near_university=lums&radius_km=10&facilities=WiFi&facilities=Gym',
    );
  });
});
