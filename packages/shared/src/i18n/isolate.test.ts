import { describe, expect, it } from 'vitest';
import { isolate } from './isolate.ts';

// Decision 019: English inside Urdu keeps its own order as a Unicode isolate.
describe('isolate', () => {
  it('should isolate a text with English in it, in Urdu only', () => {
    expect(isolate('ur', 'Gulberg Hostel (Boys)')).toBe('\u2068Gulberg Hostel (Boys)\u2069');
    expect(isolate('ur', 'Rs 8,000')).toBe('\u2068Rs 8,000\u2069');
    expect(isolate('en', 'Gulberg Hostel (Boys)')).toBe('Gulberg Hostel (Boys)');
  });

  it('should leave Urdu, bare numbers and a text already isolated as they are', () => {
    expect(isolate('ur', 'لاہور')).toBe('لاہور');
    expect(isolate('ur', '1,000')).toBe('1,000');
    expect(isolate('ur', '\u2066Rs 5,000 - 8,000\u2069')).toBe('\u2066Rs 5,000 - 8,000\u2069');
    expect(isolate('ur', '“\u2068Near UET\u2069”')).toBe('“\u2068Near UET\u2069”');
  });
});
