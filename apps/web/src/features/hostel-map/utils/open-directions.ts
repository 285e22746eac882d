/**
 * The map popup's Get Directions (spec part 1 section 2 'Map view'): directions open in a new
 * tab, from the user's position when they allow it, else to the hostel alone.
 */
import { directionsUrl, type LatLng } from './directions';
import {
  GEOLOCATION_UNSUPPORTED,
  getCurrentPosition,
  MAP_BUTTON_GEOLOCATION,
} from '../../../lib/geolocation';

/** Why the user's position could not be used; the popup words it in the page's language. */
export type LocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout' | 'unknown';

export interface OpenedDirections {
  /** The link that was opened. */
  url: string;
  /** Why the user's position was not used (refused, timed out, unsupported); null if it was. */
  locationError: string | null;
  /** The same reason as a kind; undefined when the position was used. */
  locationFailure?: LocationFailure | undefined;
}

/** The browser's GeolocationPositionError codes (1 denied, 2 unavailable, 3 timeout). */
const FAILURE_BY_CODE: Record<number, LocationFailure> = {
  1: 'denied',
  2: 'unavailable',
  3: 'timeout',
};

function failureOf(error: unknown): LocationFailure {
  if (!(error instanceof Error)) return 'unknown';
  if (error.message === GEOLOCATION_UNSUPPORTED) return 'unsupported';
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return (typeof code === 'number' ? FAILURE_BY_CODE[code] : undefined) ?? 'unknown';
}

/**
 * Asks for the user's position (5 s timeout, positions up to 5 minutes old), then opens the
 * directions in a new tab with `noopener`. A refusal, a timeout or a missing geolocation API
 * only drops the starting point.
 */
export async function openDirections(destination: LatLng): Promise<OpenedDirections> {
  let origin: LatLng | null = null;
  let locationError: string | null = null;
  let locationFailure: LocationFailure | undefined;
  try {
    origin = await getCurrentPosition(MAP_BUTTON_GEOLOCATION);
  } catch (error) {
    locationError = error instanceof Error ? error.message : String(error);
    locationFailure = failureOf(error);
  }
  const url = directionsUrl(destination, origin);
  window.open(url, '_blank', 'noopener,noreferrer');
  return { url, locationError, locationFailure };
}
