// The map's viewport as a filter (issue 28), without zod: the browse screen's first load reads
// it through the filter rules (rules/hostel-filters.ts), which must not pull in the schemas.

/** A bounding box in WGS84 degrees (issue 28: the map's viewport). */
export interface BoundingBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * `minLng,minLat,maxLng,maxLat` as numbers, or undefined when the text is not four numbers in
 * range with each minimum at most its maximum (issue 28).
 */
export function parseBbox(text: string): BoundingBox | undefined {
  const parts = text.split(',');
  if (parts.length !== 4 || parts.some((part) => part.trim() === '')) return undefined;
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  if (![minLng, minLat, maxLng, maxLat].every(Number.isFinite)) return undefined;
  if (minLng < -180 || maxLng > 180 || minLat < -90 || maxLat > 90) return undefined;
  if (minLng > maxLng || minLat > maxLat) return undefined;
  return { minLng, minLat, maxLng, maxLat };
}

/** The text form of a box, degrees rounded to 5 decimals (about a metre). */
export function formatBbox(box: BoundingBox): string {
  const round = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
  return [box.minLng, box.minLat, box.maxLng, box.maxLat].map(round).join(',');
}
