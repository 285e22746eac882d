import { useCallback, useState } from 'react';
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
  | { status: 'error'; message: JourneyErrorKey };

/** The catalogue key (hostel-detail namespace) of what to tell the user when it fails. */
export type JourneyErrorKey =
  | 'location.unavailable'
  | 'journey.unsupported'
  | 'journey.denied'
  | 'journey.timeout'
  | 'journey.unknown';

/** What to tell the user for a GeolocationPositionError code. */
function positionErrorKey(code: number): JourneyErrorKey {
  if (code === 1) return 'journey.denied';
  if (code === 3) return 'journey.timeout';
  return 'journey.unknown';
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
        setState({ status: 'error', message: 'location.unavailable' });
        return;
      }
      // Feature-detect at call time: some browsers and embedded views have no geolocation.
      const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
      if (!geolocation) {
        setState({ status: 'error', message: 'journey.unsupported' });
        return;
      }
      setState({ status: 'locating' });
      geolocation.getCurrentPosition(
        (position) => {
          const origin = { lat: position.coords.latitude, lng: position.coords.longitude };
          setState({ status: 'ready', origin });
          onLocated?.(origin);
        },
        (error) => setState({ status: 'error', message: positionErrorKey(error.code) }),
        JOURNEY_POSITION_OPTIONS,
      );
    },
    [hasDestination],
  );

  return { state, start };
}
