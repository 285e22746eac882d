import { Map as MapIcon, MapPin } from 'lucide-react';
import { lazy, Suspense, useState, type Ref } from 'react';
import { Ltr } from '../../../components/ltr';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import type { LatLng } from '../utils/location';
import { Heading, type HeadingLevel } from './heading';
import { MapErrorBoundary } from '../../../components/map-error-boundary';
import { Alert } from '../../../components/ui/alert';
import type { HostelDetailSlots } from './slots';

const MAP_HEIGHT_CLASS = 'h-72 sm:h-80';

/**
 * Location and directions (part 1 section 2): the address and, when shown, the map; after
 * Start Journey the map adds the user's position, the distance and a Get Directions link.
 */
export function HostelLocation({
  name,
  address,
  locationLine,
  position,
  origin,
  isMapShown,
  onShowMap,
  regionId,
  regionRef,
  headingLevel,
  loadLocationMap,
}: {
  name: string;
  address: string;
  locationLine: string;
  position: LatLng | null;
  /** The user's position once Start Journey found it. */
  origin: LatLng | null;
  isMapShown: boolean;
  onShowMap: () => void;
  regionId: string;
  regionRef: Ref<HTMLElement>;
  headingLevel: HeadingLevel;
  loadLocationMap: HostelDetailSlots['loadLocationMap'];
}) {
  const t = useT(hostelDetailText);
  // Leaflet is heavy: its chunk downloads only when a map is shown (DESIGN.md 'maps').
  const [HostelLocationMap] = useState(() => lazy(loadLocationMap));
  return (
    <section id={regionId} ref={regionRef} className="scroll-mt-4 space-y-3">
      <Heading
        level={headingLevel}
        className="text-lg font-semibold text-slate-900 dark:text-white"
      >
        {t('location.title')}
      </Heading>
      <p className="flex items-start gap-1.5 text-sm text-slate-700 dark:text-slate-300">
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span>
          {address}
          {locationLine ? <span className="block">{locationLine}</span> : null}
        </span>
      </p>
      {!position ? (
        <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {t('location.unavailable')}
        </p>
      ) : isMapShown ? (
        // This boundary catches the chunk failing to download; the map draws its own errors.
        <MapErrorBoundary
          fallback={(error) => (
            <Alert tone="error" title={t('location.mapLoadFailed')} headingLevel={3}>
              {t('location.mapError', { message: error.message })}
            </Alert>
          )}
        >
          <Suspense
            fallback={
              <div role="status" aria-label={t('location.loadingMap')}>
                <Skeleton className={`${MAP_HEIGHT_CLASS} w-full rounded-xl`} />
              </div>
            }
          >
            <HostelLocationMap
              latitude={position.lat}
              longitude={position.lng}
              name={name}
              heightClass={MAP_HEIGHT_CLASS}
              origin={origin}
            />
          </Suspense>
        </MapErrorBoundary>
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between dark:border-slate-700 dark:text-slate-400">
          <Ltr className="inline-block">{`${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`}</Ltr>
          <Button variant="outline" size="sm" onClick={onShowMap}>
            <MapIcon aria-hidden="true" className="h-4 w-4" />
            {t('location.loadMap')}
          </Button>
        </div>
      )}
    </section>
  );
}
