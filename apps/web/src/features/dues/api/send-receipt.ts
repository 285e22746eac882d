import { useMutation } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';

/**
 * POST /api/payments/{id}/send-receipt (issue 45 item 3): emails the receipt's link to the
 * resident; answers the address masked. 409 when the resident has no email.
 */
export async function sendReceiptByEmail(paymentId: string): Promise<{ sent_to: string }> {
  const body = await api.post<DataEnvelope<{ sent_to: string }>>(
    `/api/payments/${encodeURIComponent(paymentId)}/send-receipt`,
    { channel: 'email' },
  );
  return body.data;
}

/** Sends a receipt by email. */
export function useSendReceipt() {
  return useMutation({ mutationFn: sendReceiptByEmail });
}
