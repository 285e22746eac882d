import type { PaymentMethod } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import type { PaymentResult } from './types';
import { useDuesWrite } from './use-dues-write';

/** What "Record payment" sends (issue 45 item 2). */
export interface RecordPaymentInput {
  dueId: string;
  /** One per opening of the dialog: a double tap, or a retry after a lost answer, is one payment. */
  idempotencyKey: string;
  amount: number;
  method: Exclude<PaymentMethod, 'deposit'>;
  reference?: string | undefined;
  paid_on: string;
  received_by?: string | undefined;
  /** Sent after the 409 `possible_duplicate` sentence, when the user records it anyway. */
  confirm_duplicate?: boolean | undefined;
}

/**
 * POST /api/dues/{id}/payments (issue 45 item 2): records a payment made in cash, by bank or a
 * wallet, and answers it with the due and its receipt. 409 `possible_duplicate` when the same
 * payment seems recorded already; 400 with `details` naming the fields.
 */
export async function recordPayment({
  dueId,
  idempotencyKey,
  ...input
}: RecordPaymentInput): Promise<PaymentResult> {
  const body = await api.post<DataEnvelope<PaymentResult>>(
    `/api/dues/${encodeURIComponent(dueId)}/payments`,
    input,
    { headers: { 'Idempotency-Key': idempotencyKey } },
  );
  return body.data;
}

/** Records a payment, then refreshes the dues. */
export function useRecordPayment() {
  return useDuesWrite(recordPayment);
}
