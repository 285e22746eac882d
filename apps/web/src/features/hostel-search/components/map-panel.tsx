import { lazy, Suspense, useState, type ComponentType } from 'react';
import { MapErrorBoundary } from '../../../components/map-error-boundary';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';

/** Downloads the map view; the route passes it, so Leaflet loads only when the tab opens. */
export type LoadMapView = () => Promise<{
  default: ComponentType<{ onOpenHostel: (id: string) => void }>;
}>;

/** The map's place while its code downloads: the map's own size (part 1 section 9, 600 px). */
export function MapSkeleton() {
  const t = useT(hostelSearchText);
  return (
    <div role="status" aria-label={t('map.loading')} className="h-[600px]">
      <Skeleton className="h-full w-full rounded-xl" />
    </div>
  );
}

/** Map View: every approved hostel with a location, on OpenStreetMap (part 1 section 2). */
export function MapPanel({
  onOpenHostel,
  loadMapView,
}: {
  onOpenHostel: (id: string) => void;
  loadMapView: LoadMapView;
}) {
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
          <MapView onOpenHostel={onOpenHostel} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
