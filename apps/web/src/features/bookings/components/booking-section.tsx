import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/**
 * One section of Visits & reservations (issue 27): its heading and filter, then the list, a
 * loading placeholder, the failure with Try Again, or what an empty list means.
 */
export function BookingSection<Item extends { id: string }>({
  title,
  filter,
  query,
  listLabel,
  loadingLabel,
  failedTitle,
  emptyText,
  renderItem,
}: {
  title: string;
  filter: ReactNode;
  query: UseQueryResult<Item[]>;
  listLabel: string;
  loadingLabel: string;
  failedTitle: string;
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
}) {
  const t = useT(bookingsText);
  const headingId = useId();
  let content: ReactNode;
  if (query.isPending) {
    content = (
      <div role="status" aria-label={loadingLabel} className="space-y-3">
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    );
  } else if (query.isError) {
    content = (
      <LoadError
        title={failedTitle}
        message={errorText(query.error, t('load.failedFallback'))}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  } else if (query.data.length === 0) {
    content = (
      <p className="rounded-xl border border-dashed border-slate-300 px-6 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {emptyText}
      </p>
    );
  } else {
    content = (
      <ul aria-label={listLabel} className="space-y-4">
        {query.data.map((item) => (
          <li key={item.id}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <h2 id={headingId} className="text-2xl font-semibold text-slate-900 dark:text-white">
          {title}
        </h2>
        {filter}
      </div>
      {content}
    </section>
  );
}
