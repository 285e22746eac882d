/**
 * History state of a hostel page opened from a list (a card or a map popup). Closing its dialog
 * then goes Back to that list, where it was; a hostel link opened from elsewhere has no such
 * state and closes onto /hostels with the same query.
 */
export const OPENED_FROM_LIST_STATE = { openedFromList: true } as const;

export function wasOpenedFromList(state: unknown): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as { openedFromList?: unknown }).openedFromList === true
  );
}
