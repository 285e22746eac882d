import type { ReactNode } from 'react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';

/** One line of a request's facts: its name and what it says. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="shrink-0 font-medium text-slate-600 sm:w-36 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900 dark:text-slate-100">{children}</dd>
    </div>
  );
}

/**
 * The frame of a visit or a reservation on Visits & reservations (issue 27): the hostel's name
 * (a link to its page), who is on the other side, the status badge, the facts and the actions.
 */
export function BookingCard({
  hostel,
  party,
  badge,
  children,
  actions,
}: {
  hostel: { id: string; name: string };
  party: string;
  badge: { label: string; tone: BadgeTone };
  children: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={titleId} className="text-lg font-semibold text-slate-900 dark:text-white">
            <Link
              to={paths.hostels.detail.getHref(hostel.id)}
              className="hover:underline focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none"
            >
              {hostel.name}
            </Link>
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{party}</p>
        </div>
        <Badge tone={badge.tone} className="text-sm">
          {badge.label}
        </Badge>
      </div>
      <dl className="space-y-2 text-sm">{children}</dl>
      {actions}
    </article>
  );
}

/** The row of buttons under a request (wrapping on a phone). */
export function ActionRow({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4 dark:border-slate-800">
      {children}
    </div>
  );
}
