/**
 * Price ranges are free text on a hostel (`price_range`): a single number of rupees ("12000")
 * or a range ("5000-8000", "5000 - 8000"). Spec part 1 section 5 'Filters'; part 2 section 5.
 */

/** A parsed price range in whole rupees per month; `min <= max`. */
export interface PriceRange {
  min: number;
  max: number;
}

// Digits may carry thousands separators ("5,000") because owners type them that way.
const PRICE_RANGE_PATTERN = /^\s*(?:rs\.?\s*)?(\d[\d,]*)\s*(?:-\s*(\d[\d,]*)\s*)?$/i;

/**
 * Parses `price_range` text. Returns null for text that is not a number or a `min-max` range,
 * or whose minimum exceeds its maximum.
 */
export function parsePriceRange(text: string | null | undefined): PriceRange | null {
  if (!text) return null;
  const match = PRICE_RANGE_PATTERN.exec(text);
  if (!match?.[1]) return null;
  const min = Number(match[1].replaceAll(',', ''));
  const max = match[2] === undefined ? min : Number(match[2].replaceAll(',', ''));
  if (!Number.isSafeInteger(min) || !Number.isSafeInteger(max) || min > max) return null;
  return { min, max };
}

/**
 * True when the hostel's range overlaps the filter's [min, max] (either bound optional).
 * An unparseable range never matches an active price filter (part 1 section 5).
 */
export function priceRangeMatches(
  text: string | null | undefined,
  filter: { min?: number | undefined; max?: number | undefined },
): boolean {
  if (filter.min === undefined && filter.max === undefined) return true;
  const range = parsePriceRange(text);
  if (!range) return false;
  if (filter.min !== undefined && range.max < filter.min) return false;
  if (filter.max !== undefined && range.min > filter.max) return false;
  return true;
}
