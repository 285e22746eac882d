import { z } from 'zod';
import { DUES_MESSAGES } from '../constants/dues-messages.ts';
import {
  BILLING_DAY_MAX,
  BILLING_DAY_MIN,
  COLLECTIONS_MONTHS_DEFAULT,
  COLLECTIONS_MONTHS_MAX,
  DUE_CHARGE_KINDS,
  DUE_CHARGE_REASONS,
  DUE_STATUSES,
  MONEY_AMOUNT_MAX,
  MONEY_NOTE_MAX,
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_METHODS_WITH_REFERENCE,
  PAYMENT_REFERENCE_MAX,
} from '../constants/dues.ts';
import { UuidSchema } from './common.ts';
import { MoveOutSchema } from './register.ts';

/**
 * Rent and dues (issue 45; spec decisions 27 and 28; docs/decisions/041): the bodies, queries
 * and answers of the dues, charges, payments, collections and CSV routes. Money is whole
 * rupees; dates `YYYY-MM-DD` and months `YYYY-MM` are Pakistan dates. Bodies are strict.
 */

/** A month, `YYYY-MM`. */
export const MonthSchema = z
  .string({ error: DUES_MESSAGES.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: DUES_MESSAGES.monthInvalid });

const DateSchema = z.iso.date({ error: DUES_MESSAGES.dateInvalid });

/** A positive amount in whole rupees (a payment, charge or discount). */
const AmountSchema = z
  .number({ error: DUES_MESSAGES.amountInvalid })
  .int({ error: DUES_MESSAGES.amountInvalid })
  .min(1, { error: DUES_MESSAGES.amountInvalid })
  .max(MONEY_AMOUNT_MAX, { error: DUES_MESSAGES.amountInvalid });

/** GET/PUT /api/enhanced-hostels/{id}/billing-settings (issue 45 item 1): the billing day. */
export const BillingSettingsSchema = z.strictObject({
  billing_day: z
    .number({ error: DUES_MESSAGES.billingDayInvalid })
    .int({ error: DUES_MESSAGES.billingDayInvalid })
    .min(BILLING_DAY_MIN, { error: DUES_MESSAGES.billingDayInvalid })
    .max(BILLING_DAY_MAX, { error: DUES_MESSAGES.billingDayInvalid }),
});
export type BillingSettings = z.infer<typeof BillingSettingsSchema>;

/** Query of GET /api/enhanced-hostels/{id}/dues: the month (default this one) and filters. */
export const DuesQuerySchema = z.object({
  month: MonthSchema.optional(),
  status: z.enum(DUE_STATUSES, { error: DUES_MESSAGES.statusInvalid }).optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type DuesQuery = z.output<typeof DuesQuerySchema>;

/** Body of POST /api/dues/{id}/charges: a charge adds to the due, a discount takes from it. */
export const CreateChargeSchema = z.strictObject({
  kind: z.enum(DUE_CHARGE_KINDS, { error: DUES_MESSAGES.chargeKindInvalid }),
  reason: z.enum(DUE_CHARGE_REASONS, { error: DUES_MESSAGES.chargeReasonInvalid }),
  note: z
    .string({ error: DUES_MESSAGES.noteLong })
    .trim()
    .max(MONEY_NOTE_MAX, { error: DUES_MESSAGES.noteLong })
    .nullish()
    .transform((note) => note || null),
  amount: AmountSchema,
});
export type CreateChargeValues = z.output<typeof CreateChargeSchema>;

const RECORDED_METHODS = PAYMENT_METHODS.filter((method) => method !== 'deposit') as [
  'cash',
  'bank_transfer',
  'jazzcash',
  'easypaisa',
];
const NEEDS_REFERENCE: readonly string[] = PAYMENT_METHODS_WITH_REFERENCE;

/**
 * Body of POST /api/dues/{id}/payments (issue 45 item 2): `reference` is required for bank
 * transfers and wallets; `paid_on` defaults to today (the service refuses a future date);
 * `received_by` defaults to the caller; `confirm_duplicate` records a likely duplicate anyway.
 * `deposit` is not a method a caller records: the deposit pays dues only at move-out.
 */
export const CreatePaymentSchema = z
  .strictObject({
    amount: AmountSchema,
    method: z.enum(RECORDED_METHODS, { error: DUES_MESSAGES.methodInvalid }),
    reference: z
      .string({ error: DUES_MESSAGES.referenceLong })
      .trim()
      .max(PAYMENT_REFERENCE_MAX, { error: DUES_MESSAGES.referenceLong })
      .nullish()
      .transform((reference) => reference || null),
    paid_on: DateSchema.optional(),
    received_by: UuidSchema.optional(),
    confirm_duplicate: z.boolean().default(false),
  })
  .superRefine((body, context) => {
    if (NEEDS_REFERENCE.includes(body.method) && !body.reference) {
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: DUES_MESSAGES.referenceRequired,
      });
    }
  });
export type CreatePaymentValues = z.output<typeof CreatePaymentSchema>;

/** Body of POST /api/payments/{id}/reverse: why (owner only). */
export const ReversePaymentSchema = z.strictObject({
  reason: z
    .string({ error: DUES_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: DUES_MESSAGES.reasonRequired })
    .max(MONEY_NOTE_MAX, { error: DUES_MESSAGES.reasonRequired }),
});
export type ReversePaymentValues = z.output<typeof ReversePaymentSchema>;

/** Query of GET /api/enhanced-hostels/{id}/collections: how many months, ending with this one. */
export const CollectionsQuerySchema = z.object({
  months: z.coerce
    .number({ error: DUES_MESSAGES.monthsInvalid })
    .int({ error: DUES_MESSAGES.monthsInvalid })
    .min(1, { error: DUES_MESSAGES.monthsInvalid })
    .max(COLLECTIONS_MONTHS_MAX, { error: DUES_MESSAGES.monthsInvalid })
    .default(COLLECTIONS_MONTHS_DEFAULT),
});

