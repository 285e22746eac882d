import type { HostelSummary } from '@hostelhub/shared';
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
  return (
    <ul aria-label="Hostels" className={hostelGridClasses} aria-busy={isBusy}>
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
  return (
    <div role="status" aria-label="Loading hostels" className={hostelGridClasses}>
      {Array.from({ length: count }, (_, index) => (
        <HostelCardSkeleton key={index} />
      ))}
    </div>
  );
}

/** "1 hostel" / "24 hostels". */
export function countHostels(count: number): string {
  return count === 1 ? '1 hostel' : `${count.toLocaleString('en-PK')} hostels`;
}
