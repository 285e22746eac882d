import {
  coordinatesAsText,
  distanceKm,
  isCoordinatesText,
  LISTING_MESSAGES,
  ltrIsolate,
  PICKER_DEFAULT_CENTER,
  PICKER_DEFAULT_ZOOM,
  PIN_FAR_FROM_CITY_KM,
  type MapLocation,
} from '@hostelhub/shared';
import { Check, LocateFixed, Search } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { MapErrorBoundary } from '../../../../components/map-error-boundary';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import {
  GEOLOCATION_UNSUPPORTED,
  getCurrentPosition,
  PRECISE_GEOLOCATION,
} from '../../../../lib/geolocation';
import { usePublicConfig } from '../../../../lib/get-public-config';
import { i18n, useLanguage, useSharedText, useT } from '../../../../lib/i18n';
import { listingsText } from '../../i18n';
import { usePlaceSearch, useReverseGeocode } from '../../api/geocode';
import { usePickerArea, type PickerPlace } from '../../hooks/use-picker-area';
import { ConfirmedLocation } from './confirmed-location';
import { PlaceResults } from './place-results';

import type { PickedLocation } from './confirmed-location';

export type { PickedLocation };

export interface MapPickerProps {
  /** The confirmed location; null until 'Confirm Location & Save Coordinates'. */
  value: PickedLocation | null;
  onConfirm: (value: PickedLocation) => void;
  /** 'Change Location': the confirmed coordinates are cleared. */
  onClear: () => void;
  error?: string | undefined;
  /** The city and town chosen above: the map opens there; far pins ask first (item 3). */
  place?: PickerPlace | null | undefined;
}

/** Search waits this long after the last key before asking the geocoder. */
const SEARCH_DEBOUNCE_MS = 400;

/** The zoom the map opens at on a chosen town (a city opens at the default, 12). */
const TOWN_ZOOM = 14;

/** The geocoder's address for the pin, or '' for none or the coordinates fallback (item 2). */
function geocodedAddress(location: MapLocation | undefined): string {
  return location && !isCoordinatesText(location.address) ? location.address : '';
}

function isValidPoint(point: { lat: number; lng: number }): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/** The map's download failed: the text the error boundary shows, in the page's language. */
const MAP_LOAD_FAILED = 'map.loadFailed';

function loadPickerMap() {
  return lazy(() =>
    import('./picker-map').catch(() => {
      throw new Error(i18n._(`${listingsText.name}.${MAP_LOAD_FAILED}`));
    }),
  );
}

// React.lazy keeps a failed download; Retry Loading Map replaces it with a fresh one.
let PickerMap = loadPickerMap();

/**
 * The map picker (part 2 section 2 'Map picker', section 4 'Map coordinates'; decision 11):
 * a place search, Current Location, a map with a draggable marker, the selected location with
 * its address, and 'Confirm Location & Save Coordinates'. A confirmed location shows with
 * 'Change Location'. The map opens on the chosen town, else the chosen city, else Islamabad
 * (zoom 12), and a pin more than 25 km from the chosen city asks before it is accepted (issue
 * 22 item 3). When the geocoder cannot be reached the picker shows the coordinates as text,
 * but confirms no address, so students see the typed one (item 2); when tiles cannot load the
 * marker still works.
 */