/** Query of the dues and payments CSV: a range of months (at most COLLECTIONS_MONTHS_MAX). */
export const MonthRangeQuerySchema = z.object({ from: MonthSchema, to: MonthSchema });
export type MonthRangeQuery = z.output<typeof MonthRangeQuerySchema>;

/** A receipt's addresses: its page, and a WhatsApp link carrying it (null without a phone). */
export const ReceiptSchema = z.object({
  number: z.string(),
  url: z.string(),
  whatsapp_url: z.string().nullable(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

const PersonSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** A payment or the reversal of one (never edited or deleted), with its receipt. */
export const PaymentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(PAYMENT_KINDS),
  amount: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  paid_on: z.string(),
  received_by: PersonSchema,
  recorded_by: PersonSchema,
  reverses_payment_id: z.uuid().nullable(),
  reason: z.string().nullable(),
  reversed: z.boolean(),
  created_at: z.string(),
  receipt: ReceiptSchema,
});
export type Payment = z.infer<typeof PaymentSchema>;

/** A charge or discount on a due. */
export const DueChargeSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DUE_CHARGE_KINDS),
  reason: z.enum(DUE_CHARGE_REASONS),
  note: z.string().nullable(),
  amount: z.number().int(),
  created_at: z.string(),
});
export type DueCharge = z.infer<typeof DueChargeSchema>;

/**
 * What a resident owes for one month (issue 45 item 1). `rent`/`mess`: the monthly amounts;
 * `base_amount`: prorated by `days` of `days_in_month`; `total` = max(0, base_amount + charges
 * − discounts); `balance` = total − paid − credit_applied; `overdue`: a balance after the due
 * date, `days_late` days since it. `full_name` is null once the resident's details are erased.
 */
export const DueSchema = z.object({
  id: z.uuid(),
  resident: z.object({
    id: z.uuid(),
    full_name: z.string().nullable(),
    room: z.string().nullable(),
    bed: z.string().nullable(),
  }),
  month: z.string(),
  due_date: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  days: z.number().int(),
  days_in_month: z.number().int(),
  rent: z.number().int(),
  mess: z.number().int(),
  base_amount: z.number().int(),
  charges: z.array(DueChargeSchema),
  total: z.number().int(),
  paid: z.number().int(),
  credit_applied: z.number().int(),
  balance: z.number().int(),
  status: z.enum(DUE_STATUSES),
  overdue: z.boolean(),
  days_late: z.number().int(),
});
export type Due = z.infer<typeof DueSchema>;

/** GET /api/dues/{id}: the due with its payments and reversals, oldest first. */
export const DueDetailSchema = DueSchema.extend({ payments: z.array(PaymentSchema) });
export type DueDetail = z.infer<typeof DueDetailSchema>;

/** 201 of POST /api/dues/{id}/charges. */
export const ChargeResultSchema = z.object({ charge: DueChargeSchema, due: DueSchema });
/** 201 of POST /api/dues/{id}/payments and POST /api/payments/{id}/reverse. */
export const PaymentResultSchema = z.object({
  payment: PaymentSchema,
  due: DueSchema,
  receipt: ReceiptSchema,
});
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** One month of GET /api/enhanced-hostels/{id}/collections (issue 45 item 5). */
export const CollectionsMonthSchema = z.object({
  month: z.string(),
  /** The month's dues' totals. */
  due: z.number().int(),
  /** Payments with `paid_on` in the month, less reversals recorded in it. */
  collected: z.number().int(),
  /** The month's dues' balance today. */
  outstanding: z.number().int(),
  /** Beds in use over beds, averaged over the month's days so far (0..1). */
  occupancy: z.number(),
});
export const CollectionsSchema = z.object({ months: z.array(CollectionsMonthSchema) });
export type Collections = z.infer<typeof CollectionsSchema>;

/**
 * Body of POST /api/residents/{id}/move-out with issue 45 item 2: `settle_from_deposit` makes
 * the deposit pay the resident's unpaid dues (`deposit` payments with receipts); then returned
 * plus deductions plus what it settled equal the deposit.
 */
export const MoveOutWithDuesSchema = MoveOutSchema.extend({
  settle_from_deposit: z.boolean().default(false),
});
export type MoveOutWithDuesValues = z.output<typeof MoveOutWithDuesSchema>;

/** What move-out adds to the resident's answer when the deposit settled dues (issue 45 item 2). */
export const MoveOutMoneySchema = z.object({
  settled_from_deposit: z.number().int(),
  credit_returned: z.number().int(),
});
export type MoveOutMoney = z.infer<typeof MoveOutMoneySchema>;

/** Query of GET /api/residents/{id}/move-out-preview (issue 45 item 2): the day they leave. */
export const MoveOutPreviewQuerySchema = z.strictObject({ moved_out_on: DateSchema });
export type MoveOutPreviewQuery = z.output<typeof MoveOutPreviewQuerySchema>;

/**
 * What moving out on `moved_out_on` would do to the money (issue 45 item 2), in rupees:
 * `unpaid`, the resident's unpaid dues once the last month is recomputed to that day (what
 * `settle_from_deposit` takes from the deposit, up to the deposit less deductions), and
 * `credit_returned`, the held credit given back with the deposit.
 */
export const MoveOutPreviewSchema = z.object({
  moved_out_on: z.string(),
  unpaid: z.number().int(),
  credit_returned: z.number().int(),
});
export type MoveOutPreview = z.infer<typeof MoveOutPreviewSchema>;
