import { useCallback, useState } from 'react';
import { HOSTEL_DETAIL_TEXTS } from '../texts';
import type { LatLng } from '../utils/location';

/** Part 1 section 9: the detail dialog asks with high accuracy, 10 s timeout, 5 min maximum age. */
export const JOURNEY_POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 10_000,
  maximumAge: 300_000,
};

export type JourneyState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'ready'; origin: LatLng }
  | { status: 'error'; message: string };

/** What to tell the user for a GeolocationPositionError code. */
function positionErrorText(code: number): string {
  if (code === 1) {
    return 'Location access was denied. Allow location access for this site to start a journey.';
  }
  if (code === 3) return 'Finding your location took too long. Please try again.';
  return 'Your location could not be determined. Please try again.';
}

/**
 * "Start Journey": asks the browser for the user's position to route them to the hostel
 * (which needs a position of its own); `onLocated` runs once the user's is found.
 */
export function useJourney(hasDestination: boolean) {
  const [state, setState] = useState<JourneyState>({ status: 'idle' });

  const start = useCallback(
    (onLocated?: (origin: LatLng) => void) => {
      if (!hasDestination) {
        setState({ status: 'error', message: HOSTEL_DETAIL_TEXTS.locationUnavailable });
        return;
      }
      // Feature-detect at call time: some browsers and embedded views have no geolocation.
      const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
      if (!geolocation) {
        setState({ status: 'error', message: HOSTEL_DETAIL_TEXTS.geolocationUnsupported });
        return;
      }
      setState({ status: 'locating' });
      geolocation.getCurrentPosition(
        (position) => {
          const origin = { lat: position.coords.latitude, lng: position.coords.longitude };
          setState({ status: 'ready', origin });
          onLocated?.(origin);
        },
        (error) => setState({ status: 'error', message: positionErrorText(error.code) }),
        JOURNEY_POSITION_OPTIONS,
      );
    },
    [hasDestination],
  );

  return { state, start };
}
