import { describe, expect, it } from 'vitest';
import { coordinatesAsText, isCoordinatesText } from '../schemas/locations.ts';
import { distanceKm, farPinQuestion } from './geo-distance.ts';

describe('distanceKm and the far-pin question (issue 22 item 3)', () => {
  it('should measure Lahore to Islamabad at about 270 km and a town at a few', () => {
    const lahore = { lat: 31.5204, lng: 74.3587 };
    expect(distanceKm(lahore, { lat: 33.6844, lng: 73.0479 })).toBeCloseTo(270, -1);
    expect(distanceKm(lahore, { lat: 31.5102, lng: 74.3441 })).toBeLessThan(2);
    expect(farPinQuestion('Lahore')).toBe(
      'This pin is more than 25 km from Lahore. Use it anyway?',
    );
  });
});

describe('isCoordinatesText (issue 22 item 2)', () => {
  it('should know the picker fallback and nothing that is an address', () => {
    expect(isCoordinatesText(coordinatesAsText(33.688924, 73.065948))).toBe(true);
    expect(isCoordinatesText('31.5204,74.3587')).toBe(true);
    expect(isCoordinatesText(' -31.5 74.35 ')).toBe(true);
    expect(isCoordinatesText('House 12, Street 4, Gulberg III')).toBe(false);
    expect(isCoordinatesText('Street 12, 44000')).toBe(false);
    expect(isCoordinatesText('')).toBe(false);
  });
});
