import { REMINDER_SMS_MAX } from '@hostelhub/shared';
import { paragraphMail } from '../../lib/mailer.ts';
import {
  amountInFigures,
  dayInFigures,
  dayText,
  fitSms,
  monthText,
} from '../receipts/receipts.logic.ts';
import type { NoticeEvent, NoticeReader } from './notify.types.ts';

/**
 * What a due reminder says (issue 45 item 4; docs/decisions/042): the hostel, the balance in
 * whole rupees, the due's month (`YYYY-MM-DD`, its 1st) and due date, the due page's token
 * (`/dues/{token}`, the short link), and whether the due date has passed.
 */
export interface DueReminderValues {
  hostel: string;
  amount: number;
  month: string;
  dueDate: string;
  token: string;
  late: boolean;
}

/** The greeting line when the recipient's name is known (a resident may have none left). */
function greeting(reader: NoticeReader): string[] {
  return reader.name ? [reader.t('mail.notice.greeting', { name: reader.name })] : [];
}

/** The placeholders of a reminder's texts in the reader's language. */
function reminderTexts(reader: NoticeReader, values: DueReminderValues) {
  return {
    hostel: values.hostel,
    amount: amountInFigures(values.amount, reader.language),
    month: monthText(values.month, reader.language),
    due: dayText(values.dueDate, reader.language),
    day: dayInFigures(values.dueDate, reader.language),
    link: reader.url(`/dues/${values.token}`),
  };
}

/**
 * A due reminder to the resident's own phone and email (an address recipient in the
 * resident's preferred_language; a resident may have no account). The SMS is a fixed template
 * of at most REMINDER_SMS_MAX units (160 in English, 70 in Urdu): the hostel's name is cut to
 * fit, then a shorter form is used (fitSms). The email always goes (it is about money owed).
 */
export const dueReminder: NoticeEvent<DueReminderValues> = {
  sms: {
    kind: 'due_reminder',
    texts: (reader, values) => {
      const texts = reminderTexts(reader, values);
      return fitSms(
        REMINDER_SMS_MAX[reader.language],
        values.hostel,
        (hostel) => reader.t('due.reminder.sms', { ...texts, hostel }),
        [
          () => reader.t('due.reminder.smsShort', texts),
          () => reader.t('due.reminder.smsAmount', texts),
          () => reader.t('due.reminder.smsLink', texts),
        ],
      );
    },
  },
  email: {
    kind: 'due_reminder',
    when: 'always',
    texts: (reader, values) => {
      const texts = reminderTexts(reader, values);
      return {
        subject: reader.t('due.reminder.title', texts),
        ...paragraphMail(
          [
            ...greeting(reader),
            reader.t(values.late ? 'due.reminder.bodyLate' : 'due.reminder.bodyDue', texts),
            reader.t('due.reminder.open', texts),
            reader.t('due.reminder.recordOnly'),
          ],
          reader.language,
        ),
      };
    },
  },
};

/** The same reminder in the app, for a resident whose stay is linked to their account. */
export const dueReminderInApp: NoticeEvent<DueReminderValues> = {
  notification: {
    type: 'due_reminder',
    texts: (reader, values) => {
      const texts = reminderTexts(reader, values);
      return {
        title: reader.t('due.reminder.title', texts),
        body: reader.t(values.late ? 'due.reminder.bodyLate' : 'due.reminder.bodyDue', texts),
        link: '/student',
        groupKey: `due:${values.token}`,
      };
    },
  },
};

/**
 * A receipt sent by email by the hostel's team (issue 45 item 3), to the resident's address in
 * their preferred_language: the number, amount, month and the receipt page's link.
 */
export const receiptEmail: NoticeEvent<{
  hostel: string;
  number: string;
  amount: number;
  month: string;
  token: string;
  reversal: boolean;
}> = {
  email: {
    kind: 'receipt',
    when: 'always',
    texts: (reader, values) => {
      const { t, language } = reader;
      const link = reader.url(`/receipts/${values.token}`);
      const texts = {
        hostel: values.hostel,
        number: values.number,
        amount: amountInFigures(values.amount, language),
        month: monthText(values.month, language),
        link,
      };
      return {
        subject: t('receipt.mail.subject', texts),
        ...paragraphMail(
          [
            ...greeting(reader),
            t(values.reversal ? 'receipt.mail.reversalBody' : 'receipt.mail.body', texts),
            t('receipt.mail.open', texts),
            t('mail.auth.signature'),
          ],
          language,
        ),
      };
    },
  },
};
