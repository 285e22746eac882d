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
import { useFavorites } from '../api/get-favorites';
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

  if (status === 'loading') return <HostelListSkeleton count={3} />;

  if (status === 'signed-out') {
    // A shared link with favorites=1 reaches guests too.
    return (
      <EmptyState
        icon={LogIn}
        title="Sign in to see your favourites"
        action={
          <Link
            to={paths.auth.login.getHref(`${location.pathname}${location.search}`)}
            className={buttonVariants()}
          >
            Sign in
          </Link>
        }
      >
        Favourites are saved to your account, so you can see them on any device.
      </EmptyState>
    );
  }

  if (query.isPending) return <HostelListSkeleton count={3} />;

  if (query.isError) {
    return (
      <LoadError
        title="Failed to load favourites"
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
        title="No favourites yet"
        action={<Button onClick={onShowAll}>Show all hostels</Button>}
      >
        Press the heart on a hostel to save it here.
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
        title="No favourites match your filters"
        action={<Button onClick={onClearFilters}>Clear filters</Button>}
      >
        You have {all.length === 1 ? '1 favourite' : `${all.length} favourites`}, but none match the
        filters and search in force.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-slate-600 dark:text-slate-400">
        {matching.length === all.length
          ? `${all.length === 1 ? '1 favourite' : `${all.length} favourites`}`
          : `${matching.length} of your ${all.length} favourites`}
      </p>
      <HostelList hostels={matching} hostelHref={hostelHref} />
    </div>
  );
}
