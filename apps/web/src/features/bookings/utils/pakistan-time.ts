import {
  BOOKING_HORIZON_DAYS,
  karachiDayAndClock,
  karachiToday,
  WEEKDAYS,
  type VisitingWindow,
  type Weekday,
} from '@hostelhub/shared';

/**
 * Dates and clocks as visits and reservations use them (issue 27): visiting hours, visit times
 * and move-in dates are Pakistan time (BOOKING_TIME_ZONE), whatever the browser's zone.
 */

/** Pakistan's offset from UTC: it keeps no daylight saving, so one offset is always right. */
const PAKISTAN_OFFSET = '+05:00';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/u;
const CLOCK_PATTERN = /^\d{2}:\d{2}$/u;

/**
 * The instant a day (`YYYY-MM-DD`) and a clock (`HH:MM`) name in Pakistan time, as the ISO
 * date-time with offset the API takes (`2026-12-07T11:00:00+05:00`); '' while either is missing.
 */
export function pakistanInstant(date: string, clock: string): string {
  if (!DATE_PATTERN.test(date) || !CLOCK_PATTERN.test(clock)) return '';
  return `${date}T${clock}:00${PAKISTAN_OFFSET}`;
}

/** Midday of a Pakistan calendar day, an instant that is that day in every time zone's eyes. */
export function pakistanMidday(date: string): Date {
  return new Date(`${date}T12:00:00${PAKISTAN_OFFSET}`);
}

/** `date` (`YYYY-MM-DD`) plus `days` days. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The first and last day a visit or a move-in may be asked for, Pakistan time. */
export function bookableDays(now: Date = new Date()): { min: string; max: string } {
  const today = karachiToday(now);
  return { min: today, max: addDays(today, BOOKING_HORIZON_DAYS) };
}

/** The day of the week of a `YYYY-MM-DD` date; null for anything else. */
export function weekdayOf(date: string): Weekday | null {
  if (!DATE_PATTERN.test(date)) return null;
  const midday = pakistanMidday(date);
  return Number.isNaN(midday.getTime()) ? null : karachiDayAndClock(midday).day;
}

/** The windows of each day that has any, Monday first, each day's in the order of the clock. */
export function windowsByDay(
  windows: readonly VisitingWindow[],
): { day: Weekday; windows: VisitingWindow[] }[] {
  return WEEKDAYS.map((day) => ({
    day,
    windows: windows
      .filter((window) => window.day === day)
      .sort((a, b) => a.from.localeCompare(b.from)),
  })).filter((entry) => entry.windows.length > 0);
}

/** The earliest start and the latest end of one day's windows (a time input's bounds), or null. */
export function dayBounds(
  windows: readonly VisitingWindow[],
  day: Weekday | null,
): { min: string; max: string } | null {
  const own = windows.filter((window) => window.day === day);
  if (own.length === 0) return null;
  return {
    min: own.map((window) => window.from).sort()[0] ?? '',
    max:
      own
        .map((window) => window.to)
        .sort()
        .at(-1) ?? '',
  };
}
