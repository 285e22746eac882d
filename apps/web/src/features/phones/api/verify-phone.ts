import type { VerifiedPhone, VerifyOtpInput } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { useRefreshVerifiedPhones } from './use-refresh-verified-phones';

/**
 * POST /api/phone/verify-otp: adds the number once the texted code is right. The label goes
 * trimmed, and not at all when blank.
 */
export async function verifyPhone({
  phoneNumber,
  otp,
  label,
}: VerifyOtpInput): Promise<VerifiedPhone> {
  const trimmed = label?.trim();
  const body = await api.post<DataEnvelope<VerifiedPhone>>('/api/phone/verify-otp', {
    phoneNumber,
    otp,
    ...(trimmed ? { label: trimmed } : {}),
  });
  return body.data;
}

/** Verifies a number, then refreshes the verified list. */
export function useVerifyPhone() {
  const refresh = useRefreshVerifiedPhones();
  return useMutation({ mutationFn: verifyPhone, onSuccess: refresh });
}
