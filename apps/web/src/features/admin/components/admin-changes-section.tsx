import { HOSTEL_CHANGE_STATUSES, type HostelChangeStatus } from '@hostelhub/shared';
import { FilePenLine } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Pager } from '../../../components/ui/pager';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { useHostelChanges } from '../api/get-hostel-changes';
import { useFilterPage } from '../hooks/use-filter-page';
import { useRefocusHeading } from '../hooks/use-refocus-heading';
import { adminText, type AdminKey } from '../i18n';
import { FilterPill } from './filter-pill';
import { CHANGE_STATUS_KEYS, HostelChangeCard } from './hostel-change-card';
import { QueueBody } from './queue-body';

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
  const { headingRef, refocusHeading } = useRefocusHeading();
  // Another filter starts at its first page.
  const [page, setPage] = useFilterPage(status);
  const changes = useHostelChanges({ status, page });

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

      <QueueBody
        query={changes}
        rows={changes.data?.changes ?? []}
        loadingText={t('changes.loading')}
        loadFailedText={t('changes.loadFailed')}
        emptyIcon={FilePenLine}
        emptyText={t('changes.none')}
        listLabel={t('changes.list')}
        skeletonClassName="h-56 w-full"
        rowKey={(change) => change.id}
        renderRow={(change) => <HostelChangeCard change={change} onDecided={refocusHeading} />}
      />
      <Pager
        label={t('changes.pages')}
        page={page}
        totalPages={changes.data?.total_pages ?? 0}
        onPageChange={setPage}
      />
    </section>
  );
}
