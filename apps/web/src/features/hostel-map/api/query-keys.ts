import { hostelKeys } from '../../../lib/query-keys';

/** The map's cache keys (issue 23: one key factory per feature). */
export const hostelMapKeys = {
  /**
   * Every approved hostel with coordinates. Under `hostelKeys.all` so anything that
   * invalidates the hostel lists refreshes the map too.
   */
  markers: () => [...hostelKeys.all, 'map'] as const,
};
