import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import type { ContactFormInput } from '../utils/contact-form-schema';

export interface ContactSubmitResult {
  messageId: string;
  message: string;
}

/** POST /api/contact/submit: anyone may send the team a message. */
export async function submitContactMessage(
  input: ContactFormInput & { website?: string },
): Promise<ContactSubmitResult> {
  const body = await api.post<DataEnvelope<ContactSubmitResult>>('/api/contact/submit', input);
  return body.data;
}

export function useSubmitContactMessage() {
  return useMutation({ mutationFn: submitContactMessage });
}
