import { MESSAGES } from '../constants/messages.ts';
import { parsePriceRange } from './price-range.ts';

/**
 * Rupee formatting, one format on every screen (product decision 8): Pakistani rupees with
 * grouping and no decimals, e.g. `Rs 12,000 / month`.
 */

const rupeeFormat = new Intl.NumberFormat('en-PK', {
  style: 'currency',
  currency: 'PKR',
  maximumFractionDigits: 0,
  minimumFractionDigits: 0,
});
const groupedNumber = new Intl.NumberFormat('en-PK', { maximumFractionDigits: 0 });

/** Formats whole rupees as `Rs 12,000` (the space is a plain space). */
export function formatRupees(amount: number): string {
  return rupeeFormat.format(amount).replace(/\s/u, ' ');
}

/**
 * Formats a hostel's `price_range` text for display: `Rs 12,000 / month` for one price,
 * `Rs 5,000 - 8,000 / month` for a range, and 'Contact for price' when absent or unreadable.
 */
export function formatMonthlyPrice(priceRange: string | null | undefined): string {
  const range = parsePriceRange(priceRange);
  if (!range) return MESSAGES.contactForPrice;
  if (range.min === range.max) return `${formatRupees(range.min)} / month`;
  return `${formatRupees(range.min)} - ${groupedNumber.format(range.max)} / month`;
}
