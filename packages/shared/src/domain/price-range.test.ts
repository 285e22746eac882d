import { describe, expect, it } from 'vitest';
import { parsePriceRange, priceRangeMatches } from './price-range.ts';

describe('parsePriceRange', () => {
  it('should read a single price as a range of one value', () => {
    expect(parsePriceRange('12000')).toEqual({ min: 12000, max: 12000 });
  });

  it('should read min-max with or without spaces and separators', () => {
    expect(parsePriceRange('5000-8000')).toEqual({ min: 5000, max: 8000 });
    expect(parsePriceRange('5000 - 15000')).toEqual({ min: 5000, max: 15000 });
    expect(parsePriceRange('Rs 5,000 - 8,000')).toEqual({ min: 5000, max: 8000 });
  });

  it('should refuse text that is not a price or a range', () => {
    expect(parsePriceRange('')).toBeNull();
    expect(parsePriceRange(null)).toBeNull();
    expect(parsePriceRange('cheap')).toBeNull();
    expect(parsePriceRange('5000-')).toBeNull();
    expect(parsePriceRange('-5000')).toBeNull();
    expect(parsePriceRange('8000-5000')).toBeNull();
    expect(parsePriceRange('5000-8000-9000')).toBeNull();
  });
});

describe('priceRangeMatches', () => {
  it('should match every hostel when no price filter is active, even unparseable ones', () => {
    expect(priceRangeMatches('ask the warden', {})).toBe(true);
  });

  it('should match ranges that overlap the filter', () => {
    expect(priceRangeMatches('5000-8000', { min: 7000, max: 9000 })).toBe(true);
    expect(priceRangeMatches('5000-8000', { min: 8000 })).toBe(true);
    expect(priceRangeMatches('5000-8000', { max: 5000 })).toBe(true);
  });

  it('should drop ranges outside the filter and unparseable ranges', () => {
    expect(priceRangeMatches('5000-8000', { min: 8001 })).toBe(false);
    expect(priceRangeMatches('5000-8000', { max: 4999 })).toBe(false);
    expect(priceRangeMatches('ask the warden', { min: 1 })).toBe(false);
  });
});
