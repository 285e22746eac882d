import { describe, expect, it } from 'vitest';
import { changesNeedingReview, priceRaiseNeedsReview } from './hostel-change.ts';

/** A single price is a range of one value when an edit's price raise is weighed (issue 40 item 1). */
describe('priceRaiseNeedsReview with a single price', () => {
  it('should hold a raise of more than a quarter from or to a single number', () => {
    expect(priceRaiseNeedsReview('11500', '15000')).toBe(true);
    expect(priceRaiseNeedsReview('11500', '11500 - 15000')).toBe(true);
    expect(priceRaiseNeedsReview('8000 - 12000', '12000')).toBe(true);
  });

  it('should apply a small raise or a lower single price at once', () => {
    expect(priceRaiseNeedsReview('11500', '14000')).toBe(false);
    expect(priceRaiseNeedsReview('11500', '9000')).toBe(false);
    expect(priceRaiseNeedsReview('10000 - 12000', '11000')).toBe(false);
  });

  it('should hold only the new name when a single-price hostel is renamed', () => {
    expect(
      changesNeedingReview(
        { name: 'Pindi Boys Hostel', price_range: '11500' },
        { name: 'Pindi Boys Hostel Annex', price_range: '11500' },
      ),
    ).toEqual({ name: 'Pindi Boys Hostel Annex' });
  });
});
