import { PHONE_MESSAGES, type OtpSent, type VerifiedPhone } from '@hostelhub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError, type DataEnvelope } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth';
import { verifiedPhonesQueryKey } from '../../../lib/verified-phones';

/**
 * The text to show for a failed phone call (part 2 section 8 'Phone'): 404 means the service
 * is missing, 401 that the session ended, else the server's message or `fallback`.
 */
export function phoneErrorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.status === 401) return PHONE_MESSAGES.unauthorized;
    // An unknown route, not an unknown number: the API in front is not this one.
    if (error.status === 404 && /^Route .* not found$/.test(error.message)) {
      return PHONE_MESSAGES.serviceMissing;
    }
  }
  return errorText(error, fallback);
}

/** POST /api/phone/send-otp: texts a code to the number (03XXXXXXXXX). */
export async function sendOtp(phoneNumber: string, label: string): Promise<OtpSent> {
  const body = await api.post<DataEnvelope<OtpSent>>('/api/phone/send-otp', {
    phoneNumber,
    ...(label.trim() ? { label: label.trim() } : {}),
  });
  return body.data;
}

/** POST /api/phone/verify-otp: adds the number once the code is right. */
export async function verifyOtp(input: {
  phoneNumber: string;
  otp: string;
  label: string;
}): Promise<VerifiedPhone> {
  const body = await api.post<DataEnvelope<VerifiedPhone>>('/api/phone/verify-otp', {
    phoneNumber: input.phoneNumber,
    otp: input.otp,
    ...(input.label.trim() ? { label: input.label.trim() } : {}),
  });
  return body.data;
}

/** The phone writes; each one refreshes the verified list (and so the hostel forms' choice). */
export function usePhoneMutations() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: verifiedPhonesQueryKey(user?.id) });

  return {
    send: useMutation({
      mutationFn: ({ phoneNumber, label }: { phoneNumber: string; label: string }) =>
        sendOtp(phoneNumber, label),
    }),
    verify: useMutation({ mutationFn: verifyOtp, onSuccess: refresh }),
    remove: useMutation({
      mutationFn: (id: string) => api.delete(`/api/phone/${encodeURIComponent(id)}`),
      onSuccess: refresh,
    }),
    makePrimary: useMutation({
      mutationFn: (id: string) =>
        api.put(`/api/phone/${encodeURIComponent(id)}/primary`, undefined),
      onSuccess: refresh,
    }),
  };
}
