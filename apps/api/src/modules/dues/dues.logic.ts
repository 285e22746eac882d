import {
  DUE_REMINDER_OFFSET_DAYS,
  DUE_REMINDER_STEPS,
  type DueReminderStep,
  type DueStatus,
} from '@hostelhub/shared';

/**
 * The arithmetic of dues (issue 45 items 1 and 3; spec decision 27; docs/decisions/041): months
 * and days of Pakistan dates (`YYYY-MM-DD` strings, calendar arithmetic in UTC so no time zone
 * moves a day), proration, a due's total, balance and status, reminder dates and receipt
 * numbers. Pure: no clock, no database.
 */

const MS_PER_DAY = 86_400_000;

function toUtc(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** `date` plus `days` (negative: earlier). */
export function addDays(date: string, days: number): string {
  return fromUtc(toUtc(date) + days * MS_PER_DAY);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / MS_PER_DAY);
}

/** The first of the month of `date`: `2026-03-17` → `2026-03-01`; `2026-03` too. */
export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** How many days the month of `date` has. */
export function daysInMonth(date: string): number {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The last day of the month of `date`. */
export function monthEnd(date: string): string {
  return `${date.slice(0, 7)}-${String(daysInMonth(date)).padStart(2, '0')}`;
}

/** The month `months` after (negative: before) the month of `date`, as its 1st. */
export function addMonths(date: string, months: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  return fromUtc(Date.UTC(year, month - 1 + months, 1));
}

/** The `count` months ending with the month of `date`, oldest first, each as its 1st. */
export function monthsEnding(date: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) => addMonths(date, index - count + 1));
}

/** What one month of a stay covers and costs (the columns of a due). */
export interface Proration {
  month: string;
  dueDate: string;
  periodStart: string;
  periodEnd: string;
  days: number;
  daysInMonth: number;
  baseAmount: number;
}

/**
 * One month of a stay (issue 45 item 1; spec decision 27): the stay covers the days from
 * `moveIn` (inclusive) to `leaving` (exclusive: the leaving day is not charged), clipped to the
 * month; `baseAmount` = round((rent + mess) × days / days_in_month), once, in whole rupees (a
 * full month is exactly rent + mess). The due date is the billing day, or the move-in date when
 * that is later in the move-in month. A stay not touching the month has 0 days (the period then
 * is its first day).
 */
export function prorate(input: {
  month: string;
  billingDay: number;
  moveIn: string;
  leaving: string | null;
  rent: number;
  mess: number;
}): Proration {
  const month = monthStart(input.month);
  const last = monthEnd(month);
  const total = daysInMonth(month);
  const start = input.moveIn > month ? input.moveIn : month;
  const stayEnd = input.leaving ? addDays(input.leaving, -1) : last;
  const end = stayEnd < last ? stayEnd : last;
  const days = start > last || end < start ? 0 : daysBetween(start, end) + 1;
  const billing = `${month.slice(0, 8)}${String(input.billingDay).padStart(2, '0')}`;
  const dueDate = start > billing && start <= last ? start : billing;
  return {
    month,
    dueDate,
    periodStart: days > 0 ? start : month,
    periodEnd: days > 0 ? end : month,
    days,
    daysInMonth: total,
    baseAmount: Math.round(((input.rent + input.mess) * days) / total),
  };
}

/** The amounts a due's total, balance and status come from. */
export interface DueAmounts {
  baseAmount: number;
  chargesNet: number;
  paid: number;
  creditApplied: number;
}

/** max(0, base + charges − discounts). */
export function dueTotal(due: Pick<DueAmounts, 'baseAmount' | 'chargesNet'>): number {
  return Math.max(0, due.baseAmount + due.chargesNet);
}

/** total − paid − credit applied (negative when a discount left more paid than owed). */
export function dueBalance(due: DueAmounts): number {
  return dueTotal(due) - due.paid - due.creditApplied;
}

/** Paid when nothing is left, partly paid when something was paid, else unpaid. */
export function dueStatus(due: DueAmounts): DueStatus {
  if (dueBalance(due) <= 0) return 'paid';
  return due.paid + due.creditApplied > 0 ? 'partly_paid' : 'unpaid';
}

/** Whether a balance is left after the due date, and for how many days (0 when not overdue). */
export function lateness(due: DueAmounts & { dueDate: string }, today: string) {
  const overdue = dueBalance(due) > 0 && today > due.dueDate;
  return { overdue, daysLate: overdue ? daysBetween(due.dueDate, today) : 0 };
}

/**
 * The reminder steps of a due (issue 45 item 4): three days before its due date, on it, 3 and 7
 * days after; a step whose date has passed by `today` is left out.
 */
export function reminderSchedule(
  dueDate: string,
  today: string,
): { step: DueReminderStep; sendOn: string }[] {
  return DUE_REMINDER_STEPS.map((step) => ({
    step,
    sendOn: addDays(dueDate, DUE_REMINDER_OFFSET_DAYS[step]),
  })).filter((reminder) => reminder.sendOn >= today);
}

/**
 * A hostel's receipt prefix (issue 45 item 3): the first letters of up to three of its name's
 * Latin words, upper-case (`Al-Noor Boys Hostel` → `ANB`); `HH` when the name has none.
 */
export function receiptPrefix(hostelName: string): string {
  const initials = (hostelName.match(/[A-Za-z]+/g) ?? [])
    .slice(0, 3)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return initials || 'HH';
}

/** `{prefix}-{YYYY}-{000123}`: a receipt's number in its hostel's yearly sequence. */
export function receiptNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

/**
 * The WhatsApp link that sends a receipt (issue 45 item 3): `wa.me` with the resident's phone
 * digits (E.164 without `+`, 92…) and `text` followed by the link; null without a phone.
 */
export function whatsappUrl(phone: string | null, text: string, link: string): string | null {
  const digits = phone?.replace(/\D/g, '') ?? '';
  if (!digits) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(`${text} ${link}`)}`;
}

/**
 * How an amount is spread over what is open (oldest first): each target takes up to what it
 * lacks; what is left over is the remainder. Used for payments (the due, then the oldest unpaid
 * dues, then credit) and for credit moving onto a new due.
 */
export function spread<T extends { open: number }>(
  amount: number,
  targets: readonly T[],
): { parts: { target: T; amount: number }[]; rest: number } {
  let rest = amount;
  const parts: { target: T; amount: number }[] = [];
  for (const target of targets) {
    if (rest <= 0) break;
    const take = Math.min(rest, target.open);
    if (take <= 0) continue;
    parts.push({ target, amount: take });
    rest -= take;
  }
  return { parts, rest };
}
