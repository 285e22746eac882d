import type { OtpSent, SendOtpInput } from '@hostelhub/shared';
import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/**
 * POST /api/phone/send-otp: texts a code to the number, the first step of adding it (and
 * 'Resend OTP'). The label goes trimmed, and not at all when blank (the server says 'Personal').
 */
export async function sendOtp({ phoneNumber, label }: SendOtpInput): Promise<OtpSent> {
  const trimmed = label?.trim();
  const body = await api.post<DataEnvelope<OtpSent>>('/api/phone/send-otp', {
    phoneNumber,
    ...(trimmed ? { label: trimmed } : {}),
  });
  return body.data;
}

/** Texts a code; nothing cached changes until the number is verified. */
export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
