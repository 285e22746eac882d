/**
 * The map popup's Get Directions (spec part 1 section 2 'Map view'): directions open in a new
 * tab, from the user's position when they allow it, else to the hostel alone.
 */
import { directionsUrl, type LatLng } from './directions';
import { getCurrentPosition, MAP_BUTTON_GEOLOCATION } from '../../../lib/geolocation';

export interface OpenedDirections {
  /** The link that was opened. */
  url: string;
  /** Why the user's position was not used (refused, timed out, unsupported); null if it was. */
  locationError: string | null;
}

/**
 * Asks for the user's position (5 s timeout, positions up to 5 minutes old), then opens the
 * directions in a new tab with `noopener`. A refusal, a timeout or a missing geolocation API
 * only drops the starting point.
 */
export async function openDirections(destination: LatLng): Promise<OpenedDirections> {
  let origin: LatLng | null = null;
  let locationError: string | null = null;
  try {
    origin = await getCurrentPosition(MAP_BUTTON_GEOLOCATION);
  } catch (error) {
    locationError = error instanceof Error ? error.message : 'Could not find your location';
  }
  const url = directionsUrl(destination, origin);
  window.open(url, '_blank', 'noopener,noreferrer');
  return { url, locationError };
}
