import { describe, expect, it } from 'vitest';
import {
  directionsUrl,
  FIT_MARGIN_DEGREES,
  fitBoundsFor,
  isValidCoordinate,
  mapViewFor,
} from '../utils/directions';

const karachi = { center: { lat: 24.8607, lng: 67.0011 }, zoom: 11 };

describe('isValidCoordinate', () => {
  it('should accept latitudes from -90 to 90 and longitudes from -180 to 180', () => {
    expect(isValidCoordinate(24.8607, 67.0011)).toBe(true);
    expect(isValidCoordinate(-90, -180)).toBe(true);
    expect(isValidCoordinate(90, 180)).toBe(true);
    expect(isValidCoordinate(0, 0)).toBe(true);
  });

  it('should reject coordinates out of range', () => {
    expect(isValidCoordinate(90.0001, 67)).toBe(false);
    expect(isValidCoordinate(-91, 67)).toBe(false);
    expect(isValidCoordinate(24, 180.5)).toBe(false);
    expect(isValidCoordinate(24, -181)).toBe(false);
  });

  it('should reject missing and non-finite values', () => {
    expect(isValidCoordinate(null, 67)).toBe(false);
    expect(isValidCoordinate(24, undefined)).toBe(false);
    expect(isValidCoordinate(Number.NaN, 67)).toBe(false);
    expect(isValidCoordinate(24, Number.POSITIVE_INFINITY)).toBe(false);
  });
});

describe('fitBoundsFor', () => {
  it('should pad the box around the points by 0.003 degrees on every side', () => {
    const bounds = fitBoundsFor([
      { lat: 24.9, lng: 67.1 },
      { lat: 24.8, lng: 67.0 },
      { lat: 24.85, lng: 67.2 },
    ]);
    expect(FIT_MARGIN_DEGREES).toBe(0.003);
    expect(bounds?.[0][0]).toBeCloseTo(24.797, 9);
    expect(bounds?.[0][1]).toBeCloseTo(66.997, 9);
    expect(bounds?.[1][0]).toBeCloseTo(24.903, 9);
    expect(bounds?.[1][1]).toBeCloseTo(67.203, 9);
  });

  it('should give a small box around a single point', () => {
    const bounds = fitBoundsFor([{ lat: 31.5204, lng: 74.3587 }]);
    expect(bounds?.[0][0]).toBeCloseTo(31.5174, 9);
    expect(bounds?.[1][1]).toBeCloseTo(74.3617, 9);
  });

  it('should ignore invalid points and return null when none is left', () => {
    expect(fitBoundsFor([])).toBeNull();
    expect(fitBoundsFor([{ lat: 200, lng: 67 }])).toBeNull();
    const bounds = fitBoundsFor([
      { lat: Number.NaN, lng: 0 },
      { lat: 24.8, lng: 67 },
    ]);
    expect(bounds?.[0][0]).toBeCloseTo(24.797, 9);
  });

  it('should keep the padded box on the globe', () => {
    expect(fitBoundsFor([{ lat: 90, lng: 180 }])).toEqual([
      [89.997, 179.997],
      [90, 180],
    ]);
  });
});

describe('mapViewFor', () => {
  it('should fall back to the given centre when there are no points', () => {
    expect(mapViewFor([], karachi)).toEqual(karachi);
  });

  it('should centre on a single hostel at zoom 15', () => {
    expect(mapViewFor([{ lat: 33.6844, lng: 73.0479 }], karachi)).toEqual({
      center: { lat: 33.6844, lng: 73.0479 },
      zoom: 15,
    });
  });

  it('should treat several hostels at one spot like a single hostel', () => {
    const spot = { lat: 24.9, lng: 67.1 };
    expect(mapViewFor([spot, { ...spot }], karachi)).toEqual({ center: spot, zoom: 15 });
  });

  it('should fit the padded box around several hostels', () => {
    const view = mapViewFor(
      [
        { lat: 24.9, lng: 67.1 },
        { lat: 31.5, lng: 74.3 },
      ],
      karachi,
    );
    expect(view).toEqual({
      bounds: fitBoundsFor([
        { lat: 24.9, lng: 67.1 },
        { lat: 31.5, lng: 74.3 },
      ]),
    });
  });
});

describe('directionsUrl', () => {
  it('should link to OpenStreetMap directions from the origin to the destination', () => {
    expect(directionsUrl({ lat: 24.8607, lng: 67.0011 }, { lat: 24.9, lng: 67.1 })).toBe(
      'https://www.openstreetmap.org/directions?route=24.9,67.1;24.8607,67.0011',
    );
  });

  it('should centre a map on the destination when the origin is unknown', () => {
    const expected =
      'https://www.openstreetmap.org/?mlat=24.8607&mlon=67.0011#map=16/24.8607/67.0011';
    expect(directionsUrl({ lat: 24.8607, lng: 67.0011 })).toBe(expected);
    expect(directionsUrl({ lat: 24.8607, lng: 67.0011 }, null)).toBe(expected);
  });

  it('should ignore an invalid origin', () => {
    expect(directionsUrl({ lat: 24.8607, lng: 67.0011 }, { lat: 100, lng: 0 })).toContain(
      'mlat=24.8607',
    );
  });

  it('should round to six decimals', () => {
    expect(directionsUrl({ lat: 24.123456789, lng: -67.987654321 })).toContain(
      'mlat=24.123457&mlon=-67.987654',
    );
  });

  it('should refuse an invalid destination', () => {
    expect(() => directionsUrl({ lat: 91, lng: 67 })).toThrow(
      'Invalid location coordinates provided',
    );
  });
});
