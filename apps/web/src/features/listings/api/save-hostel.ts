import type { CreateHostelInput, HostelDetail, UpdateHostelInput } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { getHostelQueryOptions } from '../../../lib/get-hostel';
import { getMyHostelsQueryOptions } from './get-my-hostels';

/** A new hostel (with the wizard's `rooms`), or the changes to hostel `id`. */
export type SaveHostelVariables =
  { id?: undefined; body: CreateHostelInput } | { id: string; body: UpdateHostelInput };

/**
 * POST /api/enhanced-hostels (a new pending hostel, with its mess information and rooms in
 * one transaction) or PUT /api/enhanced-hostels/{id} (any fields, or the mess only). Throws
 * ApiError with the server's message and per-field `details`.
 */
export async function saveHostel(variables: SaveHostelVariables): Promise<HostelDetail> {
  const body = variables.id
    ? await api.put<DataEnvelope<HostelDetail>>(
        `/api/enhanced-hostels/${encodeURIComponent(variables.id)}`,
        variables.body,
      )
    : await api.post<DataEnvelope<HostelDetail>>('/api/enhanced-hostels', variables.body);
  return body.data;
}

/** Saves a hostel; the owner's list and the hostel's detail reload. */
export function useSaveHostel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHostel,
    onSuccess: async (hostel) => {
      queryClient.setQueryData(getHostelQueryOptions(hostel.id).queryKey, hostel);
      await queryClient.invalidateQueries({ queryKey: getMyHostelsQueryOptions().queryKey });
    },
  });
}
