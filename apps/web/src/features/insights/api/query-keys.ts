import { hostelKeys } from '../../../lib/query-keys';

/**
 * Owner insights' cache keys (issue 30). Under `hostelKeys.all`, so a hostel write (its price,
 * its rooms) refreshes the price context with everything else about hostels.
 */
export const insightsKeys = {
  all: [...hostelKeys.all, 'insights'] as const,
  /** One hostel's insights over `days` days. */
  hostel: (hostelId: string, days: number) => [...insightsKeys.all, hostelId, days] as const,
  /** The owner's overview of their approved hostels over `days` days. */
  owner: (days: number) => [...insightsKeys.all, 'owner', days] as const,
};
