/**
 * Keeps the browse map and its screen in step (issue 28): reports what the map shows when it
 * is ready and after every move (once the map has rested VIEWPORT_DEBOUNCE_MS), saying whether
 * the user moved it, and makes the moves the screen asks for (a new filter's hostels, an area
 * from the URL). Render it inside the map.
 */
import type { Map as LeafletMap } from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import type { MapView } from '../utils/directions';
import { apiZoom, bboxOfView, queryBboxOfView } from '../utils/viewport';
import { FIT_OPTIONS } from './base-map';

/** How long the map must rest after a move before it asks for what it shows. */
export const VIEWPORT_DEBOUNCE_MS = 250;

/** What the map shows. */
export interface Viewport {
  /** The view as a `bbox` text: what "Search this area" writes. */
  bbox: string;
  /** The box the map's query asks for: the view widened to a 32-pixel grid. */
  queryBbox: string;
  /** The whole zoom level. */
  zoom: number;
}

/** A move the screen asks of the map: a new object each time, even to the same place. */
export interface ViewRequest {
  view: MapView;
}

/** The map's viewport now; null while it has no size (Leaflet then reads no real bounds). */
export function readViewport(map: LeafletMap): Viewport | null {
  if (map.getSize().x <= 0 || map.getSize().y <= 0) return null;
  const bounds = map.getBounds();
  const edges = {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
  const zoom = apiZoom(map.getZoom());
  return { bbox: bboxOfView(edges), queryBbox: queryBboxOfView(edges, zoom), zoom };
}

export interface ViewportSyncProps {
  /** The latest move to make; each new object moves the map once. */
  request: ViewRequest | null;
  /** What the map shows; `byUser` when the user moved it (drag, zoom, a cluster) since last time. */
  onViewport: (viewport: Viewport, byUser: boolean) => void;
}

export function ViewportSync({ request, onViewport }: ViewportSyncProps) {
  const map = useMap();
  const report = useRef(onViewport);
  useLayoutEffect(() => {
    report.current = onViewport;
  });
  // True only while the map makes a move asked by the screen: those moves are not animated, so
  // Leaflet ends them (moveend) before fitBounds or setView returns.
  const isScreenMove = useRef(false);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let byUser = false;
    const onMoveEnd = () => {
      if (!isScreenMove.current) byUser = true;
      clearTimeout(timer);
      timer = setTimeout(() => {
        const viewport = readViewport(map);
        if (viewport) report.current(viewport, byUser);
        byUser = false;
      }, VIEWPORT_DEBOUNCE_MS);
    };
    map.on('moveend', onMoveEnd);
    // The first view at once: the map's first question should not wait.
    const viewport = readViewport(map);
    if (viewport) report.current(viewport, false);
    return () => {
      clearTimeout(timer);
      map.off('moveend', onMoveEnd);
    };
  }, [map]);

  useEffect(() => {
    if (!request) return;
    const { view } = request;
    isScreenMove.current = true;
    try {
      if ('bounds' in view) map.fitBounds(view.bounds, { ...FIT_OPTIONS, animate: false });
      else map.setView([view.center.lat, view.center.lng], view.zoom, { animate: false });
    } finally {
      isScreenMove.current = false;
    }
  }, [map, request]);

  return null;
}