export function MapPicker({ value, onConfirm, onClear, error, place }: MapPickerProps) {
  const config = usePublicConfig();
  const t = useT(listingsText);
  const { language } = useLanguage();
  const shared = useSharedText();
  const area = usePickerArea(place);
  const [point, setPoint] = useState<{ lat: number; lng: number } | null>(
    value ? { lat: value.latitude, lng: value.longitude } : null,
  );
  const [center, setCenter] = useState(point ?? PICKER_DEFAULT_CENTER);
  const [message, setMessage] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const [debouncedSearch, setDebouncedSearch] = useState('');
  const [isLocating, setIsLocating] = useState(false);
  const [mapAttempt, setMapAttempt] = useState(0);
  const address = useReverseGeocode(value ? null : point);
  const places = usePlaceSearch(debouncedSearch);
  const [farPin, setFarPin] = useState<PickedLocation | null>(null);
  // A newly chosen town or city moves the map there; a hostel opened with its pin stays on
  // the pin until the owner chooses another place.
  const [openedWithPin] = useState(value !== null);
  const [seenArea, setSeenArea] = useState<string | null>(null);
  const areaKey = area.centre ? `${area.centre.lat},${area.centre.lng}` : null;
  if (area.centre && areaKey !== seenArea) {
    setSeenArea(areaKey);
    if (seenArea !== null || !openedWithPin) setCenter(area.centre);
  }

  useEffect(() => {
    const timer = setTimeout(() => setDebouncedSearch(search.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const pick = useCallback((next: { lat: number; lng: number }) => {
    setMessage(null);
    setPoint(next);
  }, []);

  const useCurrentLocation = () => {
    setMessage(null);
    setIsLocating(true);
    getCurrentPosition(PRECISE_GEOLOCATION)
      .then((position) => {
        pick({ lat: position.lat, lng: position.lng });
        setCenter({ lat: position.lat, lng: position.lng });
      })
      .catch((reason: unknown) => {
        setMessage(
          reason instanceof Error && reason.message === GEOLOCATION_UNSUPPORTED
            ? t('map.geolocationUnsupported')
            : t('map.locationFailed'),
        );
      })
      .finally(() => setIsLocating(false));
  };

  const confirm = () => {
    if (!point) {
      setMessage(shared(LISTING_MESSAGES.noLocationToConfirm));
      return;
    }
    if (!isValidPoint(point)) {
      setMessage(shared(LISTING_MESSAGES.invalidCoordinates));
      return;
    }
    const picked = {
      latitude: point.lat,
      longitude: point.lng,
      formatted_address: geocodedAddress(address.data),
    };
    if (area.city && distanceKm(point, area.city) > PIN_FAR_FROM_CITY_KM) {
      setFarPin(picked);
      return;
    }
    onConfirm(picked);
  };

  if (value) {
    return (
      <ConfirmedLocation
        value={value}
        onChange={() => {
          setPoint({ lat: value.latitude, lng: value.longitude });
          onClear();
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="map-picker-search" className="sr-only">
            {t('map.searchLabel')}
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-3 h-4 w-4 text-slate-400"
          />
          <Input
            id="map-picker-search"
            type="search"
            className="ps-9"
            autoComplete="off"
            placeholder={t('map.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <Button variant="outline" onClick={useCurrentLocation} disabled={isLocating}>
          {isLocating ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <LocateFixed aria-hidden="true" className="h-4 w-4" />
          )}
          {t('map.current')}
        </Button>
      </div>

      {debouncedSearch.length >= 2 ? (
        <PlaceResults
          search={debouncedSearch}
          places={places}
          onChoose={(place) => {
            pick(place);
            setCenter(place);
            setSearch('');
          }}
        />
      ) : null}

      <div role="region" aria-label={t('map.region')}>
        <MapErrorBoundary
          retryLabel={t('map.retry')}
          onRetry={() => {
            PickerMap = loadPickerMap();
            setMapAttempt((attempt) => attempt + 1);
          }}
        >
          <Suspense key={mapAttempt} fallback={<Skeleton className="h-80 w-full rounded-xl" />}>
            {config.isPending ? (
              <Skeleton className="h-80 w-full rounded-xl" />
            ) : (
              <PickerMap
                tileUrl={config.map_tile_url}
                center={center}
                zoom={area.isTown ? TOWN_ZOOM : PICKER_DEFAULT_ZOOM}
                point={point}
                onPick={pick}
              />
            )}
          </Suspense>
        </MapErrorBoundary>
      </div>

      <section
        aria-label={t('location.selected')}
        className="space-y-2 rounded-lg border border-slate-200 p-4 text-sm dark:border-slate-800"
      >
        {point ? (
          <>
            <p className="font-medium">
              {address.isPending ? t('map.findingAddress') : address.data?.address}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {t('map.coordinates', {
                coordinates: ltrIsolate(language, coordinatesAsText(point.lat, point.lng)),
              })}
            </p>
          </>
        ) : (
          <p className="text-slate-600 dark:text-slate-400">{t('map.noneSelected')}</p>
        )}
        <Button onClick={confirm}>
          <Check aria-hidden="true" className="h-4 w-4" />
          {t('map.confirm')}
        </Button>
      </section>

      {message ? <Alert tone="error">{message}</Alert> : null}
      {error ? <Alert tone="error">{shared(error)}</Alert> : null}

      <ConfirmDialog
        open={farPin !== null}
        onOpenChange={(open) => {
          if (!open) setFarPin(null);
        }}
        title={t('map.far.title')}
        confirmLabel={t('map.far.use')}
        cancelLabel={t('map.far.move')}
        isDestructive={false}
        onConfirm={() => {
          if (farPin) onConfirm(farPin);
          setFarPin(null);
        }}
      >
        {area.city
          ? t('map.far.question', { km: PIN_FAR_FROM_CITY_KM, city: area.city.name })
          : null}
      </ConfirmDialog>

      <div className="text-sm text-slate-600 dark:text-slate-400">
        <p className="font-medium text-slate-800 dark:text-slate-200">{t('map.howTo.title')}</p>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          <li>{t('map.howTo.search')}</li>
          <li>{t('map.howTo.click')}</li>
          <li>{t('map.howTo.drag')}</li>
          <li>{t('map.howTo.current')}</li>
          <li>{t('map.howTo.confirm')}</li>
        </ul>
      </div>
    </div>
  );
}
