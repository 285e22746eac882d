/**
 * The Find Hostels 'Map View' tab (spec part 1 section 2 'Map view', section 9 'Map'; issue 28
 * 'A map that follows the viewport'). The map asks the server for what it shows: on ready and
 * after every move, the box in view at its zoom with the list's filters. The answer's clusters
 * are round count badges (pressed, they zoom into their bounds) and its single hostels are pins
 * coloured by gender category, each with the popup of details and directions. After the user
 * moves the map, "Search this area" hands the view to the screen as the list's `bbox` filter.
 *
 * Framing: an applied area (the URL's `bbox`) frames the map; without one, the extent of the
 * hostels matching the filters does (an overview answer of the whole world), again whenever
 * the place filters or the search change. Other filters (gender, price, ...) keep the view.
 *
 * The default export is loaded lazily by the browse screen, so Leaflet and its CSS only
 * download when the map is opened.
 */
import {
  countActiveFilters,
  MAP_DEFAULT_CENTER,
  MAP_DEFAULT_ZOOM,
  type HostelFilters,
  type MapCluster,
  type MapPoint,
  type MapView as MapAnswer,
} from '@hostelhub/shared';
import { MapPinOff, RefreshCw, Search } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { Rectangle } from 'react-leaflet';
import { componentsText } from '../../../components/i18n';
import { MapErrorBoundary } from '../../../components/map-error-boundary';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { errorText } from '../../../lib/error-text';
import { usePublicConfig } from '../../../lib/get-public-config';
import { useT } from '../../../lib/i18n';
import { useMapView } from '../api/get-map-view';
import { hostelMapText } from '../i18n';
import type { MapView } from '../utils/directions';
import { markerToneFor, type MarkerTone } from '../utils/marker-tones';
import { boundsOfBbox, OVERVIEW_BBOX, OVERVIEW_ZOOM, viewOfAnswer } from '../utils/viewport';
import { BaseMap } from './base-map';
import { MapLegend } from './map-legend';
import { AnswerLayers } from './answer-layers';
import { ViewportSync, type Viewport, type ViewRequest } from './viewport-sync';

/**
 * 600 px on desktop (part 1 section 9), shorter on phones. Tailwind's `md` (48rem) is the
 * product's MOBILE_BREAKPOINT_PX, 768 px.
 */
const MAP_HEIGHT_CLASS = 'h-[420px] md:h-[600px]';

/** The filters that say where to look: a change frames the map on their hostels again. */
const FRAMING_FILTER_KEYS = ['search', 'location_type', 'university_id', 'city', 'town'] as const;

/** Where the map opens when nothing matches: the product's default view. */
const FALLBACK_VIEW = { center: MAP_DEFAULT_CENTER, zoom: MAP_DEFAULT_ZOOM };

/** The applied area's outline: dashed, not a target of presses. */
const AREA_OUTLINE = {
  color: '#0f766e',
  weight: 2,
  dashArray: '6 6',
  fill: false,
  interactive: false,
} as const;

export interface HostelsMapViewProps {
  /** Called with the hostel's id by a popup's 'View details'; the button is hidden without it. */
  onOpenHostel?: (id: string) => void;
  /** The list's filters (the URL's); `bbox` is the applied "Search this area". */
  filters?: HostelFilters;
  /** Called with the view's `bbox` by "Search this area"; the button is hidden without it. */
  onSearchArea?: (bbox: string) => void;
}

