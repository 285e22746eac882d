import type { HostelSummary } from '@hostelhub/shared';

type LocationSource = Pick<HostelSummary, 'location_type' | 'cities' | 'towns' | 'universities'>;

/**
 * The location line of a hostel (part 1 section 2): "Town, City", or "University, City" for a
 * hostel located by university. Empty when the hostel has none of these.
 */
export function formatLocationLine(hostel: LocationSource): string {
  const place =
    hostel.location_type === 'university' && hostel.universities
      ? hostel.universities.name
      : hostel.towns?.name;
  return [place, hostel.cities?.name].filter(Boolean).join(', ');
}
