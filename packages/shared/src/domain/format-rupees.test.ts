import { describe, expect, it } from 'vitest';
import { formatRupeeRange, formatRupees } from './format-rupees.ts';

describe('formatRupees', () => {
  it('should group thousands and drop decimals', () => {
    expect(formatRupees(12000)).toBe('Rs 12,000');
    expect(formatRupees(1250000)).toBe('Rs 1,250,000');
    expect(formatRupees(999.6)).toBe('Rs 1,000');
    expect(formatRupees(0)).toBe('Rs 0');
  });
});

describe('formatRupeeRange', () => {
  it('should show one price for a single-number range', () => {
    expect(formatRupeeRange({ min: 11500, max: 11500 })).toBe('Rs 11,500');
  });

  it('should show a range with the unit once', () => {
    expect(formatRupeeRange({ min: 5000, max: 8000 })).toBe('Rs 5,000 - 8,000');
    expect(formatRupeeRange({ min: 5000, max: 8000 }, 'ur-PK')).toBe('Rs 5,000 - 8,000');
  });
});
