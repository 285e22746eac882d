import {
  formatCalendarDate,
  formatChatListTime,
  formatDateTime,
  formatList,
  formatMessageTime,
  formatOneDecimal,
  formatRupeeRange,
  formatRupees,
  formatTimestampHeader,
  formatUpToOneDecimal,
  formatWholeNumber,
  isolate,
  LANGUAGE_LOCALES,
  ltrIsolate,
  ltrIsolateTimes,
  parsePriceRange,
} from '@hostelhub/shared';
import { useMemo } from 'react';
import { libText } from './lib-text';
import { useLanguage } from './language-provider';
import { useT } from './use-t';

/**
 * Numbers, prices and dates in the page's language (issue 24): `Intl` with `en-PK` or `ur-PK`
 * (Western digits in both; docs/decisions/019-urdu-and-i18n.md). Rupees are whole, grouped.
 */
export function useFormatters() {
  const { language } = useLanguage();
  const t = useT(libText);
  return useMemo(() => {
    const locale = LANGUAGE_LOCALES[language];
    return {
      locale,
      /** A whole number with grouping: `1,250`. */
      number: (value: number) => formatWholeNumber(value, locale),
      /** An average rating, always one decimal: `4.3`, `4.0` (issue 26). */
      rating: (value: number) => formatOneDecimal(value, locale),
      /** A number with at most one decimal: `4`, `4.5` (a minimum rating). */
      decimal: (value: number) => formatUpToOneDecimal(value, locale),
      /**
       * Items joined as the language lists them: `A, B and C`, `A، B اور C` (no comma before
       * اور, issue 40 item 4); in Urdu each item with English in it is an isolate, so the list
       * keeps the Urdu order.
       */
      list: (items: readonly string[]) =>
        formatList(
          locale,
          items.map((item) => isolate(language, item)),
        ),
      /**
       * Whole rupees: `Rs 12,000`; in Urdu a left-to-right isolate (issue 40 item 2), so the
       * figure keeps its order in the Urdu sentence a caller puts it in, with a no-break space
       * (a line broken inside the isolate would show `Rs` and its figure on two lines, the
       * figure first). Text only, not an input's value.
       */
      rupees: (amount: number) =>
        language === 'ur'
          ? ltrIsolate(language, formatRupees(amount, locale).replace(' ', '\u00a0'))
          : formatRupees(amount, locale),
      /**
       * A hostel's `price_range` a month: `Rs 5,000 - 8,000 / month`, or 'Contact for price'; in
       * Urdu only the figure is a left-to-right isolate, not the Urdu unit ("⁦Rs 14,000⁩ ماہانہ").
       */
      monthlyPrice: (priceRange: string | null | undefined) => {
        const range = parsePriceRange(priceRange);
        if (!range) return t('price.contactForPrice');
        return t('price.perMonth', {
          price: ltrIsolate(language, formatRupeeRange(range, locale)),
        });
      },
      /**
       * Whole rupees a month, the site's one monthly format (product decision 8; issue 40 item
       * 10): `Rs 12,000 / month`, in Urdu "⁦Rs 12,000⁩ ماہانہ". A room's rent, a mess price.
       */
      monthlyRupees: (amount: number) =>
        t('price.perMonth', { price: ltrIsolate(language, formatRupees(amount, locale)) }),
      calendarDate: (time: Date | string) => formatCalendarDate(time, locale),
      // The clock times below are left-to-right isolates in Urdu (issue 40 item 2): "4:30 PM"
      // would read "PM 4:30" in a right-to-left line.
      dateTime: (time: Date | string) => ltrIsolateTimes(language, formatDateTime(time, locale)),
      chatListTime: (time: Date | string, now?: Date) =>
        ltrIsolateTimes(
          language,
          formatChatListTime(time, now, { locale, justNow: t('time.justNow') }),
        ),
      messageTime: (time: Date | string) =>
        ltrIsolateTimes(language, formatMessageTime(time, locale)),
      timestampHeader: (time: Date | string) =>
        ltrIsolateTimes(language, formatTimestampHeader(time, locale)),
    };
  }, [language, t]);
}
