import {
  countActiveFilters,
  DEFAULT_PAGE_LIMIT,
  type HostelFilters,
  type HostelSort,
} from '@hostelhub/shared';
import { Building2, SearchX } from 'lucide-react';
import { useDeferredValue } from 'react';
import { useLocation } from 'react-router';
import { useServerRendered } from '../../../lib/server-rendered';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { useT } from '../../../lib/i18n';
import { useHostels } from '../api/get-hostels';
import { hostelSearchText } from '../i18n';
import { HostelList, HostelListSkeleton } from './hostel-list';
import { NearNotice } from './near-notice';
import { PaginationControls } from './pagination-controls';
import { SearchReading } from './search-reading';

export interface HostelResultsProps {
  filters: HostelFilters;
  sort: HostelSort;
  page: number;
  onPageChange: (page: number) => void;
  onClearFilters: () => void;
  hostelHref: (id: string) => string;
  /** Writes a filter change to the URL (issue 42: a removed chip, a chosen campus). */
  onFiltersChange?: (change: Partial<HostelFilters>) => void;
}

/** The server's hostels for the filters, a page at a time (part 1 section 7 'Discovery'). */
export function HostelResults({
  filters,
  sort,
  page,
  onPageChange,
  onClearFilters,
  hostelHref,
  onFiltersChange,
}: HostelResultsProps) {
  const t = useT(hostelSearchText);
  const location = useLocation();
  // Real page links (issue 25): the same screen with `page` changed, every other key kept.
  const pageHref = (next: number) => {
    const params = new URLSearchParams(location.search);
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  const query = useHostels({ page, limit: DEFAULT_PAGE_LIMIT, filters, sort });
  // The query's update renders at once (React cannot split it); the cards then render from
  // this deferred copy in a transition, which React splits into short tasks, so a slow phone
  // keeps answering taps while they are built (issue 11, total blocking time). Starting from
  // null defers the first render too: with the page's data already there (preloaded), the
  // cards would otherwise be built in the same task as the whole screen.
  const serverRendered = useServerRendered();
  const shown = useDeferredValue(query.data ?? null, serverRendered ? (query.data ?? null) : null);
  const isFiltered = countActiveFilters(filters).total > 0 || Boolean(filters.search);

  if (query.isPending) return <HostelListSkeleton />;

  if (query.isError) {
    return (
      <LoadError
        title={t('results.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  if (!shown) return <HostelListSkeleton />;
  const { data: hostels, pagination } = shown;
  const isBusy = query.isPlaceholderData || shown !== query.data;

  const reading = onFiltersChange ? (
    <SearchReading
      interpreted={shown.interpreted}
      placeChoices={shown.placeChoices}
      near={shown.near}
      filters={filters}
      onChange={onFiltersChange}
    />
  ) : null;

  if (hostels.length === 0) {
    if (pagination.total > 0) {
      return (
        <EmptyState
          icon={Building2}
          title={t('results.pageEmpty.title')}
          action={<Button onClick={() => onPageChange(1)}>{t('results.pageEmpty.action')}</Button>}
        >
          {t('results.pageEmpty.body', {
            count: pagination.total,
            pages: pagination.total_pages,
          })}
        </EmptyState>
      );
    }
    return isFiltered ? (
      <div className="space-y-6">
        {reading}
        <EmptyState
          icon={SearchX}
          title={t('results.noMatch.title')}
          action={<Button onClick={onClearFilters}>{t('filters.clear')}</Button>}
        >
          {t('results.noMatch.body')}
        </EmptyState>
      </div>
    ) : (
      <EmptyState icon={Building2} title={t('results.none.title')}>
        {t('results.none.body')}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      {reading}
      <NearNotice near={shown.near} />
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {t('results.found', { count: pagination.total })}
      </p>
      <HostelList hostels={hostels} hostelHref={hostelHref} isBusy={isBusy} near={shown.near} />
      {pagination.total_pages > 1 ? (
        <PaginationControls
          page={pagination.page}
          totalPages={pagination.total_pages}
          onPageChange={onPageChange}
          pageHref={pageHref}
          isBusy={isBusy}
        />
      ) : null}
    </div>
  );
}
