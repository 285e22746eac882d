/**
 * The receipts' and reminders' answers (issue 45 items 3 and 4), each saying what to do. Keys
 * of the server catalogue as `receipt.*`; the Urdu is in i18n/server/ur.ts.
 */
export const RECEIPT_MESSAGES = {
  paymentNotFound: 'Payment not found',
  noEmail:
    'This resident has no email address. Add one to their record, or send the receipt on WhatsApp.',
  channelInvalid: 'Choose email',
} as const;
