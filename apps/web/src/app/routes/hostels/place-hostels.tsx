import { DEFAULT_PAGE_LIMIT, type HostelFilters } from '@hostelhub/shared';
import { Building2 } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonVariants } from '../../../components/ui/button';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useHostels } from '../../../features/hostel-search/api/get-hostels';
import {
  usePlace,
  type Place,
  type PlaceKind,
} from '../../../features/hostel-search/api/get-place';
import {
  HostelList,
  HostelListSkeleton,
} from '../../../features/hostel-search/components/hostel-list';
import { NearNotice } from '../../../features/hostel-search/components/near-notice';
import { PaginationControls } from '../../../features/hostel-search/components/pagination-controls';
import { parsePageParam } from '../../../features/hostel-search/hooks/use-browse-params';
import { useT } from '../../../lib/i18n';
import { usePlaceName } from '../../../lib/place-names';
import { appText } from '../../i18n';

/** The browse screen's query for the same hostels, where filters can narrow them further. */
function browseQuery(kind: PlaceKind, place: Place): string {
  return kind === 'city'
    ? new URLSearchParams({ city: place.name }).toString()
    : new URLSearchParams({ near_university: place.id }).toString();
}

function PlaceHostels({ kind, place, page }: { kind: PlaceKind; place: Place; page: number }) {
  const t = useT(appText);
  const name = usePlaceName()(place);
  // Issue 42: a university's page lists the hostels near its campus, nearest first.
  const filters: HostelFilters =
    kind === 'city' ? { city: place.id } : { near_university: place.id };
  const query = useHostels({
    page,
    limit: DEFAULT_PAGE_LIMIT,
    filters,
    sort: kind === 'university' ? 'distance' : 'newest',
  });
  const values = { city: name, university: name, count: query.data?.pagination.total ?? 0 };
  const title = kind === 'city' ? t('place.cityTitle', values) : t('place.universityTitle', values);
  const pageHref = (next: number) =>
    paths.hostels[kind].getHref(place.slug, next > 1 ? `page=${next}` : undefined);

  return (
    <ContentLayout
      title={title}
      description={
        query.data
          ? kind === 'city'
            ? t('place.cityLead', values)
            : t('place.universityLead', values)
          : undefined
      }
      actions={
        <Link
          to={paths.hostels.list.getHref(browseQuery(kind, place))}
          className={buttonVariants({ variant: 'outline' })}
        >
          {t('place.refine')}
        </Link>
      }
    >
      {query.isPending ? (
        <HostelListSkeleton />
      ) : query.isError ? (
        <LoadError
          title={t('place.loadError')}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : query.data.data.length === 0 ? (
        <EmptyState
          icon={Building2}
          title={title}
          action={
            <Link to={paths.hostels.list.getHref()} className={buttonVariants()}>
              {t('place.searchAll')}
            </Link>
          }
        >
          {t('place.empty')}
        </EmptyState>
      ) : (
        <div className="space-y-8">
          {/* The cards' names are h3, as on the browse screen: under a heading of their own. */}
          <h2 className="sr-only">{t('place.results')}</h2>
          <NearNotice near={query.data.near} />
          <HostelList
            hostels={query.data.data}
            hostelHref={(id) => paths.hostels.detail.getHref(id)}
            near={query.data.near}
          />
          {query.data.pagination.total_pages > 1 ? (
            <PaginationControls
              page={query.data.pagination.page}
              totalPages={query.data.pagination.total_pages}
              pageHref={pageHref}
            />
          ) : null}
        </div>
      )}
    </ContentLayout>
  );
}

/**
 * /hostels/in/{city-slug} and /hostels/near/{university-slug} (issue 25): a city's approved
 * hostels, or those near a university by distance from its campus, with numbered page links
 * that work without JavaScript. Rendered on the server; an unknown slug is a 404 there, and an
 * old slug moves permanently to the new one.
 */
export default function PlaceHostelsRoute({ kind }: { kind: PlaceKind }) {
  const t = useT(appText);
  const { slug = '' } = useParams();
  const [searchParams] = useSearchParams();
  const page = parsePageParam(searchParams.get('page'));
  const place = usePlace(kind, slug);

  if (place.isPending) {
    return (
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10 sm:px-6 lg:px-8">
        <Skeleton className="h-9 w-72" />
        <HostelListSkeleton />
      </div>
    );
  }
  if (place.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
        <p className="mt-4 text-slate-600 dark:text-slate-400">{t('place.notFound')}</p>
        <Link to={paths.hostels.list.getHref()} className={`${buttonVariants()} mt-6`}>
          {t('place.searchAll')}
        </Link>
      </div>
    );
  }
  return <PlaceHostels kind={kind} place={place.data} page={page} />;
}
