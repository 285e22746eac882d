import { canonicalFacilityName, FACILITIES } from '../constants/hostels.ts';

/** One row of a comparison's facilities: the facility and, per hostel in order, whether it has it. */
export interface CompareFacilityRow {
  /** The facility's kept name (an old alias such as 'AC' reads as 'Air Conditioning'). */
  name: string;
  has: boolean[];
}

const REFERENCE_ORDER = new Map(
  FACILITIES.map((facility, index) => [facility.name.toLowerCase(), index]),
);

/**
 * The facilities rows of a side-by-side comparison (issue 29): every facility any of the
 * hostels has, once, each with a yes or no per hostel, so the same row lines up across them.
 * Names are compared by their kept name, in any case; rows follow the reference list's order
 * (FACILITIES), then other names alphabetically.
 */
export function compareFacilityRows(
  hostels: readonly { facilities: readonly string[] }[],
): CompareFacilityRow[] {
  const key = (name: string) => canonicalFacilityName(name).trim().toLowerCase();
  const names = new Map<string, string>();
  const sets = hostels.map((hostel) => {
    const keys = new Set<string>();
    for (const facility of hostel.facilities) {
      const facilityKey = key(facility);
      if (!facilityKey) continue;
      keys.add(facilityKey);
      if (!names.has(facilityKey)) names.set(facilityKey, canonicalFacilityName(facility).trim());
    }
    return keys;
  });
  const order = (facilityKey: string) => REFERENCE_ORDER.get(facilityKey) ?? FACILITIES.length;
  return [...names.entries()]
    .sort(([a, nameA], [b, nameB]) => order(a) - order(b) || nameA.localeCompare(nameB, 'en'))
    .map(([facilityKey, name]) => ({ name, has: sets.map((set) => set.has(facilityKey)) }));
}
