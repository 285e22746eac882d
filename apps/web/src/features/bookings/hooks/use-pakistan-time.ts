import { BOOKING_TIME_ZONE, ltrIsolateTimes } from '@hostelhub/shared';
import { useMemo } from 'react';
import { useFormatters, useLanguage } from '../../../lib/i18n';
import { pakistanMidday } from '../utils/pakistan-time';

// The shapes of the shared format-date ('7 Dec 2026', '7 Dec 2026, 11:00 am'), with the day of
// the week a visit falls on, fixed to Pakistan time: visiting hours are Pakistan time, so the
// times agreed must read the same on a phone set to another zone (issue 27).
const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: BOOKING_TIME_ZONE,
};
const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  ...DAY,
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * Visit times and stay dates in the page's language (the locale of `useFormatters`), always in
 * Pakistan time: `dateTime` an instant, `date` the day of an instant, `day` a `YYYY-MM-DD`. In
 * Urdu the clock time of `dateTime` is a left-to-right isolate (issue 40 item 2).
 */
export function usePakistanTime() {
  const { locale } = useFormatters();
  const { language } = useLanguage();
  return useMemo(() => {
    const dayFormat = new Intl.DateTimeFormat(locale, DAY);
    const dateTimeFormat = new Intl.DateTimeFormat(locale, DAY_AND_TIME);
    return {
      dateTime: (instant: string) =>
        ltrIsolateTimes(language, dateTimeFormat.format(new Date(instant))),
      date: (instant: string) => dayFormat.format(new Date(instant)),
      day: (date: string) => dayFormat.format(pakistanMidday(date)),
    };
  }, [locale, language]);
}
