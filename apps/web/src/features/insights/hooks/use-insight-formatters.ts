import { formatLongDay, formatPercent, formatShortDay } from '@hostelhub/shared';
import { useMemo } from 'react';
import { useFormatters } from '../../../lib/i18n';

/**
 * The page's number, rupee and date formats (lib/i18n's `useFormatters`, issue 24) with the
 * chart days and shares of issue 30: `shortDay('2026-03-10')` '10 Mar', `longDay` 'Tue, 10 Mar
 * 2026', `percent(0.125)` '12.5%'.
 */
export function useInsightFormatters() {
  const format = useFormatters();
  return useMemo(
    () => ({
      ...format,
      shortDay: (day: string) => formatShortDay(day, format.locale),
      longDay: (day: string) => formatLongDay(day, format.locale),
      percent: (share: number) => formatPercent(share, format.locale),
    }),
    [format],
  );
}
