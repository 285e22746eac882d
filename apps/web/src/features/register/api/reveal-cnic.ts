import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { getResidentQueryOptions } from './get-resident';

/**
 * POST /api/residents/{id}/reveal-cnic (issue 44 item 5): the CNIC unmasked. The reveal is
 * recorded in the resident's history (who, when), which is why it is a POST.
 */
export async function revealCnic(residentId: string): Promise<string> {
  const body = await api.post<DataEnvelope<{ cnic: string }>>(
    `/api/residents/${encodeURIComponent(residentId)}/reveal-cnic`,
    {},
  );
  return body.data.cnic;
}

/** Reveals a CNIC, then refreshes the resident (their history gains the reveal). */
export function useRevealCnic(residentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revealCnic(residentId),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getResidentQueryOptions(residentId).queryKey }),
  });
}
