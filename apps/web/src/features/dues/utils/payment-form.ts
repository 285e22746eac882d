import {
  karachiToday,
  MONEY_AMOUNT_MAX,
  PAYMENT_METHODS_WITH_REFERENCE,
  PAYMENT_REFERENCE_MAX,
  type PaymentMethod,
} from '@hostelhub/shared';
import { z } from 'zod';

/** The methods a person records by hand (the deposit settles only at move-out). */
export const RECORDED_METHODS = ['cash', 'bank_transfer', 'jazzcash', 'easypaisa'] as const;
export type RecordedMethod = (typeof RECORDED_METHODS)[number];

/** The record-payment form's values, as typed. */
export interface PaymentFormValues extends Record<string, unknown> {
  amount: string;
  method: RecordedMethod;
  reference: string;
  paid_on: string;
  /** A user id; '' for the person recording. */
  received_by: string;
}

/** Whether a method needs a reference (a transaction id): bank transfers and wallets. */
export function needsReference(method: PaymentMethod): boolean {
  return (PAYMENT_METHODS_WITH_REFERENCE as readonly string[]).includes(method);
}

/** A fresh form: the balance as the amount, cash, paid today. */
export function emptyPaymentForm(balance: number): PaymentFormValues {
  return {
    amount: balance > 0 ? String(balance) : '',
    method: 'cash',
    reference: '',
    paid_on: karachiToday(),
    received_by: '',
  };
}

/** The messages of the form's checks, in the page's language. */
export interface PaymentFormMessages {
  amount: string;
  reference: string;
  referenceLong: string;
  paidOn: string;
  paidOnFuture: string;
}

/** The body the API takes, from the form (a blank reference or receiver left out). */
export function toPaymentInput(values: PaymentFormValues) {
  const reference = values.reference.trim();
  return {
    amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
    method: values.method,
    reference: needsReference(values.method) && reference !== '' ? reference : undefined,
    paid_on: values.paid_on,
    received_by: values.received_by === '' ? undefined : values.received_by,
  };
}

/**
 * The form's checks (issue 45 item 2), as the API makes them: a whole amount of at least 1 rupee,
 * a reference for bank and wallets (at most 64 characters), a paid-on day not in the future.
 */
export function paymentSchema(messages: PaymentFormMessages) {
  return z
    .object({
      amount: z
        .number({ error: messages.amount })
        .int(messages.amount)
        .min(1, messages.amount)
        .max(MONEY_AMOUNT_MAX, messages.amount),
      method: z.enum(RECORDED_METHODS),
      reference: z.string().max(PAYMENT_REFERENCE_MAX, messages.referenceLong).optional(),
      paid_on: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/u, messages.paidOn)
        .refine((day) => day <= karachiToday(), messages.paidOnFuture),
      received_by: z.string().optional(),
    })
    .refine((input) => !needsReference(input.method) || input.reference !== undefined, {
      path: ['reference'],
      message: messages.reference,
    });
}
