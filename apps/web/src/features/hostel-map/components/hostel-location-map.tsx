/**
 * The 'location and directions map' of the hostel detail dialog (spec part 1 section 2):
 * the hostel at zoom 15; given the user's position, also a 'You are here' marker, a dashed
 * straight line between the two, the distance (haversine, 6371 km) and a Get Directions
 * link. Loaded lazily by the dialog; the default export is the component.
 */
import { distanceKm } from '@hostelhub/shared';
import { ExternalLink } from 'lucide-react';
import { useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { buttonVariants } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePublicConfig } from '../../../lib/get-public-config';
import { useFormatters, useT } from '../../../lib/i18n';
import { hostelMapText } from '../i18n';
import {
  directionsUrl,
  isValidCoordinate,
  isValidLatLng,
  mapViewFor,
  SINGLE_POINT_ZOOM,
  type LatLng,
} from '../utils/directions';
import { formatKilometres } from '../utils/distance';
import { BaseMap } from './base-map';
import { locationMarkerIcon, userPositionIcon } from './marker-icons';
import { MapErrorBoundary } from '../../../components/map-error-boundary';

const ROUTE_LINE = { color: '#2563eb', weight: 3, opacity: 0.8, dashArray: '6 8' };

export interface HostelLocationMapProps {
  latitude: number;
  longitude: number;
  /** The hostel's name: the marker's title and the map's accessible name. */
  name: string;
  /** The user's position, when known; adds the route line, distance and directions. */
  origin?: LatLng | null;
  /** Height classes of the map box; default `h-64 sm:h-80`. */
  heightClass?: string;
}

export default function HostelLocationMap({
  latitude,
  longitude,
  name,
  origin,
  heightClass = 'h-64 sm:h-80',
}: HostelLocationMapProps) {
  const config = usePublicConfig();
  const t = useT(hostelMapText);

  if (!isValidCoordinate(latitude, longitude)) {
    return (
      <p className="rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('locationMap.unavailable')}
      </p>
    );
  }
  if (config.isPending) {
    return (
      <div role="status" aria-label={t('map.loading')}>
        <Skeleton className={`w-full rounded-xl ${heightClass}`} />
      </div>
    );
  }
  return (
    <MapErrorBoundary>
      <LocationMap
        hostel={{ lat: latitude, lng: longitude }}
        name={name}
        origin={isValidLatLng(origin) ? origin : null}
        tileUrl={config.map_tile_url}
        heightClass={heightClass}
      />
    </MapErrorBoundary>
  );
}

interface LocationMapProps {
  hostel: LatLng;
  name: string;
  origin: LatLng | null;
  tileUrl: string;
  heightClass: string;
}

function LocationMap({ hostel, name, origin, tileUrl, heightClass }: LocationMapProps) {
  const t = useT(hostelMapText);
  const { locale } = useFormatters();
  const { lat, lng } = hostel;
  const originLat = origin?.lat;
  const originLng = origin?.lng;
  const view = useMemo(() => {
    const points =
      originLat === undefined || originLng === undefined
        ? [{ lat, lng }]
        : [
            { lat, lng },
            { lat: originLat, lng: originLng },
          ];
    return mapViewFor(points, { center: { lat, lng }, zoom: SINGLE_POINT_ZOOM });
  }, [lat, lng, originLat, originLng]);

  return (
    <div className="space-y-3">
      <BaseMap
        view={view}
        tileUrl={tileUrl}
        label={t('locationMap.label', { name })}
        className={heightClass}
        // Inside a scrolling dialog the wheel should scroll the dialog, not zoom the map.
        scrollWheelZoom={false}
      >
        <Marker position={[lat, lng]} icon={locationMarkerIcon} title={name}>
          <Tooltip direction="top">{name}</Tooltip>
        </Marker>
        {origin ? (
          <>
            <Marker
              position={[origin.lat, origin.lng]}
              icon={userPositionIcon}
              title={t('locationMap.youAreHere')}
            >
              <Tooltip direction="top" permanent>
                {t('locationMap.youAreHere')}
              </Tooltip>
            </Marker>
            <Polyline
              positions={[
                [origin.lat, origin.lng],
                [lat, lng],
              ]}
              pathOptions={ROUTE_LINE}
            />
          </>
        ) : null}
      </BaseMap>
      {origin ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-slate-700 dark:text-slate-300">
            {t('locationMap.distance', {
              distance: t('distance.km', {
                km: formatKilometres(distanceKm(origin, hostel), locale),
              }),
            })}{' '}
            <span className="text-slate-500 dark:text-slate-400">
              {t('locationMap.straightLine')}
            </span>
          </p>
          <a
            href={directionsUrl(hostel, origin)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ size: 'sm' })}
          >
            <ExternalLink aria-hidden="true" className="h-4 w-4" />
            {t('directions.get')}
            <span className="sr-only"> {t('directions.newTab')}</span>
          </a>
        </div>
      ) : null}
    </div>
  );
}
