import { DEFAULT_PAGE_LIMIT, MESSAGES } from '@hostelhub/shared';
import { Building2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { useHostels } from '../api/get-hostels';
import { usePageParam } from '../hooks/use-page-param';
import { HostelCard, HostelCardSkeleton, hostelGridClasses } from './hostel-card';
import { PaginationControls } from './pagination-controls';

/** The Find Hostels list (part 1 section 2): cards, page by page, with the page in the URL. */
export function HostelBrowser() {
  const [page, setPage] = usePageParam();
  const query = useHostels({ page, limit: DEFAULT_PAGE_LIMIT });

  const goToPage = (next: number) => {
    setPage(next);
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  };

  if (query.isPending) {
    return (
      <div role="status" aria-label="Loading hostels" className={hostelGridClasses}>
        {Array.from({ length: 6 }, (_, index) => (
          <HostelCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (query.isError) {
    return (
      <LoadError
        title={MESSAGES.hostelsLoadFailed}
        message={query.error.message}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }

  const { data: hostels, pagination } = query.data;

  if (hostels.length === 0) {
    return pagination.total > 0 ? (
      <EmptyState
        icon={Building2}
        title="No hostels on this page"
        action={<Button onClick={() => goToPage(1)}>Go to the first page</Button>}
      >
        There are {pagination.total} hostels on {pagination.total_pages} pages.
      </EmptyState>
    ) : (
      <EmptyState icon={Building2} title="No hostels yet">
        No approved hostels are listed yet. Please check back shortly.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-8">
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {pagination.total === 1 ? '1 hostel' : `${pagination.total} hostels`}
      </p>
      <ul className={hostelGridClasses} aria-busy={query.isPlaceholderData}>
        {hostels.map((hostel) => (
          <li key={hostel.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <HostelCard hostel={hostel} />
            </div>
          </li>
        ))}
      </ul>
      {pagination.total_pages > 1 ? (
        <PaginationControls
          page={pagination.page}
          totalPages={pagination.total_pages}
          onPageChange={goToPage}
          isBusy={query.isPlaceholderData}
        />
      ) : null}
    </div>
  );
}
