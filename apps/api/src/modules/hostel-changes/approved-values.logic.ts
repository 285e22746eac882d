import type { ReviewedHostelValues } from '@hostelhub/shared';
import type { hostels } from '../../db/schema/index.ts';

type HostelRow = typeof hostels.$inferSelect;

// The values of a hostel that students see now, in the form's names (issue 26): what a change
// is compared with. Pure; the admin's change review reads it (issue 43 moved it out of the
// repository, so no service value-imports another module's repository).

/** The reviewed fields of a hostel row, in the form's names: what students see now. */
export function approvedValuesOf(row: HostelRow): Required<ReviewedHostelValues> {
  return {
    name: row.name,
    address: row.address,
    location_type: row.locationType,
    city_id: row.cityId,
    town_id: row.townId,
    university_id: row.universityId,
    latitude: row.latitude,
    longitude: row.longitude,
    formatted_address: row.formattedAddress,
    gender_category: row.genderCategory,
    price_range: row.priceRange ?? '',
  };
}
