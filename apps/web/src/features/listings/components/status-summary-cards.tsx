import type { HostelStatus, OwnerHostel } from '@hostelhub/shared';
import clsx from 'clsx';
import { Building2, CircleCheck, Clock, XCircle, type LucideIcon } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';

/** Which hostels the grid shows: all, or one status. */
export type StatusFilter = 'all' | HostelStatus;

const CARDS = [
  { filter: 'all', label: 'status.all', icon: Building2 },
  { filter: 'pending', label: 'status.pending', icon: Clock },
  { filter: 'approved', label: 'status.approved', icon: CircleCheck },
  { filter: 'rejected', label: 'status.rejected', icon: XCircle },
] as const satisfies readonly { filter: StatusFilter; label: string; icon: LucideIcon }[];

/** How many hostels each card counts. */
export function statusCounts(hostels: readonly Pick<OwnerHostel, 'status'>[]) {
  return {
    all: hostels.length,
    pending: hostels.filter((hostel) => hostel.status === 'pending').length,
    approved: hostels.filter((hostel) => hostel.status === 'approved').length,
    rejected: hostels.filter((hostel) => hostel.status === 'rejected').length,
  } satisfies Record<StatusFilter, number>;
}

/**
 * The status summary cards (part 2 section 2): Total, Pending, Approved and Rejected with
 * their counts; each is a toggle button that filters the grid.
 */
export function StatusSummaryCards({
  hostels,
  filter,
  onFilterChange,
}: {
  hostels: readonly Pick<OwnerHostel, 'status'>[];
  filter: StatusFilter;
  onFilterChange: (filter: StatusFilter) => void;
}) {
  const counts = statusCounts(hostels);
  const t = useT(listingsText);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-label={t('status.cards')}>
      {CARDS.map(({ filter: cardFilter, label, icon: Icon }) => {
        const isActive = filter === cardFilter;
        return (
          <li key={cardFilter}>
            <button
              type="button"
              aria-pressed={isActive}
              onClick={() => onFilterChange(isActive ? 'all' : cardFilter)}
              className={clsx(
                'flex w-full items-center gap-3 rounded-xl border bg-white p-4 text-start shadow-sm focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:bg-slate-900',
                isActive
                  ? 'border-teal-600 ring-1 ring-teal-600'
                  : 'border-slate-200 hover:border-slate-300 dark:border-slate-800',
              )}
            >
              <Icon
                aria-hidden="true"
                className="h-6 w-6 shrink-0 text-teal-700 dark:text-teal-400"
              />
              <span>
                <span className="block text-sm text-slate-600 dark:text-slate-400">{t(label)}</span>
                <span className="block text-2xl font-semibold">{counts[cardFilter]}</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
