import { ADMIN_MESSAGES, type AdminOverview } from '@hostelhub/shared';
import { Building2, CircleCheck, Clock, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { AuditList } from './audit-list';
import { UndeliveredMessages } from './undelivered-messages';

const cardClasses =
  'flex w-full min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-left transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800';

function CardContent({
  icon: Icon,
  value,
  label,
}: {
  icon: LucideIcon;
  value: ReactNode;
  label: string;
}) {
  return (
    <>
      <Icon aria-hidden="true" className="h-6 w-6 shrink-0 text-teal-700 dark:text-teal-400" />
      <span className="min-w-0">
        <span className="block text-2xl font-semibold">{value}</span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{label}</span>
      </span>
    </>
  );
}

/** "1 hostel pending approval", "2 hostels pending approval". */
function counted(count: number, one: string, many: string, rest: string): string {
  return `${count} ${count === 1 ? one : many} ${rest}`;
}

/**
 * The admin panel's overview at /admin (part 2 section 2; issue 22 item 8): the four cards
 * (Total Users opens the all-users dialog, the other three open the hostel section filtered),
 * what waits for a decision, the recent activity in sentences and the undelivered email and SMS.
 */
export function AdminOverviewSection({
  overview,
  newMessages,
  onOpenAllUsers,
}: {
  overview: { data: AdminOverview | undefined; isPending: boolean; error: Error | null };
  newMessages: number;
  onOpenAllUsers: () => void;
}) {
  if (overview.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        <Spinner className="h-4 w-4" />
        {ADMIN_MESSAGES.loading}
      </p>
    );
  }
  const counts = overview.data;
  const value = (count: number | undefined) => count ?? '–';
  const hostelCards = [
    { label: 'Total Hostels', count: counts?.total_hostels, icon: Building2, status: undefined },
    { label: 'Pending Approval', count: counts?.pending_hostels, icon: Clock, status: 'pending' },
    {
      label: 'Approved Hostels',
      count: counts?.approved_hostels,
      icon: CircleCheck,
      status: 'approved',
    },
  ] as const;
  const waiting = [
    {
      count: counts?.pending_hostels ?? 0,
      text: counted(counts?.pending_hostels ?? 0, 'hostel', 'hostels', 'pending approval'),
      href: paths.admin.hostels.getHref('pending'),
    },
    {
      count: counts?.pending_owners ?? 0,
      text: counted(
        counts?.pending_owners ?? 0,
        'owner account',
        'owner accounts',
        'awaiting approval',
      ),
      href: paths.admin.owners.getHref(),
    },
    {
      count: counts?.pending_areas ?? 0,
      text: counted(counts?.pending_areas ?? 0, 'new area', 'new areas', 'awaiting review'),
      href: paths.admin.areas.getHref(),
    },
    {
      count: newMessages,
      text: counted(newMessages, 'new contact message', 'new contact messages', 'to answer'),
      href: paths.admin.messages.getHref(),
    },
  ].filter((item) => item.count > 0);

  return (
    <div className="min-w-0 space-y-10">
      {overview.error ? <Alert tone="error">{overview.error.message}</Alert> : null}
      <ul
        aria-label="Totals"
        className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 xl:grid-cols-4"
      >
        <li className="min-w-0">
          <button type="button" onClick={onOpenAllUsers} className={cardClasses}>
            <CardContent icon={Users} value={value(counts?.total_users)} label="Total Users" />
          </button>
        </li>
        {hostelCards.map(({ label, count, icon, status }) => (
          <li key={label} className="min-w-0">
            <Link to={paths.admin.hostels.getHref(status)} className={cardClasses}>
              <CardContent icon={icon} value={value(count)} label={label} />
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="admin-waiting" className="space-y-3">
        <h2 id="admin-waiting" className="text-lg font-semibold text-slate-900 dark:text-white">
          Waiting for you
        </h2>
        {waiting.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Nothing is waiting for a decision.
          </p>
        ) : (
          <ul className="space-y-2 text-sm">
            {waiting.map((item) => (
              <li key={item.href}>
                <Link
                  to={item.href}
                  className="font-medium text-teal-700 underline-offset-4 hover:underline dark:text-teal-400"
                >
                  {item.text}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AuditList />
      <UndeliveredMessages />
    </div>
  );
}
