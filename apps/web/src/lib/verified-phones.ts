/**
 * GET /api/phone/get-verified: the signed-in user's verified business numbers, the primary
 * first (part 2 section 7 'Phone'). Shared by the phone dialog and the hostel forms' contact
 * phone choice; one cache entry per user.
 */
import type { VerifiedPhone } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from './api-client';
import { useAuth } from './auth';
import { verifiedPhoneKeys } from './query-keys';

export async function getVerifiedPhones(signal?: AbortSignal): Promise<VerifiedPhone[]> {
  const body = await api.get<DataEnvelope<VerifiedPhone[]>>('/api/phone/get-verified', {
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

export function getVerifiedPhonesQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: verifiedPhoneKeys.forUser(userId),
    queryFn: ({ signal }) => getVerifiedPhones(signal),
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The signed-in user's verified numbers; idle for guests. */
export function useVerifiedPhones() {
  const { user } = useAuth();
  return useQuery(getVerifiedPhonesQueryOptions(user?.id));
}
