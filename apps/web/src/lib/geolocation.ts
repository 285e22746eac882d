/**
 * The browser's position as a promise (spec part 1 section 9 'Geolocation'), with the option
 * sets the spec names for each screen.
 */
/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface GeolocationRequest {
  /** How long to wait for a position once allowed, in milliseconds. */
  timeoutMs: number;
  /** How old a cached position may be, in milliseconds. */
  maximumAgeMs: number;
  highAccuracy?: boolean;
}

/** The map's Get Directions button: 5 s timeout, positions up to 5 minutes old. */
export const MAP_BUTTON_GEOLOCATION: GeolocationRequest = {
  timeoutMs: 5_000,
  maximumAgeMs: 300_000,
};
/** The hostel detail dialog: 10 s timeout. */
export const DIALOG_GEOLOCATION: GeolocationRequest = { timeoutMs: 10_000, maximumAgeMs: 300_000 };
/** Screens that want a precise fix: high accuracy, 10 s timeout, 5 minute maximum age. */
export const PRECISE_GEOLOCATION: GeolocationRequest = {
  timeoutMs: 10_000,
  maximumAgeMs: 300_000,
  highAccuracy: true,
};

export const GEOLOCATION_UNSUPPORTED = 'Geolocation is not supported by this browser';

/** A position the browser gave, with its accuracy radius in metres. */
export interface UserPosition extends LatLng {
  accuracyM: number;
}

const failureTexts: Record<number, string> = {
  1: 'Location permission was denied',
  2: 'Your location is not available right now',
  3: 'Finding your location took too long',
};

/**
 * Asks the browser for the user's position. Rejects with an Error whose message can be shown:
 * 'Geolocation is not supported by this browser' when there is no geolocation API, else a
 * text for denied, unavailable or timed out (the browser's error is the `cause`).
 */
export function getCurrentPosition({
  timeoutMs,
  maximumAgeMs,
  highAccuracy = false,
}: GeolocationRequest): Promise<UserPosition> {
  return new Promise((resolve, reject) => {
    const geolocation =
      typeof navigator === 'undefined'
        ? undefined
        : (navigator.geolocation as Geolocation | undefined);
    if (!geolocation) {
      reject(new Error(GEOLOCATION_UNSUPPORTED));
      return;
    }
    geolocation.getCurrentPosition(
      (position) =>
        resolve({
          lat: position.coords.latitude,
          lng: position.coords.longitude,
          accuracyM: position.coords.accuracy,
        }),
      (error) =>
        reject(
          new Error(failureTexts[error.code] ?? (error.message || 'Could not find your location'), {
            cause: error,
          }),
        ),
      { enableHighAccuracy: highAccuracy, timeout: timeoutMs, maximumAge: maximumAgeMs },
    );
  });
}
