/**
 * Leaflet icons for the hostel maps, built from HTML (`L.divIcon`) and Tailwind classes: no
 * marker image files to bundle, none of Leaflet's default icon URLs (which break under
 * bundlers), and no inline styles for the CSP to weigh. Each icon is created once and shared
 * by every marker of its kind. The `hostel-marker` and `hostel-cluster` classes and the
 * `data-cluster-count` attribute are what browser tests count.
 */
import L from 'leaflet';
import { MARKER_TONES, type MarkerTone } from '../utils/marker-tones';

// A 24 px square with one sharp corner, turned 45 degrees: a pin whose tip is 29 px below
// the top of the icon box (12 px + the half diagonal, 17 px).
const PIN_SIZE: L.PointTuple = [24, 24];
const PIN_ANCHOR: L.PointTuple = [12, 29];
/** Where a popup for a pin should sit, relative to the pin's point. */
export const PIN_POPUP_OFFSET: L.PointTuple = [0, -24];

function pinHtml(fillClass: string): string {
  return (
    `<span class="relative block h-6 w-6 -rotate-45 rounded-full rounded-bl-none border-2 border-white shadow-md shadow-black/40 ${fillClass}">` +
    '<span class="absolute inset-0 m-auto block h-2 w-2 rounded-full bg-white"></span></span>'
  );
}

/**
 * Markers are buttons (Leaflet's keyboard support): a dark ring, clear of the cluster's own
 * halo, shows which one has focus on the light tiles of either theme.
 */
const FOCUS_RING =
  'rounded-full focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-slate-900';

function pinIcon(className: string, fillClass: string): L.DivIcon {
  return L.divIcon({
    className: `${className} ${FOCUS_RING}`,
    html: pinHtml(fillClass),
    iconSize: PIN_SIZE,
    iconAnchor: PIN_ANCHOR,
    popupAnchor: [0, -26],
    tooltipAnchor: [12, -16],
  });
}

/** One icon per tone: `hostel-marker hostel-marker--male` and so on. */
export const hostelMarkerIcons: Record<MarkerTone, L.DivIcon> = {
  male: pinIcon('hostel-marker hostel-marker--male', MARKER_TONES.male.fillClass),
  female: pinIcon('hostel-marker hostel-marker--female', MARKER_TONES.female.fillClass),
  other: pinIcon('hostel-marker hostel-marker--other', MARKER_TONES.other.fillClass),
};

/** The hostel in its own location map, where gender colours would mean nothing. */
export const locationMarkerIcon = pinIcon('hostel-marker hostel-marker--location', 'bg-teal-700');

/** The user's position: a blue dot in a white ring. */
export const userPositionIcon = L.divIcon({
  className: 'user-position-marker',
  html: '<span class="block h-4 w-4 rounded-full border-[3px] border-white bg-blue-600 shadow-md shadow-black/40 ring-4 ring-blue-500/30"></span>',
  iconSize: [16, 16],
  iconAnchor: [8, 8],
  tooltipAnchor: [8, 0],
});

/** Cluster badge sizes by count: wider for more digits. */
const CLUSTER_SIZES = [
  { below: 10, px: 36, className: 'text-sm' },
  { below: 100, px: 40, className: 'text-sm' },
  { below: 1000, px: 46, className: 'text-sm' },
  { below: Infinity, px: 54, className: 'text-xs' },
] as const;

const clusterIcons = new Map<number, L.DivIcon>();

/**
 * A cluster of the server's map answer (issue 28) as a round teal badge with its count, the
 * same in both themes (the tiles are light in both). The badge's text is hidden from
 * assistive technology: the marker carries the accessible name ('12 hostels here, zoom in').
 * One icon per count, shared.
 */
export function clusterIcon(value: number): L.DivIcon {
  // Into HTML: only ever a whole number, whatever arrived.
  const count = Math.max(0, Math.trunc(Number(value)) || 0);
  const cached = clusterIcons.get(count);
  if (cached) return cached;
  const size = CLUSTER_SIZES.find((entry) => count < entry.below) ?? CLUSTER_SIZES[3];
  const icon = L.divIcon({
    className: `hostel-cluster ${FOCUS_RING}`,
    html:
      `<span aria-hidden="true" data-cluster-count="${count}" class="flex h-full w-full items-center justify-center rounded-full border-2 border-white bg-teal-700 font-semibold text-white tabular-nums shadow-md shadow-black/40 ring-4 ring-teal-700/30 ${size.className}">` +
      `${count}</span>`,
    iconSize: [size.px, size.px],
    iconAnchor: [size.px / 2, size.px / 2],
  });
  clusterIcons.set(count, icon);
  return icon;
}
