import { describe, expect, it } from 'vitest';
import { formatLongDay, formatPercent, formatShortDay } from './format-day.ts';

// Issue 30: chart days and shares, the same day wherever the reader is.
describe('chart days and shares', () => {
  it('should write a day as the calendar date it names, in English and Urdu', () => {
    expect(formatShortDay('2026-03-10')).toBe('10 Mar');
    expect(formatShortDay('2026-03-10', 'ur-PK')).toBe('10 مارچ');
    expect(formatLongDay('2026-03-10')).toBe('Tue, 10 Mar 2026');
    expect(formatLongDay('2026-03-10', 'ur-PK')).toBe('منگل، 10 مارچ، 2026');
  });

  it('should write a share as a percentage with at most one decimal', () => {
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0.12345)).toBe('12.3%');
    expect(formatPercent(0.125, 'ur-PK')).toBe('12.5%');
  });
});
