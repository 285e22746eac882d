import { describe, expect, it } from 'vitest';
import { facilityLabel, placeName } from '../place-names';

describe('placeName', () => {
  it('should give the Urdu name in Urdu, and the name in English or when none is known', () => {
    const lahore = { name: 'Lahore', name_ur: 'لاہور' };
    expect(placeName(lahore, 'ur')).toBe('لاہور');
    expect(placeName(lahore, 'en')).toBe('Lahore');
    expect(placeName({ name: 'Canal Park', name_ur: null }, 'ur')).toBe('Canal Park');
    expect(placeName({ name: 'Canal Park', name_ur: '' }, 'ur')).toBe('Canal Park');
  });
});

describe('facilityLabel', () => {
  it("should give a known facility's Urdu name in Urdu, old names and any case included", () => {
    expect(facilityLabel('WiFi', 'ur')).toBe('وائی فائی');
    expect(facilityLabel('wifi', 'ur')).toBe('وائی فائی');
    expect(facilityLabel('AC', 'ur')).toBe('ایئر کنڈیشننگ');
    expect(facilityLabel('WiFi', 'en')).toBe('WiFi');
    expect(facilityLabel('AC', 'en')).toBe('AC');
    expect(facilityLabel('Rooftop', 'ur')).toBe('Rooftop');
  });
});
