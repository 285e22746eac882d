import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { AdminRowList } from './admin-table';

/** The state of a queue's query that its body reads. */
interface QueueQuery {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  data: unknown;
  error: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * The body of an admin review queue (hostel changes, reports): while loading, a status for
 * screen readers and two skeleton cards of `skeletonClassName`; when it failed with nothing
 * shown, the error with Retry; with no rows, `emptyText`; otherwise a list named `listLabel`
 * with one card per row.
 */
export function QueueBody<Row>({
  query,
  rows,
  loadingText,
  loadFailedText,
  emptyIcon,
  emptyText,
  listLabel,
  skeletonClassName,
  rowKey,
  renderRow,
}: {
  query: QueueQuery;
  rows: readonly Row[];
  loadingText: string;
  loadFailedText: string;
  emptyIcon: LucideIcon;
  emptyText: string;
  listLabel: string;
  skeletonClassName: string;
  rowKey: (row: Row) => string;
  renderRow: (row: Row) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          {loadingText}
        </p>
        {[0, 1].map((key) => (
          <Skeleton key={key} className={skeletonClassName} />
        ))}
      </div>
    );
  }
  if (query.isError && !query.data) {
    return (
      <LoadError
        title={loadFailedText}
        message={errorText(query.error, loadFailedText)}
        onRetry={() => void query.refetch()}
        isRetrying={query.isFetching}
      />
    );
  }
  if (rows.length === 0) return <EmptyState icon={emptyIcon} title={emptyText} />;
  return (
    <AdminRowList
      label={listLabel}
      rows={rows}
      rowKey={rowKey}
      rowClassName="min-w-0"
      renderRow={renderRow}
    />
  );
}
