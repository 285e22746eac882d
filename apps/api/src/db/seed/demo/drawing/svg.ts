/** SVG building blocks for the demo photos (1200 x 800). */
import { clamp } from '../numbers.ts';

export const WIDTH = 1200;
export const HEIGHT = 800;

export function shade(hex: string, factor: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    clamp(Math.round(((value >> shift) & 0xff) * factor), 0, 255)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export function rect(
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string {
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${fill}" ${extra}/>`;
}

export function svgDocument(defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}"><defs>${defs}</defs>${body}${rect(24, 730, 290, 46, '#000000', 'rx="10" fill-opacity="0.45"')}<text x="42" y="761" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="22" fill="#ffffff">Hostelhub demo photo</text></svg>`;
}

export function gradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}
