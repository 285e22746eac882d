import type { CreateHostelInput, HostelDetail, UpdateHostelInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { listingKeys } from '../../../lib/query-keys';
import { hostelKeys } from '../../../lib/query-keys';

/**
 * A new hostel (with the wizard's `rooms`; `idempotencyKey`, one per wizard session, makes a
 * repeated Create answer the first hostel: issue 22 item 1), or the changes to hostel `id`.
 */
export type SaveHostelVariables =
  | { id?: undefined; body: CreateHostelInput; idempotencyKey?: string }
  | { id: string; body: UpdateHostelInput; idempotencyKey?: undefined };

/**
 * POST /api/enhanced-hostels (a new pending hostel, with its mess information and rooms in
 * one transaction; an `Idempotency-Key` header when given) or PUT /api/enhanced-hostels/{id}
 * (any fields, or the mess only). Throws ApiError with the server's message and per-field
 * `details`.
 */
export async function saveHostel(variables: SaveHostelVariables): Promise<HostelDetail> {
  const body = variables.id
    ? await api.put<DataEnvelope<HostelDetail>>(
        `/api/enhanced-hostels/${encodeURIComponent(variables.id)}`,
        variables.body,
      )
    : await api.post<DataEnvelope<HostelDetail>>(
        '/api/enhanced-hostels',
        variables.body,
        variables.idempotencyKey
          ? { headers: { 'Idempotency-Key': variables.idempotencyKey } }
          : {},
      );
  return body.data;
}

/** Saves a hostel; the owner's list and the hostel's detail reload. */
export function useSaveHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHostel,
    onSuccess: async (hostel) => {
      queryClient.setQueryData<HostelDetail>(hostelKeys.detail(hostel.id), hostel);
      await queryClient.invalidateQueries({ queryKey: listingKeys.mine() });
    },
  });
}
