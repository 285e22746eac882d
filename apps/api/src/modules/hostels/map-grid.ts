import type { BoundingBox } from '@hostelhub/shared';

// The grid the map's clusters are made on (issue 28, GET /api/hostels/map): square cells in
// degrees, sized so a cell covers about MAP_CELL_PIXELS of the screen at the map's zoom, and
// never so small that a viewport holds more than MAP_MAX_CELLS of them. Pure numbers, shared
// by the repository's SQL and its tests.

/** Screen pixels a cluster cell spans on a web map (256-pixel tiles) at any zoom. */
export const MAP_CELL_PIXELS = 80;

/** Most cells one answer may group into: bounds its size whatever box a client sends. */
export const MAP_MAX_CELLS = 256;

/** From this zoom on (street level) hostels are sent one by one, never grouped. */
export const MAP_SINGLES_ZOOM = 17;

/** Most hostels one street-level answer sends (newest first). */
export const MAP_SINGLES_MAX = 300;

/**
 * The side of a grid cell in degrees at `zoom` for the viewport `bbox`: MAP_CELL_PIXELS of a
 * 256 * 2^zoom pixel world (360 degrees wide), widened when the box would hold more than
 * about MAP_MAX_CELLS cells (its area over the cell's) or a long thin box more than
 * MAP_MAX_CELLS / 8 cells along its long side.
 */
export function mapCellDegrees(zoom: number, bbox: BoundingBox): number {
  const byZoom = (360 * MAP_CELL_PIXELS) / (256 * 2 ** zoom);
  const width = bbox.maxLng - bbox.minLng;
  const height = bbox.maxLat - bbox.minLat;
  return Math.max(
    byZoom,
    Math.sqrt((width * height) / MAP_MAX_CELLS),
    Math.max(width, height) / (MAP_MAX_CELLS / 8),
  );
}
