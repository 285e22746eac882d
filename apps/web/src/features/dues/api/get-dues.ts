import type { DueStatus } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { duesKeys } from './query-keys';
import type { Due } from './types';

/** Which dues a list shows: all, or those of one status. */
export type DueFilter = DueStatus | 'all';

/**
 * GET /api/enhanced-hostels/{id}/dues?month=&status=&overdue= (issue 45 items 1 and 5): the
 * month's dues of every resident, with what is paid, the balance and how late. Team only.
 */
export async function getDues(
  hostelId: string,
  month: string,
  status: DueFilter,
  overdue: boolean,
  signal?: AbortSignal,
): Promise<Due[]> {
  const body = await api.get<DataEnvelope<Due[]>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/dues`,
    {
      params: {
        month,
        status: status === 'all' ? undefined : status,
        overdue: overdue ? 'true' : undefined,
      },
      ...(signal ? { signal } : {}),
    },
  );
  return body.data;
}

/** Keyed by `duesKeys.list(...)`; the list stays while another month's answer comes. */
export function getDuesQueryOptions(
  hostelId: string,
  month: string,
  status: DueFilter,
  overdue: boolean,
) {
  return queryOptions({
    queryKey: duesKeys.list(hostelId, month, status, overdue),
    queryFn: ({ signal }) => getDues(hostelId, month, status, overdue, signal),
    placeholderData: keepPreviousData,
  });
}

/** A hostel's dues of one month, filtered. */
export function useDues(hostelId: string, month: string, status: DueFilter, overdue: boolean) {
  return useQuery(getDuesQueryOptions(hostelId, month, status, overdue));
}
