import { COMPARE_MAX_HOSTELS } from '@hostelhub/shared';
import { createStoredList, isRecord, textOrNull } from '../../../lib/stored-list';

/** A hostel chosen for comparison, with what the tray shows of it. */
export interface CompareEntry {
  id: string;
  name: string;
  /** Its card photo (thumbnail), or null. */
  image_url: string | null;
}

/** localStorage key of the hostels chosen for comparison (issue 29). */
export const COMPARE_STORAGE_KEY = 'hostelhub-compare';

function parseEntry(value: unknown): CompareEntry | null {
  if (!isRecord(value)) return null;
  const id = textOrNull(value.id);
  const name = textOrNull(value.name);
  if (!id || !name) return null;
  return { id, name, image_url: textOrNull(value.image_url) };
}

/**
 * The hostels chosen for comparison, in the order chosen: at most COMPARE_MAX_HOSTELS, kept in
 * the browser so a guest's choice survives a reload and shows in every tab (issue 29).
 */
export const compareList = createStoredList<CompareEntry>({
  key: COMPARE_STORAGE_KEY,
  max: COMPARE_MAX_HOSTELS,
  parse: parseEntry,
});

/** What choosing a hostel did: added, removed, or refused because the list is full. */
export type ToggleResult = 'added' | 'removed' | 'full';

/** Adds the hostel, or removes it when chosen; a full list refuses a new one ('full'). */
export function toggleCompare(hostel: CompareEntry): ToggleResult {
  const items = compareList.read();
  if (items.some((item) => item.id === hostel.id)) {
    compareList.write(items.filter((item) => item.id !== hostel.id));
    return 'removed';
  }
  if (items.length >= COMPARE_MAX_HOSTELS) return 'full';
  compareList.write([...items, { id: hostel.id, name: hostel.name, image_url: hostel.image_url }]);
  return 'added';
}

/** Takes hostel `id` off the list (nothing when it is not there). */
export function removeFromCompare(id: string): void {
  compareList.write(compareList.read().filter((item) => item.id !== id));
}

/** Empties the list. */
export function clearCompare(): void {
  compareList.write([]);
}
