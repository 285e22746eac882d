import {
  VisitingWindowSchema,
  WEEKDAYS,
  type HostelDetail,
  type VisitingWindow,
  type Weekday,
} from '@hostelhub/shared';
import type { FormValues } from '../../../hooks/use-schema-form';

/** One visiting window as the editor holds it: `key` keeps a row's inputs while others go. */
export interface VisitingWindowRow {
  key: string;
  day: string;
  from: string;
  to: string;
}

/** The "Visits & reservations" form's values (issue 27): rows of windows and the deposit text. */
export interface BookingSettingsFields extends FormValues {
  visiting_hours: VisitingWindowRow[];
  deposit_text: string;
}

let rowSequence = 0;
function nextRowKey(): string {
  rowSequence += 1;
  return `window-${rowSequence}`;
}

/** The form's values from the hostel's saved settings (none yet: no windows, no deposit). */
export function bookingSettingsFields(
  hostel: Pick<HostelDetail, 'visiting_hours' | 'deposit_text'>,
): BookingSettingsFields {
  return {
    visiting_hours: sortWindows(hostel.visiting_hours ?? []).map((window) => ({
      key: nextRowKey(),
      ...window,
    })),
    deposit_text: hostel.deposit_text ?? '',
  };
}

/** What BookingSettingsSchema reads: the windows without their row keys. */
export function toBookingSettingsInput(values: BookingSettingsFields) {
  return {
    visiting_hours: values.visiting_hours.map(({ day, from, to }) => ({ day, from, to })),
    deposit_text: values.deposit_text,
  };
}

/**
 * A new row after `last`: the next day with the same times (owners usually repeat a window
 * across the week), or Monday 10:00 to 17:00 for the first one.
 */
export function newWindowRow(last: VisitingWindowRow | undefined): VisitingWindowRow {
  if (!last) return { key: nextRowKey(), day: 'monday', from: '10:00', to: '17:00' };
  const index = WEEKDAYS.indexOf(last.day as Weekday);
  const day = WEEKDAYS[(index + 1) % WEEKDAYS.length] ?? 'monday';
  return { key: nextRowKey(), day, from: last.from, to: last.to };
}

/** Which control of a row is wrong and the shared schema's message for it; null when fine. */
export function windowProblem(
  row: VisitingWindowRow,
): { field: 'day' | 'from' | 'to'; message: string } | null {
  const result = VisitingWindowSchema.safeParse({ day: row.day, from: row.from, to: row.to });
  if (result.success) return null;
  const issue = result.error.issues[0];
  const field = issue?.path[0];
  return {
    field: field === 'day' || field === 'from' ? field : 'to',
    message: issue?.message ?? '',
  };
}

/** Windows in week order (Monday first), then by start. */
export function sortWindows(windows: readonly VisitingWindow[]): VisitingWindow[] {
  return [...windows].sort(
    (a, b) =>
      WEEKDAYS.indexOf(a.day) - WEEKDAYS.indexOf(b.day) ||
      a.from.localeCompare(b.from) ||
      a.to.localeCompare(b.to),
  );
}

/** The windows grouped by day, in week order; days without a window are left out. */
export function windowsByDay(
  windows: readonly VisitingWindow[],
): { day: Weekday; ranges: { from: string; to: string }[] }[] {
  const sorted = sortWindows(windows);
  return WEEKDAYS.map((day) => ({
    day,
    ranges: sorted.filter((window) => window.day === day).map(({ from, to }) => ({ from, to })),
  })).filter((group) => group.ranges.length > 0);
}
