import { HOSTEL_STATUSES, type HostelStatus } from '@hostelhub/shared';
import { useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { adminText, type AdminKey } from '../i18n';
import { FilterPill } from './filter-pill';
import { HostelModeration, type ModerationOutcome } from './hostel-moderation';

const FILTERS: { status: HostelStatus | undefined; label: AdminKey; heading: AdminKey }[] = [
  { status: undefined, label: 'hostels.all', heading: 'hostels.allHeading' },
  { status: 'pending', label: 'hostels.pending', heading: 'hostels.pendingHeading' },
  { status: 'approved', label: 'hostels.approved', heading: 'hostels.approvedHeading' },
  { status: 'rejected', label: 'hostels.rejected', heading: 'hostels.rejectedHeading' },
];

function isHostelStatus(value: string | null): value is HostelStatus {
  return (HOSTEL_STATUSES as readonly (string | null)[]).includes(value);
}

/**
 * /admin/hostels (issue 22 item 8): the hostel grid with approval, filtered by ?status=
 * (pending, approved, rejected; anything else shows every hostel), the filter as links with the
 * current one marked.
 */
export function AdminHostelsSection({
  onOutcome,
}: {
  onOutcome: (outcome: ModerationOutcome) => void;
}) {
  const t = useT(adminText);
  const [searchParams] = useSearchParams();
  const raw = searchParams.get('status');
  const status = isHostelStatus(raw) ? raw : undefined;
  const current = FILTERS.find((filter) => filter.status === status) ?? FILTERS[0];

  return (
    <section aria-labelledby="admin-hostels" className="min-w-0 space-y-4">
      <h2 id="admin-hostels" className="text-lg font-semibold text-slate-900 dark:text-white">
        {current ? t(current.heading) : null}
      </h2>
      <nav aria-label={t('hostels.statusNav')}>
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const active = filter.status === status;
            return (
              <li key={filter.label}>
                <FilterPill to={paths.admin.hostels.getHref(filter.status)} active={active}>
                  {t(filter.label)}
                </FilterPill>
              </li>
            );
          })}
        </ul>
      </nav>
      <HostelModeration key={status ?? 'all'} status={status} onOutcome={onOutcome} />
    </section>
  );
}
