import type { HostelSummary } from '@hostelhub/shared';
import { createStoredList, isRecord, textOrNull } from '../../../lib/stored-list';

/** Most hostels the browse screen remembers as recently viewed (issue 29). */
export const RECENTLY_VIEWED_MAX = 8;

/** localStorage key of the recently viewed hostels (issue 29). */
export const RECENTLY_VIEWED_STORAGE_KEY = 'hostelhub-recently-viewed';

/** A place's name in both languages, as the API sends it. */
interface PlaceNames {
  name: string;
  name_ur: string | null;
}

/** What the row shows of a hostel seen: kept as it was when its details were opened. */
export interface RecentlyViewedEntry {
  id: string;
  name: string;
  image_url: string | null;
  price_range: string | null;
  city: PlaceNames | null;
}

function parsePlace(value: unknown): PlaceNames | null {
  if (!isRecord(value)) return null;
  const name = textOrNull(value.name);
  return name ? { name, name_ur: textOrNull(value.name_ur) } : null;
}

function parseEntry(value: unknown): RecentlyViewedEntry | null {
  if (!isRecord(value)) return null;
  const id = textOrNull(value.id);
  const name = textOrNull(value.name);
  if (!id || !name) return null;
  return {
    id,
    name,
    image_url: textOrNull(value.image_url),
    price_range: textOrNull(value.price_range),
    city: parsePlace(value.city),
  };
}

/**
 * The hostels whose details were opened last in this browser, newest first, at most
 * RECENTLY_VIEWED_MAX (issue 29). Kept in the browser, so it works for guests.
 */
export const recentlyViewedList = createStoredList<RecentlyViewedEntry>({
  key: RECENTLY_VIEWED_STORAGE_KEY,
  max: RECENTLY_VIEWED_MAX,
  parse: parseEntry,
});

/** Puts the hostel first (once), dropping the oldest past RECENTLY_VIEWED_MAX. */
export function recordRecentlyViewed(
  hostel: Pick<HostelSummary, 'id' | 'name' | 'image_url' | 'price_range' | 'cities'>,
): void {
  const entry: RecentlyViewedEntry = {
    id: hostel.id,
    name: hostel.name,
    image_url: hostel.image_url,
    price_range: hostel.price_range,
    city: hostel.cities ? { name: hostel.cities.name, name_ur: hostel.cities.name_ur } : null,
  };
  const rest = recentlyViewedList.read().filter((item) => item.id !== hostel.id);
  recentlyViewedList.write([entry, ...rest]);
}

/** Forgets every recently viewed hostel. */
export function clearRecentlyViewed(): void {
  recentlyViewedList.write([]);
}
