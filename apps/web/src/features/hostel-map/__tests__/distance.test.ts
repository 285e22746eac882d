import { describe, expect, it } from 'vitest';
import { distanceKm, EARTH_RADIUS_KM } from '@hostelhub/shared';
import { formatDistanceKm } from '../utils/distance';

describe('distanceKm', () => {
  it('should use an earth radius of 6371 km', () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
    // A quarter of the equator.
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBeCloseTo(
      (Math.PI / 2) * 6371,
      6,
    );
  });

  it('should measure Karachi to Lahore as about 1,030 km', () => {
    const km = distanceKm({ lat: 24.8607, lng: 67.0011 }, { lat: 31.5204, lng: 74.3587 });
    expect(km).toBeGreaterThan(1020);
    expect(km).toBeLessThan(1040);
  });

  it('should be zero for the same point and the same both ways', () => {
    const a = { lat: 33.6844, lng: 73.0479 };
    const b = { lat: 33.7, lng: 73.1 };
    expect(distanceKm(a, a)).toBe(0);
    expect(distanceKm(a, b)).toBeCloseTo(distanceKm(b, a), 9);
  });
});

describe('formatDistanceKm', () => {
  it('should show one decimal below 100 km and whole kilometres above', () => {
    expect(formatDistanceKm(0.44)).toBe('0.4 km');
    expect(formatDistanceKm(12.36)).toBe('12.4 km');
    expect(formatDistanceKm(3)).toBe('3 km');
    expect(formatDistanceKm(1204.4)).toBe('1,204 km');
  });
});
