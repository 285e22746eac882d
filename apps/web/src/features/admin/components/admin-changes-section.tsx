import { HOSTEL_CHANGE_STATUSES, type HostelChangeStatus } from '@hostelhub/shared';
import { FilePenLine } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Pager } from '../../../components/ui/pager';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useHostelChanges } from '../api/get-hostel-changes';
import { adminText, type AdminKey } from '../i18n';
import { AdminRowList } from './admin-table';
import { FilterPill } from './filter-pill';
import { CHANGE_STATUS_KEYS, HostelChangeCard } from './hostel-change-card';

/** Each status's heading; its pill reads CHANGE_STATUS_KEYS. */
const HEADINGS = {
  pending: 'changes.heading.pending',
  approved: 'changes.heading.approved',
  rejected: 'changes.heading.rejected',
  withdrawn: 'changes.heading.withdrawn',
  merged: 'changes.heading.merged',
} as const satisfies Record<HostelChangeStatus, AdminKey>;

/** The status filter from the URL: `status=` left out is the waiting changes. */
function statusOf(value: string | null): HostelChangeStatus {
  return HOSTEL_CHANGE_STATUSES.find((status) => status === value) ?? 'pending';
}

/**
 * /admin/changes (issue 26 'Edits after approval are reviewed'): owners' changes to approved
 * hostels, the waiting ones first (?status=approved, rejected, withdrawn or merged shows the others),
 * 20 a page. Each is a card comparing what students see with what the owner asks, with its
 * photos, and Approve or Reject (with a reason). After a decision the list, the badge and the
 * hostel lists refresh; keyboard focus goes to the heading when the card leaves.
 */
export function AdminChangesSection() {
  const t = useT(adminText);
  const [searchParams] = useSearchParams();
  const status = statusOf(searchParams.get('status'));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [page, setPage] = useState(1);
  const changes = useHostelChanges({ status, page });
  const [isRefocusing, setIsRefocusing] = useState(false);

  // Another filter starts at its first page.
  const [shownStatus, setShownStatus] = useState(status);
  if (shownStatus !== status) {
    setShownStatus(status);
    setPage(1);
  }

  // A decided change leaves the waiting list, and its buttons with it: keyboard focus then goes
  // to the heading rather than to the page's start.
  useEffect(() => {
    if (!isRefocusing) return;
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body) headingRef.current?.focus();
      setIsRefocusing(false);
    });
    return () => cancelAnimationFrame(frame);
  }, [isRefocusing]);

  const list = changes.data?.changes ?? [];
  let body: ReactNode;
  if (changes.isPending) {
    body = (
      <div className="space-y-3">
        <p role="status" className="sr-only">
          {t('changes.loading')}
        </p>
        {[0, 1].map((key) => (
          <Skeleton key={key} className="h-56 w-full" />
        ))}
      </div>
    );
  } else if (changes.isError && !changes.data) {
    body = (
      <LoadError
        title={t('changes.loadFailed')}
        message={errorText(changes.error, t('changes.loadFailed'))}
        onRetry={() => void changes.refetch()}
        isRetrying={changes.isFetching}
      />
    );
  } else if (list.length === 0) {
    body = <EmptyState icon={FilePenLine} title={t('changes.none')} />;
  } else {
    body = (
      <AdminRowList
        label={t('changes.list')}
        rows={list}
        rowKey={(change) => change.id}
        rowClassName="min-w-0"
        renderRow={(change) => (
          <HostelChangeCard change={change} onDecided={() => setIsRefocusing(true)} />
        )}
      />
    );
  }

  return (
    <section aria-labelledby="admin-changes" className="min-w-0 space-y-4">
      <h2
        id="admin-changes"
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none dark:text-white"
      >
        {t(HEADINGS[status])}
      </h2>
      <nav aria-label={t('changes.statusNav')}>
        <ul className="flex flex-wrap gap-2">
          {HOSTEL_CHANGE_STATUSES.map((option) => (
            <li key={option}>
              <FilterPill
                to={paths.admin.changes.getHref(option === 'pending' ? '' : `status=${option}`)}
                active={option === status}
              >
                {t(CHANGE_STATUS_KEYS[option])}
              </FilterPill>
            </li>
          ))}
        </ul>
      </nav>

      {body}
      <Pager
        label={t('changes.pages')}
        page={page}
        totalPages={changes.data?.total_pages ?? 0}
        onPageChange={setPage}
      />
    </section>
  );
}
