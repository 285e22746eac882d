/**
 * The Leaflet map both hostel maps are built on: Leaflet's CSS, the configured tile layer with
 * OpenStreetMap attribution, an accessible region name, and a notice when tiles fail (the
 * markers, popups and controls keep working without them). Only the lazily loaded map
 * components import this file, so Leaflet stays out of the first page's JavaScript.
 */
import 'leaflet/dist/leaflet.css';
import clsx from 'clsx';
import type { FitBoundsOptions } from 'leaflet';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap, ZoomControl } from 'react-leaflet';
import { LeafletPrefix } from '../../../components/leaflet-prefix';
import { useLanguage, useT } from '../../../lib/i18n';
import { hostelMapText } from '../i18n';
import type { MapView } from '../utils/directions';

/**
 * How a box is fitted into the map. On top of the spec's 0.003 degree margin: at city zoom that
 * margin is a few pixels, and a pin (or the 'You are here' label) on the edge would be cut in half.
 */
export const FIT_OPTIONS = { padding: [32, 32] } satisfies FitBoundsOptions;

/** OpenStreetMap's standard tiles go to zoom 19. */
const MAX_ZOOM = 19;

/** The OpenStreetMap link inside the attribution ('© {osm} contributors' in the catalogue). */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export interface BaseMapProps {
  /** The first view; later changes to it move the map (see `viewKey`). */
  view: MapView;
  /** Tile URL template with `{z}/{x}/{y}` (GET /api/config). */
  tileUrl: string;
  /** Accessible name of the map region, e.g. 'Map of hostels'. */
  label: string;
  /** Height (and any other) classes of the map box. */
  className: string;
  scrollWheelZoom?: boolean;
  /**
   * Drawn over the map (positioned by the caller, `absolute` inside the map's box), before it
   * in the document, so its buttons come before the markers in the Tab order and Leaflet never
   * sees their presses as presses on the map.
   */
  overlay?: ReactNode;
  children?: ReactNode;
}

export function BaseMap({
  view,
  tileUrl,
  label,
  className,
  scrollWheelZoom = true,
  overlay,
  children,
}: BaseMapProps) {
  const [hasTileError, setHasTileError] = useState(false);
  const t = useT(hostelMapText);
  const { language } = useLanguage();
  const tileEvents = useMemo(
    () => ({
      tileerror: () => setHasTileError(true),
      tileload: () => setHasTileError(false),
    }),
    [],
  );
  const initialView =
    'bounds' in view
      ? { bounds: view.bounds, boundsOptions: FIT_OPTIONS }
      : { center: [view.center.lat, view.center.lng] as [number, number], zoom: view.zoom };

  return (
    // New words (another language, or Urdu arriving) build the map again: Leaflet reads its
    // controls' texts only once.
    <div className="space-y-2" key={`${language}:${t('map.zoomIn')}`}>
      <div className="relative">
        {overlay}
        <MapContainer
          {...initialView}
          scrollWheelZoom={scrollWheelZoom}
          zoomControl={false}
          // Set on the map, not left to the tile layer: a cluster's zoom is capped by it even
          // while the tile layer is being replaced (React's development double mount).
          maxZoom={MAX_ZOOM}
          // `isolate` keeps Leaflet's z-indexes (400 to 1000) from covering headers and menus.
          className={clsx(
            'isolate z-0 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800',
            className,
          )}
        >
          {/* At the start corner, which is the right in Urdu. */}
          <ZoomControl
            position={language === 'ur' ? 'topright' : 'topleft'}
            zoomInTitle={t('map.zoomIn')}
            zoomOutTitle={t('map.zoomOut')}
          />
          <LeafletPrefix title={t('map.leafletTitle')} />
          <RegionLabel label={label} />
          <FollowView view={view} />
          <TileLayer
            url={tileUrl}
            attribution={t('map.attribution', { osm: OSM_LINK })}
            maxZoom={MAX_ZOOM}
            eventHandlers={tileEvents}
          />
          {children}
        </MapContainer>
      </div>
      {hasTileError ? (
        <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
          {t('map.tilesFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** Names the Leaflet container (react-leaflet does not pass ARIA props through). */
function RegionLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

function viewKey(view: MapView): string {
  return JSON.stringify(view);
}

/**
 * Moves the map when the view it should show changes (new data), but not when an identical
 * answer arrives, so a background refetch never drags the map away from where the user is.
 */
function FollowView({ view }: { view: MapView }) {
  const map = useMap();
  const key = viewKey(view);
  const shownKey = useRef(key);
  useEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const next = JSON.parse(key) as MapView;
    if ('bounds' in next) map.fitBounds(next.bounds, FIT_OPTIONS);
    else map.setView([next.center.lat, next.center.lng], next.zoom);
  }, [map, key]);
  return null;
}
