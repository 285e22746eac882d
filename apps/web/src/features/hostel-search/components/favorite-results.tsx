import {
  effectiveFilters,
  hostelMatchesFilters,
  type HostelFilters,
  type HostelSort,
} from '@hostelhub/shared';
import { Heart, LogIn, SearchX } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button, buttonVariants } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useFavorites } from '../api/get-favorites';
import { hostelSearchText } from '../i18n';
import { sortHostels } from '../utils/sort-hostels';
import { HostelList, HostelListSkeleton } from './hostel-list';

export interface FavoriteResultsProps {
  filters: HostelFilters;
  sort: HostelSort;
  onClearFilters: () => void;
  onShowAll: () => void;
  hostelHref: (id: string) => string;
}

/**
 * Favourites-only mode (part 1 section 4): the user's saved hostels, filtered in the browser by
 * every filter except the location ones, which this mode ignores.
 */
export function FavoriteResults({
  filters,
  sort,
  onClearFilters,
  onShowAll,
  hostelHref,
}: FavoriteResultsProps) {
  const { status } = useAuth();
  const location = useLocation();
  const query = useFavorites();
  const t = useT(hostelSearchText);

  if (status === 'loading') return <HostelListSkeleton count={3} />;

  if (status === 'signed-out') {
    // A shared link with favorites=1 reaches guests too.
    return (
      <EmptyState
        icon={LogIn}
        title={t('favorites.signIn.title')}
        action={
          <Link
            to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
            className={buttonVariants()}
          >
            {t('favorites.signIn.action')}
          </Link>
        }
      >
        {t('favorites.signIn.body')}
      </EmptyState>
    );
  }

  if (query.isPending) return <HostelListSkeleton count={3} />;

  if (query.isError) {
    return (
      <LoadError
        title={t('favorites.loadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const all = query.data.favorites;
  if (all.length === 0) {
    return (
      <EmptyState
        icon={Heart}
        title={t('favorites.empty.title')}
        action={<Button onClick={onShowAll}>{t('favorites.empty.action')}</Button>}
      >
        {t('favorites.empty.body')}
      </EmptyState>
    );
  }

  const applied = effectiveFilters(filters, true);
  const matching = sortHostels(
    all.filter((hostel) => hostelMatchesFilters(hostel, applied)),
    sort,
  );

  if (matching.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={t('favorites.noMatch.title')}
        action={<Button onClick={onClearFilters}>{t('filters.clear')}</Button>}
      >
        {t('favorites.noMatch.body', { count: all.length })}
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {matching.length === all.length
          ? t('favorites.count', { count: all.length })
          : t('favorites.countOf', { matching: matching.length, count: all.length })}
      </p>
      <HostelList hostels={matching} hostelHref={hostelHref} />
    </div>
  );
}
