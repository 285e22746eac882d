/**
 * Rent and dues (issue 45; spec decisions 27 and 28; docs/decisions/041). Money is whole
 * rupees; dates are Pakistan dates (Asia/Karachi); a month is `YYYY-MM`.
 */

/** The day of the month a hostel's dues fall due (spec decision 27): 1 to 28, default the 5th. */
export const BILLING_DAY_MIN = 1;
export const BILLING_DAY_MAX = 28;
export const BILLING_DAY_DEFAULT = 5;

/** Where a due stands, from its amounts: nothing paid, some paid, or settled. */
export const DUE_STATUSES = ['unpaid', 'partly_paid', 'paid'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

/** A charge adds to a due's total; a discount takes from it (never below 0). */
export const DUE_CHARGE_KINDS = ['charge', 'discount'] as const;
export type DueChargeKind = (typeof DUE_CHARGE_KINDS)[number];

/** Why a charge or discount was made (issue 45 item 1). */
export const DUE_CHARGE_REASONS = ['electricity', 'ac', 'fine', 'repair', 'other'] as const;
export type DueChargeReason = (typeof DUE_CHARGE_REASONS)[number];

/**
 * How a payment was made (spec decision 28): Hostelhub records money, never moves it.
 * `deposit`: settled from the security deposit at move-out.
 */
export const PAYMENT_METHODS = ['cash', 'bank_transfer', 'jazzcash', 'easypaisa', 'deposit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The methods whose payment needs a reference (a transaction id), at most 64 characters. */
export const PAYMENT_METHODS_WITH_REFERENCE = ['bank_transfer', 'jazzcash', 'easypaisa'] as const;
export const PAYMENT_REFERENCE_MAX = 64;

/** A payment record is a payment, or the reversal of one (never edited or deleted). */
export const PAYMENT_KINDS = ['payment', 'reversal'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

/**
 * Minutes within which the same amount by the same method on the same due is taken for the
 * same payment recorded twice (issue 45 item 2), unless `confirm_duplicate` is sent.
 */
export const DUPLICATE_PAYMENT_MINUTES = 10;

/**
 * The reminder steps of an unpaid due (issue 45 item 4), in days from its due date: three days
 * before, on it, and 3 and 7 days after.
 */
export const DUE_REMINDER_STEPS = ['before_3', 'on_due_date', 'after_3', 'after_7'] as const;
export type DueReminderStep = (typeof DUE_REMINDER_STEPS)[number];
export const DUE_REMINDER_OFFSET_DAYS: Record<DueReminderStep, number> = {
  before_3: -3,
  on_due_date: 0,
  after_3: 3,
  after_7: 7,
};
/** What became of a reminder: waiting, sent, cancelled by a payment, or skipped when settled. */
export const DUE_REMINDER_STATUSES = ['pending', 'sent', 'cancelled', 'skipped'] as const;
export type DueReminderStatus = (typeof DUE_REMINDER_STATUSES)[number];
/** Reminder SMS leave between these Pakistan hours (09:00 to 20:00). */
export const REMINDER_SMS_FROM_HOUR = 9;
export const REMINDER_SMS_UNTIL_HOUR = 20;
/** The longest reminder SMS: 70 UTF-16 units in Urdu (one UCS-2 part), 160 characters in English. */
export const REMINDER_SMS_MAX: Record<'en' | 'ur', number> = { en: 160, ur: 70 };

/** The most months the collections summary and the CSV export cover. */
export const COLLECTIONS_MONTHS_MAX = 24;
export const COLLECTIONS_MONTHS_DEFAULT = 12;
/** The largest payment or charge, in rupees. */
export const MONEY_AMOUNT_MAX = 10_000_000;
/** The longest note on a charge and reason for a reversal, in characters. */
export const MONEY_NOTE_MAX = 200;
