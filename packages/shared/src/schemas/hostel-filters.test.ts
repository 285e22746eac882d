import { describe, expect, it } from 'vitest';
import { canonicalFacilityName, FACILITIES, FACILITY_ALIASES } from '../constants/hostels.ts';
import { HostelFiltersSchema } from './hostel-filters.ts';

// Issue 22 item 15: the merged facility names stay readable in filters (decision 003).
describe('facility aliases', () => {
  it('should map every old name, in any case, to a kept facility', () => {
    const kept = new Set(FACILITIES.map((facility) => facility.name));
    for (const [alias, name] of Object.entries(FACILITY_ALIASES)) {
      expect(kept.has(alias), alias).toBe(false);
      expect(kept.has(name), name).toBe(true);
      expect(canonicalFacilityName(alias.toLowerCase())).toBe(name);
    }
    expect(canonicalFacilityName('WiFi')).toBe('WiFi');
  });

  it('should read old names in the facilities filter as the kept ones, each once', () => {
    expect(
      HostelFiltersSchema.parse({ facilities: ['AC', 'Air Conditioning', 'meals', 'Gym'] })
        .facilities,
    ).toEqual(['Air Conditioning', 'Mess/Kitchen', 'Gym']);
    expect(HostelFiltersSchema.parse({ facilities: 'Generator' }).facilities).toEqual([
      'Power Backup',
    ]);
  });
});
