import type { Resident, ResidentsQuery } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/** Which residents a list shows: everyone, those in a bed, those leaving, or those gone. */
export type ResidentFilter = ResidentsQuery['status'];

/**
 * GET /api/enhanced-hostels/{id}/residents?q=&status= (issue 44 item 2): the hostel's
 * residents; `q` matches a name or phone, or a whole CNIC exactly (by its keyed hash).
 */
export async function getResidents(
  hostelId: string,
  q: string,
  status: ResidentFilter,
  signal?: AbortSignal,
): Promise<Resident[]> {
  const body = await api.get<DataEnvelope<Resident[]>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/residents`,
    { params: { q: q || undefined, status }, ...(signal ? { signal } : {}) },
  );
  return body.data;
}

/** Keyed by `registerKeys.residents(hostelId, q, status)`. */
export function getResidentsQueryOptions(hostelId: string, q: string, status: ResidentFilter) {
  return queryOptions({
    queryKey: registerKeys.residents(hostelId, q, status),
    queryFn: ({ signal }) => getResidents(hostelId, q, status, signal),
    // The list stays while the next search's answer comes.
    placeholderData: keepPreviousData,
  });
}

/** A hostel's residents matching a search and a status. */
export function useResidents(hostelId: string, q: string, status: ResidentFilter) {
  return useQuery(getResidentsQueryOptions(hostelId, q, status));
}
