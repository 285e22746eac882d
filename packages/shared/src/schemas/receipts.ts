import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_METHODS } from '../constants/dues.ts';
import { RECEIPT_MESSAGES } from '../constants/receipt-messages.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** Body of POST /api/payments/{id}/send-receipt (issue 45 item 3): the channel, email only. */
export const SendReceiptSchema = z.strictObject({
  channel: z.literal('email', { error: RECEIPT_MESSAGES.channelInvalid }),
});
export type SendReceiptValues = z.output<typeof SendReceiptSchema>;

/** Answer of send-receipt (202): where it went, masked (`a***@example.pk`). */
export const SentReceiptSchema = z.object({ sent_to: z.string() });
export type SentReceipt = z.infer<typeof SentReceiptSchema>;

/**
 * One receipt in GET /api/users/me/receipts (issue 45 item 3): a payment or reversal recorded
 * for a stay linked to the caller's account. `amount` whole rupees (positive for both kinds);
 * `paid_on` a Pakistan date; `month` the due's `YYYY-MM`; `url` the receipt page's address.
 */
export const MyReceiptSchema = z.object({
  number: z.string(),
  url: z.string(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  paid_on: z.string(),
  month: z.string(),
  hostel: z.object({ id: z.uuid(), name: z.string() }),
});
export type MyReceipt = z.infer<typeof MyReceiptSchema>;

/** The receipt page's layouts: A4 (default) or an 80 mm thermal printer's roll. */
export const RECEIPT_LAYOUTS = ['a4', '80mm'] as const;
export type ReceiptLayout = (typeof RECEIPT_LAYOUTS)[number];

/**
 * Query of GET /receipts/{token} and /dues/{token}: `lang` switches the page's language (else
 * the resident's), `layout` the printed size. Unknown values fall back to the defaults.
 */
export const ReceiptPageQuerySchema = z.object({
  lang: z.enum(LANGUAGES).optional().catch(undefined),
  layout: z.enum(RECEIPT_LAYOUTS).optional().catch(undefined),
});
export type ReceiptPageQuery = z.output<typeof ReceiptPageQuerySchema>;
