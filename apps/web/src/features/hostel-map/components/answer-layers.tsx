import type { MapCluster, MapPoint } from '@hostelhub/shared';
import L from 'leaflet';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { useT } from '../../../lib/i18n';
import { hostelMapText } from '../i18n';
import { clusterZoomTarget } from '../utils/viewport';
import { FIT_OPTIONS } from './base-map';
import { HostelMapPopup } from './hostel-map-popup';
import { MapMarkers } from './map-markers';
import { PIN_POPUP_OFFSET } from './marker-icons';

/** The hostel whose popup is open, and its marker's element to give focus back to. */
interface Selection {
  hostel: MapPoint;
  marker: HTMLElement | null;
}

interface AnswerLayersProps {
  clusters: readonly MapCluster[];
  hostels: readonly MapPoint[];
  onOpenHostel?: ((id: string) => void) | undefined;
}

/** Leaflet's `fitBounds` padding on both sides, for `getBoundsZoom`. */
const FIT_PADDING_TOTAL = L.point(FIT_OPTIONS.padding[0] * 2, FIT_OPTIONS.padding[1] * 2);

/** One answer's markers, and the popup of the hostel chosen among them. */
export function AnswerLayers({ clusters, hostels, onOpenHostel }: AnswerLayersProps) {
  const t = useT(hostelMapText);
  const map = useMap();
  const [selected, setSelected] = useState<Selection | null>(null);
  const selectedRef = useRef<Selection | null>(null);
  const selectHostel = useCallback((hostel: MapPoint, marker: HTMLElement | null) => {
    selectedRef.current = { hostel, marker };
    setSelected(selectedRef.current);
  }, []);
  const openCluster = useCallback(
    (cluster: MapCluster, byKeyboard: boolean) => {
      const [minLng, minLat, maxLng, maxLat] = cluster.bounds;
      const target = clusterZoomTarget(cluster, {
        zoom: map.getZoom(),
        maxZoom: map.getMaxZoom(),
        boundsZoom: map.getBoundsZoom(
          L.latLngBounds([minLat, minLng], [maxLat, maxLng]),
          false,
          FIT_PADDING_TOTAL,
        ),
      });
      if (target.kind === 'fit') map.fitBounds(target.bounds, FIT_OPTIONS);
      else map.setView([target.center.lat, target.center.lng], target.zoom);
      // The badge goes with the next answer: the map keeps the keyboard (arrows pan, +/- zoom).
      if (byKeyboard) map.getContainer().focus({ preventScroll: true });
    },
    [map],
  );
  const clusterLabel = useCallback((count: number) => t('cluster.label', { count }), [t]);
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
    <>
      <MapMarkers
        clusters={clusters}
        hostels={hostels}
        onSelectHostel={selectHostel}
        onOpenCluster={openCluster}
        clusterLabel={clusterLabel}
      />
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
    </>
  );
}
