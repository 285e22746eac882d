/**
 * The browse map's viewport as the API sees it (issue 28, GET /api/hostels/map): boxes from
 * the map's edges, the box a query asks for, where a press on a cluster goes, and the view that
 * shows every hostel of an answer. Plain functions with no Leaflet import, so they run in unit
 * tests.
 */
import {
  formatBbox,
  MAX_MAP_ZOOM,
  parseBbox,
  type BoundingBox,
  type MapCluster,
  type MapView as MapAnswer,
} from '@hostelhub/shared';
import { mapViewFor, type BoundsLiteral, type LatLng, type MapView } from './directions';

/** The edges of what the map shows, in degrees (Leaflet's `getWest()` and so on). */
export interface ViewEdges {
  west: number;
  south: number;
  east: number;
  north: number;
}

/**
 * The whole world, at a zoom where the server groups it into a few dozen cells at most: the
 * answer whose extent frames the map when no area is given.
 */
export const OVERVIEW_BBOX = '-180,-90,180,90';
export const OVERVIEW_ZOOM = 3;

/** A query box snaps outwards to this fraction of a 256-pixel tile: 32 pixels. */
const SNAP_TILE_FRACTION = 8;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The edges on the globe: a map panned onto a copy of the world (past ±180) is brought back,
 * and a view wider than the world is cut to it.
 */
function onGlobe({ west, south, east, north }: ViewEdges): BoundingBox {
  const shift = Math.round((west + east) / 2 / 360) * 360;
  return {
    minLng: clamp(west - shift, -180, 180),
    minLat: clamp(south, -90, 90),
    maxLng: clamp(east - shift, -180, 180),
    maxLat: clamp(north, -90, 90),
  };
}

/** What the map shows as a `bbox` text (5 decimals): what "Search this area" writes. */
export function bboxOfView(edges: ViewEdges): string {
  return formatBbox(onGlobe(edges));
}

/**
 * The box a map query asks for: the view widened outwards to a grid of 32 screen pixels at
 * `zoom`, so that a small pan (or a popup nudging the map) asks the same, cached question. The
 * count of the answer then includes at most a 32-pixel band around the view.
 */
export function queryBboxOfView(edges: ViewEdges, zoom: number): string {
  const step = 360 / (2 ** zoom * SNAP_TILE_FRACTION);
  const box = onGlobe(edges);
  return formatBbox({
    minLng: clamp(Math.floor(box.minLng / step) * step, -180, 180),
    minLat: clamp(Math.floor(box.minLat / step) * step, -90, 90),
    maxLng: clamp(Math.ceil(box.maxLng / step) * step, -180, 180),
    maxLat: clamp(Math.ceil(box.maxLat / step) * step, -90, 90),
  });
}

/** A zoom the API takes: whole, 0 to MAX_MAP_ZOOM. */
export function apiZoom(zoom: number): number {
  return Number.isFinite(zoom) ? clamp(Math.round(zoom), 0, MAX_MAP_ZOOM) : 0;
}

/** `[minLng, minLat, maxLng, maxLat]` as Leaflet's `[[south, west], [north, east]]`. */
export function boundsOfBox([minLng, minLat, maxLng, maxLat]: readonly [
  number,
  number,
  number,
  number,
]): BoundsLiteral {
  return [
    [minLat, minLng],
    [maxLat, maxLng],
  ];
}

/** The bounds of a `bbox` text, or null when it is not a valid box. */
export function boundsOfBbox(bbox: string | undefined): BoundsLiteral | null {
  const box = bbox ? parseBbox(bbox) : undefined;
  return box ? boundsOfBox([box.minLng, box.minLat, box.maxLng, box.maxLat]) : null;
}

/** Where a press on a cluster takes the map: its bounds fitted, or a centre and zoom. */
export type ClusterZoom =
  { kind: 'fit'; bounds: BoundsLiteral } | { kind: 'view'; center: LatLng; zoom: number };

/** Levels a cluster whose hostels share one point zooms in by. */
const POINT_CLUSTER_ZOOM_STEP = 2;

/**
 * Where a press on `cluster` takes the map at `zoom`: its bounds fitted (`boundsZoom` is the
 * zoom that fit would reach, Leaflet's `getBoundsZoom` with the padding); a cluster whose
 * hostels share one point zooms in by two levels at it; and a fit that would not zoom in at
 * all (bounds as wide as the view) zooms in one level at the bounds' centre instead, so every
 * press gets closer. Never past `maxZoom`.
 */
export function clusterZoomTarget(
  cluster: Pick<MapCluster, 'bounds'>,
  { zoom, maxZoom, boundsZoom }: { zoom: number; maxZoom: number; boundsZoom: number },
): ClusterZoom {
  const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
  if (minLng === maxLng && minLat === maxLat) {
    return {
      kind: 'view',
      center: { lat: minLat, lng: minLng },
      zoom: Math.min(zoom + POINT_CLUSTER_ZOOM_STEP, maxZoom),
    };
  }
  if (boundsZoom > zoom) return { kind: 'fit', bounds: boundsOfBox(cluster.bounds) };
  return {
    kind: 'view',
    center: { lat: (minLat + maxLat) / 2, lng: (minLng + maxLng) / 2 },
    zoom: Math.min(zoom + 1, maxZoom),
  };
}

/**
 * The view that shows every hostel of an answer: the corners of each cluster's bounds and each
 * single hostel, framed as `mapViewFor` frames points (`fallback` when the answer is empty).
 */
export function viewOfAnswer(
  answer: Pick<MapAnswer, 'clusters' | 'hostels'>,
  fallback: { center: LatLng; zoom: number },
): MapView {
  const points: LatLng[] = answer.hostels.map(({ lat, lng }) => ({ lat, lng }));
  for (const { bounds } of answer.clusters) {
    const [minLng, minLat, maxLng, maxLat] = bounds;
    points.push({ lat: minLat, lng: minLng }, { lat: maxLat, lng: maxLng });
  }
  return mapViewFor(points, fallback);
}
