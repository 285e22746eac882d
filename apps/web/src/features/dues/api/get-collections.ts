import { COLLECTIONS_MONTHS_DEFAULT } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { duesKeys } from './query-keys';
import type { CollectionsMonth } from './types';

/**
 * GET /api/enhanced-hostels/{id}/collections?months= (issue 45 item 5): each month's dues,
 * what was collected in it, what is still outstanding and the beds' occupancy, oldest first,
 * ending with this month.
 */
export async function getCollections(
  hostelId: string,
  months: number,
  signal?: AbortSignal,
): Promise<CollectionsMonth[]> {
  const body = await api.get<DataEnvelope<{ months: CollectionsMonth[] }>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/collections`,
    { params: { months }, ...(signal ? { signal } : {}) },
  );
  return body.data.months;
}

/** A hostel's collections over the last `months` months. */
export function useCollections(hostelId: string, months = COLLECTIONS_MONTHS_DEFAULT) {
  return useQuery(
    queryOptions({
      queryKey: duesKeys.collections(hostelId, months),
      queryFn: ({ signal }) => getCollections(hostelId, months, signal),
    }),
  );
}
