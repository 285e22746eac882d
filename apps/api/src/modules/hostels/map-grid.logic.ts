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
 * The side in degrees of the map's fine grid: the cells whose counts hostel_map_cells keeps
 * (0024_hostel_map_cells.sql writes the same number; change both together).
 */
export const MAP_FINE_CELL_DEGREES = 0.05;

/**
 * From this many fine cells a side (0.2 degrees: zoom 9 and out) a cluster cell is a whole
 * number of fine cells, so an unfiltered map can group the fine grid's counts instead of
 * every hostel in view.
 */
export const MAP_FINE_CELLS_MIN = 4;

/**
 * The side of a grid cell in degrees at `zoom` for the viewport `bbox`: MAP_CELL_PIXELS of a
 * 256 * 2^zoom pixel world (360 degrees wide), widened when the box would hold more than
 * about MAP_MAX_CELLS cells (its area over the cell's) or a long thin box more than
 * MAP_MAX_CELLS / 8 cells along its long side; from MAP_FINE_CELLS_MIN fine cells on, rounded
 * up to whole fine cells (fineCellsPerCell).
 */
export function mapCellDegrees(zoom: number, bbox: BoundingBox): number {
  const byZoom = (360 * MAP_CELL_PIXELS) / (256 * 2 ** zoom);
  const width = bbox.maxLng - bbox.minLng;
  const height = bbox.maxLat - bbox.minLat;
  const cell = Math.max(
    byZoom,
    Math.sqrt((width * height) / MAP_MAX_CELLS),
    Math.max(width, height) / (MAP_MAX_CELLS / 8),
  );
  const fine = Math.ceil(cell / MAP_FINE_CELL_DEGREES - 1e-9);
  return fine >= MAP_FINE_CELLS_MIN ? fine * MAP_FINE_CELL_DEGREES : cell;
}

/** How many fine cells a side a cell of `cell` degrees spans, or 0 when not whole ones. */
export function fineCellsPerCell(cell: number): number {
  const fine = Math.round(cell / MAP_FINE_CELL_DEGREES);
  return fine >= MAP_FINE_CELLS_MIN && Math.abs(fine * MAP_FINE_CELL_DEGREES - cell) < 1e-9
    ? fine
    : 0;
}
