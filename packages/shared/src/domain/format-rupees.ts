import { MESSAGES } from '../constants/messages.ts';
import { numberFormat } from './intl-formats.ts';
import { parsePriceRange } from './price-range.ts';

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

/**
 * Formats a hostel's `price_range` text for display: `Rs 12,000 / month` for one price,
 * `Rs 5,000 - 8,000 / month` for a range, and 'Contact for price' when absent or unreadable.
 */
export function formatMonthlyPrice(priceRange: string | null | undefined): string {
  const range = parsePriceRange(priceRange);
  if (!range) return MESSAGES.contactForPrice;
  if (range.min === range.max) return `${formatRupees(range.min)} / month`;
  return `${formatRupees(range.min)} - ${formatWholeNumber(range.max)} / month`;
}
