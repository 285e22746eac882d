/**
 * The Leaflet part of the map picker, loaded only when the picker is shown (React.lazy), so
 * Leaflet stays out of the forms' first JavaScript. Clicking the map moves the marker; the
 * marker can be dragged; tiles that fail to load leave the marker and clicks working.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { LeafletPrefix } from '../../../../components/leaflet-prefix';
import { useLanguage } from '../../../../lib/i18n';
import { useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';

export interface PickerMapProps {
  tileUrl: string;
  /** Where the map opens (degrees) and its zoom. */
  center: { lat: number; lng: number };
  zoom: number;
  /** The marker, or null before anything is picked. */
  point: { lat: number; lng: number } | null;
  /** Called with a clicked or dragged-to point. */
  onPick: (point: { lat: number; lng: number }) => void;
}

/** OpenStreetMap's required credit, its last word in the page's language. */
const osmAttribution = (contributors: string) =>
  `&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> ${contributors}`;

// A pin made of HTML and Tailwind classes: no marker image files (their default URLs break
// under bundlers) and no inline styles for the CSP to weigh.
const pickerIcon = L.divIcon({
  className: 'map-picker-marker',
  html:
    '<span class="relative block h-7 w-7 -rotate-45 rounded-full rounded-bl-none border-2 border-white bg-teal-700 shadow-md shadow-black/40">' +
    '<span class="absolute inset-0 m-auto block h-2.5 w-2.5 rounded-full bg-white"></span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 34],
});

function ClickToPick({ onPick }: { onPick: PickerMapProps['onPick'] }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

/** Moves the view when the centre changes (a search result, the current location). */
function FollowCenter({ center, zoom }: { center: PickerMapProps['center']; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.lat, center.lng], Math.max(map.getZoom(), zoom));
  }, [map, center.lat, center.lng, zoom]);
  return null;
}

export default function PickerMap({ tileUrl, center, zoom, point, onPick }: PickerMapProps) {
  const t = useT(listingsText);
  const { language } = useLanguage();
  const markerEvents = useMemo(
    () => ({
      dragend: (event: L.DragEndEvent) => {
        const { lat, lng } = (event.target as L.Marker).getLatLng();
        onPick({ lat, lng });
      },
    }),
    [onPick],
  );
  return (
    <MapContainer
      // New words (another language, or Urdu arriving) build the map again: Leaflet reads its
      // controls' texts only once.
      key={`${language}:${t('map.zoomIn')}`}
      center={[center.lat, center.lng]}
      zoom={zoom}
      zoomControl={false}
      className="isolate z-0 h-80 w-full overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800"
    >
      <ZoomControl
        position={language === 'ur' ? 'topright' : 'topleft'}
        zoomInTitle={t('map.zoomIn')}
        zoomOutTitle={t('map.zoomOut')}
      />
      <LeafletPrefix title={t('map.leafletTitle')} />
      <TileLayer
        url={tileUrl}
        attribution={osmAttribution(t('map.osmContributors'))}
        maxZoom={19}
      />
      <ClickToPick onPick={onPick} />
      <FollowCenter center={center} zoom={zoom} />
      {point ? (
        <Marker
          position={[point.lat, point.lng]}
          icon={pickerIcon}
          draggable
          eventHandlers={markerEvents}
          title={t('map.marker.title')}
          alt={t('map.marker.alt')}
        />
      ) : null}
    </MapContainer>
  );
}
