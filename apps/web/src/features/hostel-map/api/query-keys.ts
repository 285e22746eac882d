import type { RequestOptions } from '../../../lib/api-client';
import { hostelKeys } from '../../../lib/query-keys';

/** The map's cache keys (issue 23: one key factory per feature). */
export const hostelMapKeys = {
  /** Every map answer. Under `hostelKeys.all`, so what refreshes the hostel lists refreshes the map. */
  all: () => [...hostelKeys.all, 'map'] as const,
  /** One viewport answer: the query string it asks with (`mapViewRequestParams`). */
  view: (params: NonNullable<RequestOptions['params']>) =>
    [...hostelMapKeys.all(), 'view', params] as const,
};
