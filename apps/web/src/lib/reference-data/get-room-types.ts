import { ROOM_TYPES, type RoomType } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../api-client';
import { referenceKeys } from '../query-keys';

/** GET /api/enhanced-hostels/room-types: room type options (`value` stored, `name` shown). */
export async function getRoomTypes(signal?: AbortSignal): Promise<RoomType[]> {
  const body = await api.get<DataEnvelope<RoomType[]>>(
    '/api/enhanced-hostels/room-types',
    signal ? { signal } : undefined,
  );
  return body.data;
}

/** Cached for an hour. */
export function getRoomTypesQueryOptions() {
  return queryOptions({
    queryKey: referenceKeys.roomTypes(),
    queryFn: ({ signal }) => getRoomTypes(signal),
    staleTime: 60 * 60_000,
  });
}

/**
 * The room types to filter by. When the call fails the built-in list stands in (part 1
 * section 3 'Fallback room types'); undefined while loading.
 */
export function useRoomTypeOptions(): readonly RoomType[] | undefined {
  const query = useQuery(getRoomTypesQueryOptions());
  if (query.data) return query.data;
  return query.isError ? ROOM_TYPES : undefined;
}
