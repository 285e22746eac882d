import { hostelKeys } from '../../../lib/query-keys';

/** The compare feature's cache keys (issue 23: one key factory per feature). */
export const compareKeys = {
  /**
   * One comparison: its hostel ids (in order) and the university distances are measured from.
   * Under `hostelKeys.all`, so a hostel write refreshes it with every other hostel query.
   */
  comparison: (ids: readonly string[], universityId: string | undefined) =>
    [...hostelKeys.all, 'compare', ids.join(','), universityId ?? null] as const,
};
