import {
  formatCalendarDate,
  formatChatListTime,
  formatDateTime,
  formatList,
  formatMessageTime,
  formatOneDecimal,
  formatRupees,
  formatTimestampHeader,
  formatUpToOneDecimal,
  formatWholeNumber,
  isolate,
  LANGUAGE_LOCALES,
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
      /** Whole rupees: `Rs 12,000`. */
      rupees: (amount: number) => formatRupees(amount, locale),
      /** A hostel's `price_range` a month: `Rs 5,000 - 8,000 / month`, or 'Contact for price'. */
      monthlyPrice: (priceRange: string | null | undefined) => {
        const range = parsePriceRange(priceRange);
        if (!range) return t('price.contactForPrice');
        const price =
          range.min === range.max
            ? formatRupees(range.min, locale)
            : `${formatRupees(range.min, locale)} - ${formatWholeNumber(range.max, locale)}`;
        // In Urdu the range reads as one left-to-right unit (a Unicode isolate), as on the card.
        return t('price.perMonth', { price: language === 'ur' ? `\u2066${price}\u2069` : price });
      },
      calendarDate: (time: Date | string) => formatCalendarDate(time, locale),
      dateTime: (time: Date | string) => formatDateTime(time, locale),
      chatListTime: (time: Date | string, now?: Date) =>
        formatChatListTime(time, now, { locale, justNow: t('time.justNow') }),
      messageTime: (time: Date | string) => formatMessageTime(time, locale),
      timestampHeader: (time: Date | string) => formatTimestampHeader(time, locale),
    };
  }, [language, t]);
}
