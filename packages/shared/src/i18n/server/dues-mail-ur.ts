import type { DUES_MAIL_EN } from './dues-mail-en.ts';

/**
 * The Urdu of the dues and receipts texts (issue 45 items 3 and 4): the same keys and
 * placeholders as DUES_MAIL_EN, Western digits. The SMS is written short: one Urdu SMS part
 * holds 70 UTF-16 units, and the link alone takes about 48 (docs/decisions/042).
 */
export const DUES_MAIL_UR = {
  'due.reminder.sms': '{hostel}: {month} کا کرایہ {amount}، {due} تک {link}',
  'due.reminder.smsShort': '{amount} {day} تک {link}',
  'due.reminder.smsAmount': 'کرایہ {amount} {link}',
  'due.reminder.smsLink': 'کرایہ واجب: {link}',
  'due.reminder.title': '{month} کا کرایہ واجب ہے: {amount}',
  'due.reminder.bodyDue': '{hostel}: {month} کا آپ کا کرایہ {amount} {due} تک ادا کرنا ہے۔',
  'due.reminder.bodyLate':
    '{hostel}: {month} کا آپ کا کرایہ {amount} {due} تک ادا کرنا تھا اور ابھی باقی ہے۔',
  'due.reminder.open': 'واجب رقم اور ہاسٹل کا فون نمبر یہاں دیکھیں: {link}',
  'due.reminder.recordOnly':
    'ہاسٹل کو حسب معمول براہ راست ادائیگی کریں (نقد، بینک ٹرانسفر، جاز کیش یا ایزی پیسہ)۔ اگر آپ ادائیگی کر چکے ہیں تو براہ کرم یہ پیغام نظر انداز کر دیں۔',

  'receipt.mail.subject': '{hostel} کی رسید {number}',
  'receipt.mail.body':
    '{hostel} نے {month} کے لیے آپ کی {amount} کی ادائیگی درج کر لی ہے۔ رسید نمبر {number}۔',
  'receipt.mail.reversalBody':
    '{hostel} نے {month} کے لیے {amount} کی واپسی درج کی ہے۔ رسید نمبر {number}۔',
  'receipt.mail.open': 'رسید دیکھیں اور پرنٹ کریں: {link}',

  'receipt.page.title': 'رسید',
  'receipt.page.reversalTitle': 'واپسی کی رسید',
  'receipt.page.number': 'رسید نمبر',
  'receipt.page.date': 'تاریخ',
  'receipt.page.resident': 'ادا کنندہ',
  'receipt.page.month': 'مہینہ',
  'receipt.page.amount': 'رقم',
  'receipt.page.words': 'رقم الفاظ میں',
  'receipt.page.method': 'ادائیگی کا طریقہ',
  'receipt.page.reference': 'حوالہ نمبر',
  'receipt.page.receivedBy': 'وصول کرنے والا',
  'receipt.page.reversalOf': 'رسید نمبر {number} کی واپسی',
  'receipt.page.reason': 'وجہ',
  'receipt.page.phone': 'فون',
  'receipt.page.print': 'پرنٹ کریں',
  'receipt.page.recordOnly':
    'Hostelhub ہاسٹل کو کی گئی ادائیگیاں درج کرتا ہے؛ یہ کبھی رقم وصول یا اپنے پاس نہیں رکھتا۔',
  'receipt.page.method.cash': 'نقد',
  'receipt.page.method.bank_transfer': 'بینک ٹرانسفر',
  'receipt.page.method.jazzcash': 'جاز کیش',
  'receipt.page.method.easypaisa': 'ایزی پیسہ',
  'receipt.page.method.deposit': 'سیکیورٹی ڈپازٹ سے',
  'receipt.page.notFoundTitle': 'نہیں ملا',
  'receipt.page.notFound': 'یہ لنک درست نہیں۔ ہاسٹل سے نیا لنک مانگیں۔',

  'due.page.title': 'واجب کرایہ',
  'due.page.month': 'مہینہ',
  'due.page.total': 'کل رقم',
  'due.page.paid': 'ادا شدہ',
  'due.page.balance': 'باقی رقم',
  'due.page.dueDate': 'آخری تاریخ',
  'due.page.settled': 'پوری رقم ادا ہو چکی ہے۔ شکریہ۔',
  'due.page.howToPay':
    'ہاسٹل کو براہ راست ادائیگی کریں (نقد، بینک ٹرانسفر، جاز کیش یا ایزی پیسہ) اور رسید مانگیں۔',
} satisfies Record<keyof typeof DUES_MAIL_EN, string>;
