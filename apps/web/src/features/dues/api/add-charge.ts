import type { DueChargeKind, DueChargeReason } from '@hostelhub/shared';
import { api, type DataEnvelope } from '../../../lib/api-client';
import type { Due, DueCharge } from './types';
import { useDuesWrite } from './use-dues-write';

/** What "Add charge or discount" sends (issue 45 item 1). */
export interface AddChargeInput {
  dueId: string;
  kind: DueChargeKind;
  reason: DueChargeReason;
  note?: string | undefined;
  amount: number;
}

/**
 * POST /api/dues/{id}/charges (issue 45 item 1): a charge adds to the due's total, a discount
 * takes from it (never below 0). Charges are never edited, only offset by another.
 */
export async function addCharge({
  dueId,
  ...input
}: AddChargeInput): Promise<{ charge: DueCharge; due: Due }> {
  const body = await api.post<DataEnvelope<{ charge: DueCharge; due: Due }>>(
    `/api/dues/${encodeURIComponent(dueId)}/charges`,
    input,
  );
  return body.data;
}

/** Adds a charge or discount, then refreshes the dues. */
export function useAddCharge() {
  return useDuesWrite(addCharge);
}
