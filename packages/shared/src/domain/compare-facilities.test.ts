import { describe, expect, it } from 'vitest';
import { compareFacilityRows } from './compare-facilities.ts';

describe('compareFacilityRows', () => {
  it('should give every facility one row with a yes or no per hostel', () => {
    const rows = compareFacilityRows([
      { facilities: ['WiFi', 'Gym'] },
      { facilities: ['Laundry', 'WiFi'] },
      { facilities: [] },
    ]);
    expect(rows).toEqual([
      { name: 'WiFi', has: [true, true, false] },
      { name: 'Laundry', has: [false, true, false] },
      { name: 'Gym', has: [true, false, false] },
    ]);
  });

  it('should read old names and other cases as the kept facility', () => {
    const rows = compareFacilityRows([
      { facilities: ['AC'] },
      { facilities: ['air conditioning'] },
    ]);
    expect(rows).toEqual([{ name: 'Air Conditioning', has: [true, true] }]);
  });

  it('should put facilities outside the reference list last, alphabetically', () => {
    const rows = compareFacilityRows([{ facilities: ['Rooftop', 'Bakery', 'Security'] }]);
    expect(rows.map((row) => row.name)).toEqual(['Security', 'Bakery', 'Rooftop']);
  });
});
