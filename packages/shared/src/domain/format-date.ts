import { dateTimeFormat } from './intl-formats.ts';

const CALENDAR_DATE: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
};
const DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  ...CALENDAR_DATE,
  hour: 'numeric',
  minute: '2-digit',
};

/** A day as lists show it, for example '23 Nov 2026' (joined dates, message dates). */
export function formatCalendarDate(time: Date | string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, CALENDAR_DATE).format(
    typeof time === 'string' ? new Date(time) : time,
  );
}

/** A moment as detail views show it, for example '23 Nov 2026, 3:05 pm'. */
export function formatDateTime(time: Date | string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, DATE_AND_TIME).format(
    typeof time === 'string' ? new Date(time) : time,
  );
}

const KARACHI_DATE_AND_TIME: Intl.DateTimeFormatOptions = {
  ...DATE_AND_TIME,
  weekday: 'short',
  timeZone: 'Asia/Karachi',
};

/**
 * A moment in Pakistan time whatever the reader's or the server's zone, for example 'Fri, 27
 * Nov 2026, 4:30 pm' (issue 27: visits, reminders, calendar texts).
 */
export function formatKarachiDateTime(time: Date | string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, KARACHI_DATE_AND_TIME).format(
    typeof time === 'string' ? new Date(time) : time,
  );
}
