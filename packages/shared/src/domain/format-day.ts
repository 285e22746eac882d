import { dateTimeFormat, numberFormat } from './intl-formats.ts';

/**
 * Calendar days and shares as charts and their tables show them (issue 30: owner insights and
 * the admin's analytics), in `locale` (`en-PK` or `ur-PK`, Western digits in both).
 */

const SHORT_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', timeZone: 'UTC' };
const LONG_DAY: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
};
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

// A date without a time is the same day everywhere: read and written as UTC midnight.
const midnight = (day: string) => new Date(`${day}T00:00:00Z`);

/** A `YYYY-MM-DD` day as an axis label, for example '10 Mar'. */
export function formatShortDay(day: string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, SHORT_DAY).format(midnight(day));
}

/** A `YYYY-MM-DD` day in full, for example 'Tue, 10 Mar 2026' (a table row). */
export function formatLongDay(day: string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, LONG_DAY).format(midnight(day));
}

/** A share (0.25) as a percentage with at most one decimal, for example '25%' or '12.5%'. */
export function formatPercent(share: number, locale = 'en-PK'): string {
  return numberFormat(locale, PERCENT).format(share);
}
