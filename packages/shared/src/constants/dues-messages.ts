import {
  BILLING_DAY_MAX,
  BILLING_DAY_MIN,
  COLLECTIONS_MONTHS_MAX,
  MONEY_NOTE_MAX,
  PAYMENT_REFERENCE_MAX,
} from './dues.ts';

/**
 * The texts of rent and dues (issue 45; spec decisions 27 and 28), each saying what to do. Keys
 * of the server catalogue as `dues.*`; the Urdu is in i18n/server/ur.ts.
 */
export const DUES_MESSAGES = {
  // Fields.
  billingDayInvalid: `Choose a billing day from ${BILLING_DAY_MIN} to ${BILLING_DAY_MAX}`,
  monthInvalid: 'Choose a month (YYYY-MM)',
  monthRangeInvalid: `Choose a range of at most ${COLLECTIONS_MONTHS_MAX} months, the first month before the last`,
  monthsInvalid: `Choose from 1 to ${COLLECTIONS_MONTHS_MAX} months`,
  statusInvalid: 'Choose unpaid, partly paid or paid',
  amountInvalid: 'Enter an amount of at least 1 rupee, in whole rupees',
  chargeKindInvalid: 'Choose charge or discount',
  chargeReasonInvalid: 'Choose electricity, AC, fine, repair or other',
  noteLong: `A note can be at most ${MONEY_NOTE_MAX} characters`,
  methodInvalid: 'Choose cash, bank transfer, JazzCash or Easypaisa',
  referenceRequired: 'Enter the transaction reference of this bank transfer or wallet payment',
  referenceLong: `A reference can be at most ${PAYMENT_REFERENCE_MAX} characters`,
  paidOnFuture: 'The payment date cannot be in the future.',
  dateInvalid: 'Choose a date (YYYY-MM-DD)',
  receivedByInvalid: "Choose the hostel's owner or one of its staff as who received the money.",
  reasonRequired: `Give a reason of 1 to ${MONEY_NOTE_MAX} characters`,

  // Refusals.
  dueNotFound: 'Due not found',
  paymentNotFound: 'Payment not found',
  possibleDuplicate:
    'This payment looks already recorded: the same amount by the same method on this due. Check the payments below; send it again only if it is a second payment.',
  alreadyReversed: 'This payment has already been reversed.',
  reversalNotReversible: 'A reversal cannot be reversed. Record a new payment instead.',
  onlyOwnerReverses: 'Only the hostel owner can reverse a payment.',
  onlyOwnerBillingDay: 'Only the hostel owner can change the billing day.',

  // The WhatsApp message that carries a receipt's link.
  receiptWhatsApp: 'Your rent receipt from Hostelhub:',
} as const;
