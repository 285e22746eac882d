import type { HostelSummary } from '@hostelhub/shared';

type LocationSource = Pick<HostelSummary, 'location_type' | 'cities' | 'towns' | 'universities'>;

/** A place's shown name: lib/place-names' `usePlaceName()` for the page's language. */
type NameOf = (place: { name: string; name_ur: string | null }) => string;

const englishName: NameOf = (place) => place.name;

/**
 * The location line of a hostel (part 1 section 2): "Town, City", or "University, City" for a
 * hostel located by university. Empty when the hostel has none of these. `nameOf` names each
 * place (its Urdu name on Urdu pages, issue 24), English by default; `separator` is the page
 * language's (lib/place-names' listSeparator).
 */
export function formatLocationLine(
  hostel: LocationSource,
  nameOf: NameOf = englishName,
  separator = ', ',
): string {
  const place =
    hostel.location_type === 'university' && hostel.universities
      ? nameOf(hostel.universities)
      : hostel.towns && nameOf(hostel.towns);
  return [place, hostel.cities && nameOf(hostel.cities)].filter(Boolean).join(separator);
}
