/**
 * The clusters and single hostels of one map answer (issue 28) as plain Leaflet markers rather
 * than a React component each (hundreds of marker components cost the main thread far more).
 * A new answer changes only what changed: markers it keeps stay (with their focus), the rest
 * are removed and the new ones added, so nothing flashes while the map is panned.
 */
import type { MapCluster, MapPoint } from '@hostelhub/shared';
import L, { type LeafletKeyboardEvent, type Marker as LeafletMarker } from 'leaflet';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { markerToneFor } from '../utils/marker-tones';
import { clusterIcon, hostelMarkerIcons } from './marker-icons';

export interface MapMarkersProps {
  clusters: readonly MapCluster[];
  hostels: readonly MapPoint[];
  /** A hostel's marker was pressed: open its popup; `marker` takes focus back when it closes. */
  onSelectHostel: (hostel: MapPoint, marker: HTMLElement | null) => void;
  /** A cluster was pressed; `byKeyboard` when with Enter or Space. */
  onOpenCluster: (cluster: MapCluster, byKeyboard: boolean) => void;
  /** A cluster's accessible name, e.g. '12 hostels here, zoom in'. */
  clusterLabel: (count: number) => string;
}

interface Handlers {
  onSelectHostel: MapMarkersProps['onSelectHostel'];
  onOpenCluster: MapMarkersProps['onOpenCluster'];
}

/** The layer of one answer's markers; render it inside the map. */
export const MapMarkers = memo(function MapMarkers({
  clusters,
  hostels,
  onSelectHostel,
  onOpenCluster,
  clusterLabel,
}: MapMarkersProps) {
  const map = useMap();
  // Markers call the latest handlers without being rebuilt when a handler changes.
  const handlers = useRef<Handlers>({ onSelectHostel, onOpenCluster });
  useLayoutEffect(() => {
    handlers.current = { onSelectHostel, onOpenCluster };
  });
  const group = useRef<L.LayerGroup | null>(null);
  const shown = useRef(new Map<string, LeafletMarker>());

  useEffect(() => {
    const layer = L.layerGroup().addTo(map);
    group.current = layer;
    const markers = shown.current;
    return () => {
      layer.remove();
      markers.clear();
      group.current = null;
    };
  }, [map]);

  useEffect(() => {
    const layer = group.current;
    if (!layer) return;
    const previous = shown.current;
    const next = new Map<string, LeafletMarker>();
    for (const cluster of clusters) {
      const label = clusterLabel(cluster.count);
      const key = `cluster:${JSON.stringify(cluster)}:${label}`;
      next.set(key, previous.get(key) ?? createClusterMarker(cluster, label, handlers));
    }
    for (const hostel of hostels) {
      const key = `hostel:${JSON.stringify(hostel)}`;
      next.set(key, previous.get(key) ?? createHostelMarker(hostel, handlers));
    }
    for (const [key, marker] of previous) if (!next.has(key)) layer.removeLayer(marker);
    for (const [key, marker] of next) if (!previous.has(key)) layer.addLayer(marker);
    shown.current = next;
  }, [clusters, hostels, clusterLabel]);

  return null;
});

/** Enter and Space press a marker (Leaflet makes it a focusable button but only hears clicks). */
function onPress(marker: LeafletMarker, press: (byKeyboard: boolean) => void) {
  marker.on('click', () => press(false));
  marker.on('keypress', (event: LeafletKeyboardEvent) => {
    if (event.originalEvent.key !== 'Enter' && event.originalEvent.key !== ' ') return;
    event.originalEvent.preventDefault();
    press(true);
  });
}

function createHostelMarker(hostel: MapPoint, handlers: { current: Handlers }): LeafletMarker {
  const marker = L.marker([hostel.lat, hostel.lng], {
    icon: hostelMarkerIcons[markerToneFor(hostel.gender_category)],
    title: hostel.name,
  });
  onPress(marker, () => handlers.current.onSelectHostel(hostel, marker.getElement() ?? null));
  return marker;
}

function createClusterMarker(
  cluster: MapCluster,
  label: string,
  handlers: { current: Handlers },
): LeafletMarker {
  const marker = L.marker([cluster.lat, cluster.lng], {
    icon: clusterIcon(cluster.count),
    // The hover hint, and the name where aria-label is not read.
    title: label,
    // Above the pins around it: the badge is the bigger target.
    zIndexOffset: 500,
  });
  marker.on('add', () => marker.getElement()?.setAttribute('aria-label', label));
  onPress(marker, (byKeyboard) => handlers.current.onOpenCluster(cluster, byKeyboard));
  return marker;
}
