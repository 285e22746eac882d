import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  GEOLOCATION_UNSUPPORTED,
  getCurrentPosition,
  MAP_BUTTON_GEOLOCATION,
} from '../geolocation';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubGeolocation(getCurrentPositionImpl: Geolocation['getCurrentPosition']) {
  const geolocation = { getCurrentPosition: vi.fn(getCurrentPositionImpl) };
  vi.stubGlobal('navigator', { ...navigator, geolocation });
  return geolocation;
}

describe('getCurrentPosition', () => {
  it("should reject with 'Geolocation is not supported by this browser' without the API", async () => {
    vi.stubGlobal('navigator', { userAgent: 'test' });
    await expect(getCurrentPosition(MAP_BUTTON_GEOLOCATION)).rejects.toThrow(
      'Geolocation is not supported by this browser',
    );
    expect(GEOLOCATION_UNSUPPORTED).toBe('Geolocation is not supported by this browser');
  });

  it("should resolve with the browser's position and pass the spec's options", async () => {
    const geolocation = stubGeolocation((success) =>
      success({
        coords: { latitude: 24.8607, longitude: 67.0011, accuracy: 25 },
        timestamp: 0,
      } as GeolocationPosition),
    );

    await expect(
      getCurrentPosition({ timeoutMs: 5000, maximumAgeMs: 300000, highAccuracy: true }),
    ).resolves.toEqual({ lat: 24.8607, lng: 67.0011, accuracyM: 25 });
    expect(geolocation.getCurrentPosition).toHaveBeenCalledWith(
      expect.any(Function),
      expect.any(Function),
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 300000 },
    );
  });

  it('should use the map button timings: 5 s timeout, 5 minute maximum age, no high accuracy', async () => {
    const geolocation = stubGeolocation((success) =>
      success({
        coords: { latitude: 1, longitude: 2, accuracy: 3 },
        timestamp: 0,
      } as GeolocationPosition),
    );
    await getCurrentPosition(MAP_BUTTON_GEOLOCATION);
    expect(geolocation.getCurrentPosition.mock.calls[0]?.[2]).toEqual({
      enableHighAccuracy: false,
      timeout: 5000,
      maximumAge: 300000,
    });
  });

  it('should reject with a readable message when permission is denied', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    await expect(getCurrentPosition(MAP_BUTTON_GEOLOCATION)).rejects.toThrow(
      'Location permission was denied',
    );
  });

  it('should reject with a readable message on a timeout', async () => {
    stubGeolocation((_success, failure) =>
      failure?.({ code: 3, message: 'Timeout expired' } as GeolocationPositionError),
    );
    await expect(getCurrentPosition(MAP_BUTTON_GEOLOCATION)).rejects.toThrow(
      'Finding your location took too long',
    );
  });
});
