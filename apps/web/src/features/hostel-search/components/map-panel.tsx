import type { HostelFilters } from '@hostelhub/shared';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { MapErrorBoundary } from '../../../components/map-error-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';

/** What the browse screen hands the map view (issue 28). */
export interface MapViewProps {
  /** Opens a hostel from its popup. */
  onOpenHostel: (id: string) => void;
  /** The list's filters from the URL; the map shows the hostels that match them. */
  filters: HostelFilters;
  /** "Search this area": the view as a `bbox`, to become the list's filter. */
  onSearchArea: (bbox: string) => void;
}

/** Downloads the map view; the route passes it, so Leaflet loads only when the tab opens. */
export type LoadMapView = () => Promise<{ default: ComponentType<MapViewProps> }>;

/** The map's place while its code downloads: the map's own size (part 1 section 9, 600 px). */
export function MapSkeleton() {
  const t = useT(hostelSearchText);
  return (
    <div role="status" aria-label={t('map.loading')} className="h-[600px]">
      <Skeleton className="h-full w-full rounded-xl" />
    </div>
  );
}

export interface MapPanelProps extends MapViewProps {
  loadMapView: LoadMapView;
  /** False while the URL's filters are being read: the map waits rather than show all hostels. */
  isReady?: boolean;
}

/**
 * Map View (part 1 section 2, issue 28): the approved hostels matching the filters, asked for
 * by the map as it moves; "Search this area" turns the view into the list's `bbox` filter.
 */
export function MapPanel({
  onOpenHostel,
  loadMapView,
  filters,
  onSearchArea,
  isReady = true,
}: MapPanelProps) {
  // After a failed download, Try Again needs a fresh lazy component: React keeps the failed one.
  const [MapView, setMapView] = useState(() => lazy(loadMapView));
  const t = useT(hostelSearchText);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('map.note')}</p>
      <MapErrorBoundary
        onRetry={() => setMapView(() => lazy(loadMapView))}
        fallback={(error, retry) => (
          <LoadError title={t('map.loadFailed')} message={error.message} onRetry={retry} />
        )}
      >
        <Suspense fallback={<MapSkeleton />}>
          {isReady ? (
            <MapView onOpenHostel={onOpenHostel} filters={filters} onSearchArea={onSearchArea} />
          ) : (
            <MapSkeleton />
          )}
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
