import { api, type DataEnvelope } from '../../../lib/api-client';
import type { PaymentResult } from './types';
import { useDuesWrite } from './use-dues-write';

/**
 * POST /api/payments/{id}/reverse (issue 45 item 2; the owner only, staff 403): records a
 * reversal with its own receipt, reopening what the payment paid. 409 when already reversed.
 */
export async function reversePayment({
  paymentId,
  reason,
}: {
  paymentId: string;
  reason: string;
}): Promise<PaymentResult> {
  const body = await api.post<DataEnvelope<PaymentResult>>(
    `/api/payments/${encodeURIComponent(paymentId)}/reverse`,
    { reason },
  );
  return body.data;
}

/** Reverses a payment, then refreshes the dues. */
export function useReversePayment() {
  return useDuesWrite(reversePayment);
}
