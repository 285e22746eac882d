import type { RoomBeds } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { registerKeys } from './query-keys';

/**
 * GET /api/enhanced-hostels/{id}/beds (issue 44 item 1): every room with its beds, each free,
 * occupied, reserved, on notice (free from a date) or marked taken. Owner and staff only.
 */
export async function getBeds(hostelId: string, signal?: AbortSignal): Promise<RoomBeds[]> {
  const body = await api.get<DataEnvelope<RoomBeds[]>>(
    `/api/enhanced-hostels/${encodeURIComponent(hostelId)}/beds`,
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Keyed by `registerKeys.beds(hostelId)`. */
export function getBedsQueryOptions(hostelId: string) {
  return queryOptions({
    queryKey: registerKeys.beds(hostelId),
    queryFn: ({ signal }) => getBeds(hostelId, signal),
  });
}

/** A hostel's bed map. */
export function useBeds(hostelId: string) {
  return useQuery(getBedsQueryOptions(hostelId));
}
