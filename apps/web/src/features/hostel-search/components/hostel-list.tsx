import type { HostelSummary, NearAnswer } from '@hostelhub/shared';
import { useT } from '../../../lib/i18n';
import { hostelSearchText } from '../i18n';
import { HostelCard, HostelCardSkeleton, hostelGridClasses } from './hostel-card';
import { useNearLabel } from './near-notice';

/**
 * The cards of a result list; each card's link comes from `hostelHref`. Near a university
 * (`near`, issue 42) each card says how far it is from that campus ("1.2 km from LUMS") and
 * its link carries `?near={university-slug}`, so the hostel page shows the distance too.
 */
export function HostelList({
  hostels,
  hostelHref,
  isBusy = false,
  near,
}: {
  hostels: readonly HostelSummary[];
  hostelHref: (id: string) => string;
  isBusy?: boolean;
  near?: NearAnswer | undefined;
}) {
  const t = useT(hostelSearchText);
  const nearLabel = useNearLabel(near);
  const href = (id: string) => {
    const to = hostelHref(id);
    if (!near) return to;
    const slug = encodeURIComponent(near.near_university.slug);
    return `${to}${to.includes('?') ? '&' : '?'}near=${slug}`;
  };
  return (
    <ul aria-label={t('list.label')} className={hostelGridClasses} aria-busy={isBusy}>
      {hostels.map((hostel, index) => (
        <li key={hostel.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <HostelCard
              hostel={hostel}
              headingLevel={3}
              to={href(hostel.id)}
              priority={index === 0}
              distanceLabel={nearLabel}
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
