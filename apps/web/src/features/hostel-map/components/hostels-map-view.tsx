/**
 * The Find Hostels 'Map View' tab (spec part 1 section 2 'Map view', section 9 'Map'): every
 * approved hostel with coordinates as a marker coloured by gender category, a legend, the
 * count, and a popup with details and directions. The default export is loaded lazily by the
 * browse screen, so Leaflet, its CSS and the marker-cluster code only download when the map
 * is opened.
 *
 * Up to CLUSTER_THRESHOLD markers are drawn one by one; above that they are clustered (in
 * chunks, so 10,000 hostels do not freeze the page). One popup is shared by all markers.
 */
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import { MAP_DEFAULT_CENTER, MAP_DEFAULT_ZOOM, type MapHostel } from '@hostelhub/shared';
import L, {
  type Layer as LeafletLayer,
  type LayerGroup as LeafletLayerGroup,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import { MapPinOff } from 'lucide-react';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LayerGroup, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMapHostels } from '../api/get-map-hostels';
import { usePublicConfig } from '../../../lib/get-public-config';
import { useT } from '../../../lib/i18n';
import { hostelMapText } from '../i18n';
import { isValidCoordinate, mapViewFor } from '../utils/directions';
import { markerToneFor, type MarkerTone } from '../utils/marker-tones';
import { BaseMap } from './base-map';
import { HostelMapPopup } from './hostel-map-popup';
import { clusterIconFactory, hostelMarkerIcons, PIN_POPUP_OFFSET } from './marker-icons';
import { MapLegend } from './map-legend';
import { MapErrorBoundary } from '../../../components/map-error-boundary';

/** Above this many markers they are clustered. */
const CLUSTER_THRESHOLD = 200;

/**
 * 600 px on desktop (part 1 section 9), shorter on phones. Tailwind's `md` (48rem) is the
 * product's MOBILE_BREAKPOINT_PX, 768 px.
 */
const MAP_HEIGHT_CLASS = 'h-[420px] md:h-[600px]';

type LocatedHostel = MapHostel & { lat: number; lng: number };

function hasLocation(hostel: MapHostel): hostel is LocatedHostel {
  return isValidCoordinate(hostel.lat, hostel.lng);
}

export interface HostelsMapViewProps {
  /** Called with the hostel's id by a popup's 'View details'; the button is hidden without it. */
  onOpenHostel?: (id: string) => void;
}

export default function HostelsMapView({ onOpenHostel }: HostelsMapViewProps) {
  const hostelsQuery = useMapHostels();
  const config = usePublicConfig();
  const t = useT(hostelMapText);
  const hostels = useMemo(() => hostelsQuery.data?.filter(hasLocation) ?? [], [hostelsQuery.data]);

  if (hostelsQuery.isPending || config.isPending) {
    return (
      <div role="status" aria-label={t('map.loading')} className="space-y-3">
        <Skeleton className="h-5 w-64" />
        <Skeleton className={`w-full rounded-xl ${MAP_HEIGHT_CLASS}`} />
      </div>
    );
  }

  if (hostelsQuery.isError) {
    return (
      <LoadError
        title={t('map.loadFailed')}
        message={hostelsQuery.error.message}
        onRetry={() => void hostelsQuery.refetch()}
        isRetrying={hostelsQuery.isFetching}
      />
    );
  }

  if (hostels.length === 0) {
    return (
      <EmptyState icon={MapPinOff} title={t('map.empty.title')}>
        {t('map.empty.body')}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('map.showing', { count: hostels.length })}
        </p>
        <MapLegend tones={legendTones(hostels)} />
      </div>
      <MapErrorBoundary>
        <HostelsMap hostels={hostels} tileUrl={config.map_tile_url} onOpenHostel={onOpenHostel} />
      </MapErrorBoundary>
    </div>
  );
}

/** Male and female always (the spec's legend); 'Other' only when such a marker is shown. */
function legendTones(hostels: readonly LocatedHostel[]): MarkerTone[] {
  const hasOther = hostels.some((hostel) => markerToneFor(hostel.gender_category) === 'other');
  return hasOther ? ['male', 'female', 'other'] : ['male', 'female'];
}

interface HostelsMapProps {
  hostels: LocatedHostel[];
  tileUrl: string;
  onOpenHostel?: ((id: string) => void) | undefined;
}

