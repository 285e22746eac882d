/**
 * What Hostelhub writes about dues and receipts (issue 45 items 3 and 4;
 * docs/decisions/042-receipts-and-reminders.md): the reminders' SMS, email and in-app texts,
 * the receipt email, and the words of the server-rendered receipt and due pages
 * (`/receipts/{token}`, `/dues/{token}`). Spread into MAIL_MESSAGES_EN; dues-mail-ur.ts has the
 * same keys in Urdu. Placeholders: `{hostel}` the hostel's name, `{amount}` a figure such as
 * `Rs 12,500`, `{month}` a month (`December 2026`), `{due}` a day (`5 Dec`), `{day}` the same
 * day in figures (`5/12`, day and month), `{link}` an address, `{number}` a receipt number.
 */
export const DUES_MAIL_EN = {
  // Reminders (item 4). The SMS fits one part (160 characters; 70 UTF-16 units in Urdu): the
  // hostel's name is cut first, then the shorter forms are taken in order (smsShort without
  // the name, smsAmount with the amount only, smsLink). The in-app and email texts say whether
  // the due date has passed.
  'due.reminder.sms': '{hostel}: rent {amount} for {month} is due {due}. Details: {link}',
  'due.reminder.smsShort': 'Rent {amount} due {day}: {link}',
  'due.reminder.smsAmount': 'Rent {amount}: {link}',
  'due.reminder.smsLink': 'Rent due: {link}',
  'due.reminder.title': 'Rent due: {amount} for {month}',
  'due.reminder.bodyDue': '{hostel}: your rent of {amount} for {month} is due on {due}.',
  'due.reminder.bodyLate':
    '{hostel}: your rent of {amount} for {month} was due on {due} and is unpaid.',
  'due.reminder.open': 'See the due and the hostel’s phone number: {link}',
  'due.reminder.recordOnly':
    'Pay the hostel directly as you usually do (cash, bank transfer, JazzCash or Easypaisa). If you have paid, please ignore this message.',

  // The receipt email (item 3), sent by the hostel's team.
  'receipt.mail.subject': 'Receipt {number} from {hostel}',
  'receipt.mail.body':
    '{hostel} recorded your payment of {amount} for {month}. Receipt No. {number}.',
  'receipt.mail.reversalBody':
    '{hostel} recorded a reversal of {amount} for {month}. Receipt No. {number}.',
  'receipt.mail.open': 'See and print the receipt: {link}',

  // The receipt page (item 3).
  'receipt.page.title': 'Receipt',
  'receipt.page.reversalTitle': 'Reversal receipt',
  'receipt.page.number': 'Receipt No.',
  'receipt.page.date': 'Date',
  'receipt.page.resident': 'Received from',
  'receipt.page.month': 'For the month of',
  'receipt.page.amount': 'Amount',
  'receipt.page.words': 'In words',
  'receipt.page.method': 'Paid by',
  'receipt.page.reference': 'Reference',
  'receipt.page.receivedBy': 'Received by',
  'receipt.page.reversalOf': 'Reversal of No. {number}',
  'receipt.page.reason': 'Reason',
  'receipt.page.phone': 'Phone',
  'receipt.page.print': 'Print',
  'receipt.page.recordOnly':
    'Hostelhub records payments made to the hostel; it never takes or holds money.',
  'receipt.page.method.cash': 'Cash',
  'receipt.page.method.bank_transfer': 'Bank transfer',
  'receipt.page.method.jazzcash': 'JazzCash',
  'receipt.page.method.easypaisa': 'Easypaisa',
  'receipt.page.method.deposit': 'From the security deposit',
  'receipt.page.notFoundTitle': 'Not found',
  'receipt.page.notFound': 'This link is not valid. Ask the hostel for a new one.',

  // The due page (item 4: the reminders' short link).
  'due.page.title': 'Rent due',
  'due.page.month': 'Month',
  'due.page.total': 'Total',
  'due.page.paid': 'Paid',
  'due.page.balance': 'Balance',
  'due.page.dueDate': 'Due date',
  'due.page.settled': 'Paid in full. Thank you.',
  'due.page.howToPay':
    'Pay the hostel directly (cash, bank transfer, JazzCash or Easypaisa) and ask for a receipt.',
} as const;
