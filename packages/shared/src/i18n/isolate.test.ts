import { describe, expect, it } from 'vitest';
import { isolate, ltrIsolate, ltrIsolateTimes } from './isolate.ts';

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

// Issue 40 item 2: values that read left to right take a left-to-right isolate, letters or not.
describe('ltrIsolate', () => {
  const LRI = '\u2066';
  const PDI = '\u2069';

  it('should isolate times, sizes, coordinates, prices, phones and number ranges in Urdu', () => {
    for (const value of [
      '7:30 AM - 9:30 AM',
      '13 x 12 ft',
      '30.20392, 71.46862',
      'Rs 14,000',
      '0300 1234567',
      '+92 300 1234567',
      '5,000 - 8,000',
      '12:30',
    ]) {
      expect(ltrIsolate('ur', value)).toBe(`${LRI}${value}${PDI}`);
    }
  });

  it('should leave English pages, empty texts and texts already isolated as they are', () => {
    expect(ltrIsolate('en', '7:30 AM - 9:30 AM')).toBe('7:30 AM - 9:30 AM');
    expect(ltrIsolate('en', '30.20392, 71.46862')).toBe('30.20392, 71.46862');
    expect(ltrIsolate('ur', '')).toBe('');
    expect(ltrIsolate('ur', `${LRI}Rs 5,000${PDI}`)).toBe(`${LRI}Rs 5,000${PDI}`);
  });

  it('should isolate only the figure of a price, not the Urdu unit after it', () => {
    const price = `${ltrIsolate('ur', 'Rs 14,000')} ماہانہ`;
    expect(price).toBe(`${LRI}Rs 14,000${PDI} ماہانہ`);
    // A text built this way is not isolated again as a whole (no FSI around the Urdu unit).
    expect(isolate('ur', price)).toBe(price);
  });

  it('should isolate each time inside an Urdu date and time, and nothing else', () => {
    expect(ltrIsolateTimes('ur', 'جمعہ، 27 نومبر، 2026، 4:30 PM')).toBe(
      `جمعہ، 27 نومبر، 2026، ${LRI}4:30 PM${PDI}`,
    );
    expect(ltrIsolateTimes('ur', 'ناشتہ 7:30 AM - 9:30 AM تک')).toBe(
      `ناشتہ ${LRI}7:30 AM - 9:30 AM${PDI} تک`,
    );
    expect(ltrIsolateTimes('en', 'Fri, 27 Nov 2026, 4:30 pm')).toBe('Fri, 27 Nov 2026, 4:30 pm');
  });
});
