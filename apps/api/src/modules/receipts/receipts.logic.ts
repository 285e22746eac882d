import {
  formatRupees,
  formatShortDay,
  LANGUAGE_LOCALES,
  type Language,
  REMINDER_SMS_FROM_HOUR,
  REMINDER_SMS_UNTIL_HOUR,
} from '@hostelhub/shared';
import { ToWords as EnglishWords } from 'to-words/en-PK';
import { ToWords as UrduWords } from 'to-words/ur-PK';

/**
 * The receipts' and reminders' pure rules (issue 45 items 3 and 4;
 * docs/decisions/042-receipts-and-reminders.md): amounts in figures and words, months and
 * days in a language, a due's total and balance, the reminder SMS's hours and length, and a
 * masked email address.
 */

const WORDS: Record<Language, { convert(amount: number, options: object): string }> = {
  en: new EnglishWords(),
  ur: new UrduWords(),
};

/**
 * Whole rupees in words, as a receipt writes them (to-words, Pakistani lakh and crore):
 * `Twelve Thousand Five Hundred Rupees Only`, `بارہ ہزار پانچ سو روپے صرف`.
 */
export function amountInWords(amount: number, language: Language): string {
  return WORDS[language].convert(amount, { currency: true, ignoreDecimal: true });
}

/** Whole rupees in figures, Western digits in both languages: `Rs 12,500`. */
export function amountInFigures(amount: number, language: Language): string {
  return formatRupees(amount, LANGUAGE_LOCALES[language]);
}

const monthFormats = Object.fromEntries(
  (['en', 'ur'] as const).map((language) => [
    language,
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A due's month (`YYYY-MM` or its 1st, `YYYY-MM-DD`) as words: `December 2026`, `دسمبر 2026`. */
export function monthText(month: string, language: Language): string {
  return monthFormats[language].format(new Date(`${month.slice(0, 7)}-01T00:00:00Z`));
}

/** A `YYYY-MM-DD` day, short: `5 Dec`, `5 دسمبر`. */
export function dayText(day: string, language: Language): string {
  return formatShortDay(day, LANGUAGE_LOCALES[language]);
}

const figureDays = Object.fromEntries(
  (['en', 'ur'] as const).map((language) => [
    language,
    new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], {
      day: 'numeric',
      month: 'numeric',
      timeZone: 'UTC',
    }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** A `YYYY-MM-DD` day in figures, day then month: `5/12` (the Urdu SMS's short form). */
export function dayInFigures(day: string, language: Language): string {
  return figureDays[language].format(new Date(`${day}T00:00:00Z`));
}

/** The amounts of a dues row as the schema defines them. */
export interface DueAmounts {
  baseAmount: number;
  chargesNet: number;
  paid: number;
  creditApplied: number;
}

/**
 * A due's total and balance (schema/dues.ts): total = max(0, base_amount + charges_net);
 * balance = total − paid − credit_applied (0 or less: settled).
 */
export function dueTotals(due: DueAmounts): { total: number; balance: number } {
  const total = Math.max(0, due.baseAmount + due.chargesNet);
  return { total, balance: total - due.paid - due.creditApplied };
}

const karachiHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Karachi',
  hour: '2-digit',
  hourCycle: 'h23',
});

/** Whether reminder SMS may leave at `now`: from 09:00 up to, not including, 20:00 Pakistan time. */
export function isReminderHour(now: Date): boolean {
  const hour = Number(karachiHour.format(now));
  return hour >= REMINDER_SMS_FROM_HOUR && hour < REMINDER_SMS_UNTIL_HOUR;
}

/**
 * The longest of `forms` that fits in `max` UTF-16 units (issue 45 item 4: one SMS part): the
 * first form with the hostel's whole name, else with its name cut (whole code points, `…`
 * added) to the longest that fits, else each later form in order; the last form when none
 * fits. `withHostel('')` must still read well (the name is then left out).
 */
export function fitSms(
  max: number,
  hostel: string,
  withHostel: (hostel: string) => string,
  shorter: readonly (() => string)[],
): string {
  const whole = withHostel(hostel);
  if (whole.length <= max) return whole;
  const letters = Array.from(hostel.trim());
  for (let keep = letters.length - 1; keep >= 1; keep -= 1) {
    const cut = withHostel(`${letters.slice(0, keep).join('').trimEnd()}…`);
    if (cut.length <= max) return cut;
  }
  let last = whole;
  for (const form of shorter) {
    last = form();
    if (last.length <= max) return last;
  }
  return last;
}

/** An email address masked for an answer: `h***@example.pk`. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

/** What the reminder sender reads of a claimed reminder to decide whether it goes. */
export interface ReminderFacts extends DueAmounts {
  remindersOff: boolean;
  movedOutOn: string | null;
  erasedAt: Date | null;
  residentPhone: string | null;
  residentEmail: string | null;
  residentUserId: string | null;
}

/**
 * Whether a claimed reminder is skipped instead of sent (issue 45 item 4): its due is settled
 * (balance 0 or less), the owner turned the resident's reminders off, the resident moved out or
 * was erased, or there is nowhere to send it (no phone, email or account).
 */
export function reminderSkipped(facts: ReminderFacts): boolean {
  if (dueTotals(facts).balance <= 0) return true;
  if (facts.remindersOff || facts.movedOutOn !== null || facts.erasedAt !== null) return true;
  return !facts.residentPhone && !facts.residentEmail && !facts.residentUserId;
}