export default function HostelsMapView({
  onOpenHostel,
  filters = {},
  onSearchArea,
}: HostelsMapViewProps) {
  const config = usePublicConfig();
  const t = useT(hostelMapText);
  const tc = useT(componentsText);
  const { bbox: area, ...mapFilters } = filters;
  const areaBounds = useMemo(() => boundsOfBbox(area), [area]);
  const framingKey = JSON.stringify(FRAMING_FILTER_KEYS.map((key) => mapFilters[key] ?? null));
  const hasFilters = countActiveFilters(mapFilters).total > 0 || Boolean(mapFilters.search);

  // The map's first view, set once: the applied area, else the overview's extent.
  const [initialView, setInitialView] = useState<MapView | null>(() =>
    areaBounds ? { bounds: areaBounds } : null,
  );
  // The framing filters the map was last framed for.
  const [framedKey, setFramedKey] = useState<string | null>(() => (areaBounds ? framingKey : null));
  const [request, setRequest] = useState<ViewRequest | null>(null);
  // The area last seen in the URL, and the one "Search this area" just wrote (no move for it).
  const [seenArea, setSeenArea] = useState(area);
  const [writtenArea, setWrittenArea] = useState<string | undefined>(undefined);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const [wasMovedByUser, setWasMovedByUser] = useState(false);

  const overview = useMapView(
    { bbox: OVERVIEW_BBOX, zoom: OVERVIEW_ZOOM, filters: mapFilters },
    { enabled: framedKey !== framingKey && !areaBounds },
  );
  const answerQuery = useMapView(
    { bbox: viewport?.queryBbox ?? OVERVIEW_BBOX, zoom: viewport?.zoom ?? 0, filters: mapFilters },
    { enabled: viewport !== null },
  );
  // The last answer stays on the map while the next loads, and when it fails.
  const [answer, setAnswer] = useState<MapAnswer | null>(null);
  if (answerQuery.data && answerQuery.data !== answer) setAnswer(answerQuery.data);

  // An area from the URL that this map did not write (a link, Back) frames the map.
  if (area !== seenArea) {
    setSeenArea(area);
    if (area === writtenArea) setWrittenArea(undefined);
    else if (areaBounds) {
      if (initialView) setRequest({ view: { bounds: areaBounds } });
      else setInitialView({ bounds: areaBounds });
      setFramedKey(framingKey);
    }
  }
  if (framedKey !== framingKey) {
    // While an area applies it frames the map, whatever the other filters say.
    if (areaBounds) setFramedKey(framingKey);
    else if (overview.isSuccess && !overview.isPlaceholderData) {
      const view = viewOfAnswer(overview.data, FALLBACK_VIEW);
      setFramedKey(framingKey);
      if (initialView) setRequest({ view });
      else setInitialView(view);
    }
  }

  const onViewport = useCallback((next: Viewport, byUser: boolean) => {
    setViewport(next);
    setWasMovedByUser(byUser);
  }, []);

  if (!initialView || config.isPending) {
    if (overview.isError) {
      return (
        <LoadError
          title={t('map.loadFailed')}
          message={errorText(overview.error, t('map.loadFailed'))}
          onRetry={() => void overview.refetch()}
          isRetrying={overview.isFetching}
        />
      );
    }
    return (
      <div role="status" aria-label={t('map.loading')} className="space-y-3">
        <Skeleton className="h-5 w-64" />
        <Skeleton className={`w-full rounded-xl ${MAP_HEIGHT_CLASS}`} />
      </div>
    );
  }

  const isFresh = answerQuery.isSuccess && !answerQuery.isPlaceholderData;
  const canSearchArea =
    onSearchArea !== undefined && viewport !== null && wasMovedByUser && viewport.bbox !== area;
  const searchArea = () => {
    if (!onSearchArea || !viewport) return;
    setWrittenArea(viewport.bbox);
    setWasMovedByUser(false);
    onSearchArea(viewport.bbox);
  };

  const overlay = (
    <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex flex-col items-center gap-2 px-14 pt-3">
      {canSearchArea ? (
        <Button className="pointer-events-auto rounded-full shadow-lg" onClick={searchArea}>
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('view.searchArea')}
        </Button>
      ) : null}
      {answerQuery.isError ? (
        <div
          role="alert"
          className="pointer-events-auto flex max-w-sm flex-wrap items-center justify-center gap-x-3 gap-y-2 rounded-lg border border-red-200 bg-white px-3 py-2 text-sm text-red-900 shadow-lg dark:border-red-900 dark:bg-slate-900 dark:text-red-100"
        >
          <p>
            <span className="font-semibold">{t('view.failed')}</span>{' '}
            {errorText(answerQuery.error, '')}
          </p>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void answerQuery.refetch()}
            disabled={answerQuery.isFetching}
          >
            <RefreshCw aria-hidden="true" className="h-4 w-4" />
            {tc('tryAgain')}
          </Button>
        </div>
      ) : isFresh && answerQuery.data.total === 0 ? (
        <div className="pointer-events-auto flex max-w-sm items-start gap-2 rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm text-slate-700 shadow-lg dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
          <MapPinOff aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <p>
            <span className="font-semibold text-slate-900 dark:text-white">
              {hasFilters ? t('view.emptyFiltered') : t('view.empty')}
            </span>{' '}
            {hasFilters ? t('view.emptyFilteredHint') : t('view.emptyHint')}
          </p>
        </div>
      ) : null}
    </div>
  );

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p
          role="status"
          className="flex min-h-5 items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
        >
          {answerQuery.isFetching ? (
            <Spinner className="h-4 w-4 text-teal-700 dark:text-teal-400" />
          ) : null}
          {answer
            ? t('view.count', { count: answer.total })
            : answerQuery.isError
              ? null
              : t('view.loading')}
        </p>
        <MapLegend tones={legendTones(answer?.hostels ?? [])} />
      </div>
      <MapErrorBoundary>
        <BaseMap
          view={initialView}
          tileUrl={config.map_tile_url}
          label={t('map.label')}
          className={MAP_HEIGHT_CLASS}
          overlay={overlay}
        >
          <ViewportSync request={request} onViewport={onViewport} />
          {areaBounds ? <Rectangle bounds={areaBounds} pathOptions={AREA_OUTLINE} /> : null}
          <AnswerLayers
            clusters={answer?.clusters ?? NO_CLUSTERS}
            hostels={answer?.hostels ?? NO_HOSTELS}
            onOpenHostel={onOpenHostel}
          />
        </BaseMap>
      </MapErrorBoundary>
    </div>
  );
}

const NO_CLUSTERS: MapCluster[] = [];
const NO_HOSTELS: MapPoint[] = [];

/** Male and female always (the spec's legend); 'Other' only when such a marker is shown. */
function legendTones(hostels: readonly MapPoint[]): MarkerTone[] {
  const hasOther = hostels.some((hostel) => markerToneFor(hostel.gender_category) === 'other');
  return hasOther ? ['male', 'female', 'other'] : ['male', 'female'];
}
