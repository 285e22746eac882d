import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDirections } from '../utils/open-directions';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('openDirections', () => {
  it("should open directions from the user's position in a new tab without an opener", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (success: PositionCallback) =>
          success({
            coords: { latitude: 24.9, longitude: 67.1, accuracy: 10 },
            timestamp: 0,
          } as GeolocationPosition),
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);

    const result = await openDirections({ lat: 24.8607, lng: 67.0011 });

    const url = 'https://www.openstreetmap.org/directions?route=24.9,67.1;24.8607,67.0011';
    expect(result).toEqual({ url, locationError: null });
    expect(open).toHaveBeenCalledWith(url, '_blank', expect.stringContaining('noopener'));
  });

  it('should still open the destination when the position is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_success: PositionCallback, failure: PositionErrorCallback) =>
          failure({ code: 1, message: 'denied' } as GeolocationPositionError),
      },
    });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);

    const result = await openDirections({ lat: 24.8607, lng: 67.0011 });

    expect(result.locationError).toBe('Location permission was denied');
    expect(open).toHaveBeenCalledWith(
      'https://www.openstreetmap.org/?mlat=24.8607&mlon=67.0011#map=16/24.8607/67.0011',
      '_blank',
      expect.stringContaining('noopener'),
    );
  });
});
