import { karachiToday } from '@hostelhub/shared';

/**
 * Months as the dues screens use them (issue 45): `YYYY-MM`, Pakistan months. A month is read
 * and written as its first day at UTC midnight, so the same month everywhere.
 */

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/u;

/** This Pakistan month, `YYYY-MM`. */
export function thisMonth(now: Date = new Date()): string {
  return karachiToday(now).slice(0, 7);
}

/** Whether `text` is a `YYYY-MM` month. */
export function isMonth(text: string | null | undefined): text is string {
  return typeof text === 'string' && MONTH.test(text);
}

/** The month `count` months after `month` (before, when negative). */
export function addMonths(month: string, count: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, index - 1 + count, 1));
  return first.toISOString().slice(0, 7);
}

/** A month in words in `locale`: 'November 2026' (long) or 'Nov 26' (short, a chart axis). */
export function formatMonth(month: string, locale: string, style: 'long' | 'short' = 'long') {
  return new Intl.DateTimeFormat(locale, {
    month: style,
    year: style === 'long' ? 'numeric' : '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}
