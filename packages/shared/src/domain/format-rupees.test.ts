import { describe, expect, it } from 'vitest';
import { formatMonthlyPrice, formatRupees } from './format-rupees.ts';

describe('formatRupees', () => {
  it('should group thousands and drop decimals', () => {
    expect(formatRupees(12000)).toBe('Rs 12,000');
    expect(formatRupees(1250000)).toBe('Rs 1,250,000');
    expect(formatRupees(999.6)).toBe('Rs 1,000');
    expect(formatRupees(0)).toBe('Rs 0');
  });
});

describe('formatMonthlyPrice', () => {
  it('should show one price per month', () => {
    expect(formatMonthlyPrice('12000')).toBe('Rs 12,000 / month');
  });

  it('should show a range per month', () => {
    expect(formatMonthlyPrice('5000 - 8000')).toBe('Rs 5,000 - 8,000 / month');
  });

  it("should say 'Contact for price' when the price is absent or unreadable", () => {
    expect(formatMonthlyPrice(null)).toBe('Contact for price');
    expect(formatMonthlyPrice('')).toBe('Contact for price');
    expect(formatMonthlyPrice('negotiable')).toBe('Contact for price');
  });
});
