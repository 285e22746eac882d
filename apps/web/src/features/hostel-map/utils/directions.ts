/**
 * Coordinates, map framing and directions links for the hostel maps (spec part 1 sections 2,
 * 5 'Map' and 9). Plain functions with no Leaflet import, so they stay out of the map chunk's
 * way and run in unit tests.
 */

/** A point in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** `[[south, west], [north, east]]`, the shape Leaflet's `fitBounds` takes. */
export type BoundsLiteral = [[number, number], [number, number]];

/** Margin added on every side when the map is fitted to its markers (part 1 section 9). */
export const FIT_MARGIN_DEGREES = 0.003;
/** Zoom used when the map shows a single hostel (part 1 section 9). */
export const SINGLE_POINT_ZOOM = 15;

const OSM_BASE_URL = 'https://www.openstreetmap.org';

/**
 * True for a usable coordinate pair: finite numbers, latitude -90..90 and longitude
 * -180..180 (part 1 section 5 'Map'). Null, undefined and NaN are not valid.
 */
export function isValidCoordinate(
  lat: number | null | undefined,
  lng: number | null | undefined,
): boolean {
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    lat >= -90 &&
    lat <= 90 &&
    lng >= -180 &&
    lng <= 180
  );
}

/** True when the point is present and valid. */
export function isValidLatLng(point: LatLng | null | undefined): point is LatLng {
  return point != null && isValidCoordinate(point.lat, point.lng);
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The box around the points, widened by `FIT_MARGIN_DEGREES` on every side (and kept on the
 * globe). Invalid points are ignored; null when no valid point is left.
 */
export function fitBoundsFor(points: readonly LatLng[]): BoundsLiteral | null {
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    if (!isValidCoordinate(lat, lng)) continue;
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  if (south === Infinity) return null;
  return [
    [clamp(south - FIT_MARGIN_DEGREES, -90, 90), clamp(west - FIT_MARGIN_DEGREES, -180, 180)],
    [clamp(north + FIT_MARGIN_DEGREES, -90, 90), clamp(east + FIT_MARGIN_DEGREES, -180, 180)],
  ];
}

/** How a map frames its points: a centre and zoom, or a box to fit. */
export type MapView = { center: LatLng; zoom: number } | { bounds: BoundsLiteral };

/**
 * The view that shows all the valid points: the fallback (Karachi, zoom 11, for the hostel
 * map) when there are none, the point at zoom 15 when there is one, else the padded box.
 */
export function mapViewFor(
  points: readonly LatLng[],
  fallback: { center: LatLng; zoom: number },
): MapView {
  const valid = points.filter(isValidLatLng);
  const [first] = valid;
  if (!first)
    return { center: { lat: fallback.center.lat, lng: fallback.center.lng }, zoom: fallback.zoom };
  // Several hostels in one building frame like one hostel rather than zooming to the maximum.
  if (valid.every((point) => point.lat === first.lat && point.lng === first.lng)) {
    return { center: { lat: first.lat, lng: first.lng }, zoom: SINGLE_POINT_ZOOM };
  }
  const bounds = fitBoundsFor(valid);
  return bounds ? { bounds } : { center: first, zoom: SINGLE_POINT_ZOOM };
}

// Six decimals is about 10 cm: plenty for a route, and keeps the link short.
const degrees = (value: number) => String(Number(value.toFixed(6)));

/**
 * An OpenStreetMap link for getting to `destination`: the directions page from `origin` when
 * the user's position is known, else a map centred on the destination with a marker, where
 * the visitor can ask for directions themselves. Throws a RangeError for an invalid
 * destination; an invalid origin is treated as unknown.
 */
export function directionsUrl(destination: LatLng, origin?: LatLng | null): string {
  if (!isValidLatLng(destination)) {
    throw new RangeError('Invalid location coordinates provided');
  }
  const to = `${degrees(destination.lat)},${degrees(destination.lng)}`;
  if (isValidLatLng(origin)) {
    const from = `${degrees(origin.lat)},${degrees(origin.lng)}`;
    return `${OSM_BASE_URL}/directions?route=${from};${to}`;
  }
  const lat = degrees(destination.lat);
  const lng = degrees(destination.lng);
  return `${OSM_BASE_URL}/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}
