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

function pinIcon(className: string, fillClass: string): L.DivIcon {
  return L.divIcon({
    className,
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

const clusterSizes = [
  { below: 10, className: 'marker-cluster-small' },
  { below: 100, className: 'marker-cluster-medium' },
] as const;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Makes cluster bubbles with the markercluster default look (its CSS colours by size), the
 * count in `data-cluster-count`, and an accessible name such as '12 hostels' (`hostelsWord`,
 * the word after the count in the page's language).
 */
export function clusterIconFactory(hostelsWord: string) {
  const word = escapeHtml(hostelsWord);
  return function createClusterIcon(cluster: { getChildCount(): number }): L.DivIcon {
    const count = cluster.getChildCount();
    const size =
      clusterSizes.find((entry) => count < entry.below)?.className ?? 'marker-cluster-large';
    return L.divIcon({
      className: `marker-cluster ${size} hostel-cluster`,
      html: `<div data-cluster-count="${count}"><span>${count}</span><span class="sr-only"> ${word}</span></div>`,
      iconSize: [40, 40],
    });
  };
}
