import { numberFormat } from './intl-formats.ts';
import type { PriceRange } from './price-range.ts';

/**
 * Rupee formatting, one format on every screen (product decision 8): Pakistani rupees with
 * grouping and no decimals, e.g. `Rs 12,000 / month`.
 */

const RUPEES: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
};
const GROUPED: Intl.NumberFormatOptions = { maximumFractionDigits: 0 };
const ONE_DECIMAL: Intl.NumberFormatOptions = {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
};
const UP_TO_ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/**
 * Formats whole rupees as `Rs 12,000` (the space is a plain space); `locale` `ur-PK` for Urdu
 * pages (the same Western digits and grouping).
 */
export function formatRupees(amount: number, locale = 'en-PK'): string {
  return numberFormat(locale, RUPEES).format(amount).replace(/\s/u, ' ');
}

/** A whole number with grouping, e.g. `8,000`, in `locale`. */
export function formatWholeNumber(amount: number, locale = 'en-PK'): string {
  return numberFormat(locale, GROUPED).format(amount);
}

/** An average rating, always with one decimal (`4.3`, `4.0`), in `locale` (issue 26). */
export function formatOneDecimal(value: number, locale = 'en-PK'): string {
  return numberFormat(locale, ONE_DECIMAL).format(value);
}

/** A number with at most one decimal (`4`, `4.5`: a minimum rating), in `locale`. */
export function formatUpToOneDecimal(value: number, locale = 'en-PK'): string {
  return numberFormat(locale, UP_TO_ONE_DECIMAL).format(value);
}

/**
 * The figure of a price range in `locale`: `Rs 12,000` for one price (min = max, a single-number
 * `price_range`), `Rs 5,000 - 8,000` for a range. The words around it ("/ month", ماہانہ) come
 * from the caller's catalogue. Every screen, page head and email formats a range with this one
 * function (issue 40 item 10).
 */
export function formatRupeeRange(range: PriceRange, locale = 'en-PK'): string {
  return range.min === range.max
    ? formatRupees(range.min, locale)
    : `${formatRupees(range.min, locale)} - ${formatWholeNumber(range.max, locale)}`;
}
