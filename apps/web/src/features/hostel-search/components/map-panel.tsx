import { Component, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import { LoadError } from '../../../components/ui/load-error';

/** Downloads the map view; the route passes it, so Leaflet loads only when the tab opens. */
export type LoadMapView = () => Promise<{
  default: ComponentType<{ onOpenHostel: (id: string) => void }>;
}>;

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a map crash (or a failed download) so the rest of the screen keeps working. */
class MapErrorBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    if (this.state.error) {
      return (
        <LoadError
          title="Failed to load map"
          message={this.state.error.message}
          onRetry={() => {
            this.setState({ error: null });
            this.props.onRetry();
          }}
        />
      );
    }
    return this.props.children;
  }
}

/** The map's place while its code downloads: the map's own size (part 1 section 9, 600 px). */
export function MapSkeleton() {
  return (
    <div role="status" aria-label="Loading map" className="h-[600px]">
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
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        The map shows every approved hostel with a location; the filters apply to the list.
      </p>
      <MapErrorBoundary onRetry={() => setMapView(() => lazy(loadMapView))}>
        <Suspense fallback={<MapSkeleton />}>
          <MapView onOpenHostel={onOpenHostel} />
        </Suspense>
      </MapErrorBoundary>
    </div>
  );
}