function HostelsMap({ hostels, tileUrl, onOpenHostel }: HostelsMapProps) {
  const t = useT(hostelMapText);
  const [selected, setSelected] = useState<Selection | null>(null);
  const view = useMemo(
    () => mapViewFor(hostels, { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM }),
    [hostels],
  );
  const selectedRef = useRef<Selection | null>(null);
  const select = useCallback((hostel: LocatedHostel, marker: HTMLElement | null) => {
    selectedRef.current = { hostel, marker };
    setSelected(selectedRef.current);
  }, []);
  // A new array would make react-leaflet close and reopen the popup on every render.
  const popupPosition = useMemo(
    () => (selected ? ([selected.hostel.lat, selected.hostel.lng] as [number, number]) : null),
    [selected],
  );
  const popupEvents = useMemo(
    () => ({
      // Leaflet names its close button in English.
      add: (event: { target: { getElement(): HTMLElement | undefined } }) => {
        event.target
          .getElement()
          ?.querySelector('.leaflet-popup-close-button')
          ?.setAttribute('aria-label', t('map.closePopup'));
      },
      // Closing (the x, Escape, a click on the map) clears the selection so the same marker
      // can open it again, and hands focus back to the marker if it was in the popup.
      remove: () => {
        const marker = selectedRef.current?.marker;
        selectedRef.current = null;
        setSelected(null);
        const active = document.activeElement;
        const hadFocus = !active || active === document.body || !!active.closest('.leaflet-popup');
        if (marker?.isConnected && hadFocus) marker.focus({ preventScroll: true });
      },
    }),
    [t],
  );

  return (
    <BaseMap view={view} tileUrl={tileUrl} label={t('map.label')} className={MAP_HEIGHT_CLASS}>
      <HostelMarkers hostels={hostels} onSelect={select} hostelsWord={t('cluster.hostels')} />
      {selected && popupPosition ? (
        <Popup
          key={selected.hostel.id}
          position={popupPosition}
          offset={PIN_POPUP_OFFSET}
          eventHandlers={popupEvents}
        >
          <HostelMapPopup hostel={selected.hostel} onOpenHostel={onOpenHostel} />
        </Popup>
      ) : null}
    </BaseMap>
  );
}

/** The hostel whose popup is open, and its marker's element to give focus back to. */
interface Selection {
  hostel: LocatedHostel;
  marker: HTMLElement | null;
}

type SelectHostel = (hostel: LocatedHostel, marker: HTMLElement | null) => void;

interface HostelMarkersProps {
  hostels: LocatedHostel[];
  onSelect: SelectHostel;
  /** 'hostels', after a cluster's count for screen readers. */
  hostelsWord: string;
}

/** What this file needs of a markercluster group (its types are not loaded by this app). */
interface BulkLayerGroup extends LeafletLayerGroup {
  addLayers(layers: LeafletLayer[], skipLayerAddEvent?: boolean): this;
}

/**
 * The markers, as plain Leaflet markers rather than one React component each: 10,000 marker
 * components cost the main thread about a second, plain markers a few milliseconds. They are
 * rebuilt only when the hostels change, never when a popup opens.
 */
const HostelMarkers = memo(function HostelMarkers({
  hostels,
  onSelect,
  hostelsWord,
}: HostelMarkersProps) {
  const isClustered = hostels.length > CLUSTER_THRESHOLD;
  const createClusterIcon = useMemo(() => clusterIconFactory(hostelsWord), [hostelsWord]);
  const groupRef = useRef<LeafletLayerGroup>(null);

  useEffect(() => {
    const group = groupRef.current;
    if (!group) return;
    const markers = hostels.map((hostel) => createHostelMarker(hostel, onSelect));
    if (isClustered) (group as BulkLayerGroup).addLayers(markers);
    else for (const marker of markers) group.addLayer(marker);
    return () => {
      group.clearLayers();
    };
  }, [hostels, onSelect, isClustered]);

  return isClustered ? (
    <MarkerClusterGroup
      ref={groupRef}
      chunkedLoading
      showCoverageOnHover={false}
      maxClusterRadius={60}
      iconCreateFunction={createClusterIcon}
    >
      {null}
    </MarkerClusterGroup>
  ) : (
    <LayerGroup ref={groupRef} />
  );
});

function createHostelMarker(hostel: LocatedHostel, onSelect: SelectHostel): LeafletMarker {
  const marker = L.marker([hostel.lat, hostel.lng], {
    icon: hostelMarkerIcons[markerToneFor(hostel.gender_category)],
    title: hostel.name,
  });
  const open = () => onSelect(hostel, marker.getElement() ?? null);
  marker.on('click', open);
  // Leaflet opens popups from the keyboard only for bound popups; this one is shared.
  marker.on('keypress', (event: LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    open();
  });
  return marker;
}
