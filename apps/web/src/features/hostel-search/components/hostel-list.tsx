import type { HostelSummary } from '@hostelhub/shared';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';
import { HostelCard, HostelCardSkeleton, hostelGridClasses } from './hostel-card';

/** The cards of a result list; each card's link comes from `hostelHref`. */
export function HostelList({
  hostels,
  hostelHref,
  isBusy = false,
}: {
  hostels: readonly HostelSummary[];
  hostelHref: (id: string) => string;
  isBusy?: boolean;
}) {
  const t = useT(hostelSearchText);
  return (
    <ul aria-label={t('list.label')} className={hostelGridClasses} aria-busy={isBusy}>
      {hostels.map((hostel, index) => (
        <li key={hostel.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <HostelCard
              hostel={hostel}
              headingLevel={3}
              to={hostelHref(hostel.id)}
              priority={index === 0}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Placeholder cards while a list loads. */
export function HostelListSkeleton({ count = 6 }: { count?: number }) {
  const t = useT(hostelSearchText);
  return (
    <div role="status" aria-label={t('list.loading')} className={hostelGridClasses}>
      {Array.from({ length: count }, (_, index) => (
        <HostelCardSkeleton key={index} />
      ))}
    </div>
  );
}
