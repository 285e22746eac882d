import {
  DUE_CHARGE_KINDS,
  DUE_CHARGE_REASONS,
  MONEY_AMOUNT_MAX,
  MONEY_NOTE_MAX,
  type DueChargeKind,
  type DueChargeReason,
} from '@hostelhub/shared';
import { z } from 'zod';

/** The add-charge form's values, as typed. */
export interface ChargeFormValues extends Record<string, unknown> {
  kind: DueChargeKind;
  reason: DueChargeReason;
  note: string;
  amount: string;
}

export const EMPTY_CHARGE: ChargeFormValues = {
  kind: 'charge',
  reason: 'electricity',
  note: '',
  amount: '',
};

/** The body the API takes (a blank note left out). */
export function toChargeInput(values: ChargeFormValues) {
  const note = values.note.trim();
  return {
    kind: values.kind,
    reason: values.reason,
    note: note === '' ? undefined : note,
    amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
  };
}

/** The form's checks (issue 45 item 1): a whole amount of at least 1, a note of at most 200. */
export function chargeSchema(messages: { amount: string; note: string }) {
  return z.object({
    kind: z.enum(DUE_CHARGE_KINDS),
    reason: z.enum(DUE_CHARGE_REASONS),
    note: z.string().max(MONEY_NOTE_MAX, messages.note).optional(),
    amount: z
      .number({ error: messages.amount })
      .int(messages.amount)
      .min(1, messages.amount)
      .max(MONEY_AMOUNT_MAX, messages.amount),
  });
}
