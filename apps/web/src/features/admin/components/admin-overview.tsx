import { ADMIN_MESSAGES, type AdminOverview } from '@hostelhub/shared';
import { Building2, CircleCheck, Clock, Users, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useSharedText, useT } from '../../../lib/i18n';
import { adminText } from '../i18n';
import { AuditList } from './audit-list';
import { UndeliveredMessages } from './undelivered-messages';

const cardClasses =
  'flex w-full min-w-0 items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 text-start transition-colors hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none dark:border-slate-800 dark:bg-slate-900 dark:hover:bg-slate-800';

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

/**
 * The admin panel's overview at /admin (part 2 section 2; issue 22 item 8): the four cards
 * (Total Users opens the all-users dialog, the other three open the hostel section filtered),
 * what waits for a decision, the recent activity in sentences and the undelivered email and SMS.
 */
export function AdminOverviewSection({
  overview,
  newMessages,
  openReports = 0,
  onOpenAllUsers,
}: {
  overview: { data: AdminOverview | undefined; isPending: boolean; error: Error | null };
  newMessages: number;
  /** Reports waiting for an administrator (issue 26). */
  openReports?: number;
  onOpenAllUsers: () => void;
}) {
  const t = useT(adminText);
  const shared = useSharedText();
  if (overview.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600 dark:text-slate-400">
        <Spinner className="h-4 w-4" />
        {shared(ADMIN_MESSAGES.loading)}
      </p>
    );
  }
  const counts = overview.data;
  const value = (count: number | undefined) => count ?? '–';
  const hostelCards = [
    {
      label: 'overview.totalHostels',
      count: counts?.total_hostels,
      icon: Building2,
      status: undefined,
    },
    {
      label: 'overview.pendingApproval',
      count: counts?.pending_hostels,
      icon: Clock,
      status: 'pending',
    },
    {
      label: 'overview.approvedHostels',
      count: counts?.approved_hostels,
      icon: CircleCheck,
      status: 'approved',
    },
  ] as const;
  const waiting = [
    {
      count: counts?.pending_hostels ?? 0,
      text: t('overview.waitingHostels', { count: counts?.pending_hostels ?? 0 }),
      href: paths.admin.hostels.getHref('pending'),
    },
    {
      count: counts?.pending_owners ?? 0,
      text: t('overview.waitingOwners', { count: counts?.pending_owners ?? 0 }),
      href: paths.admin.owners.getHref(),
    },
    {
      count: counts?.pending_areas ?? 0,
      text: t('overview.waitingAreas', { count: counts?.pending_areas ?? 0 }),
      href: paths.admin.areas.getHref(),
    },
    {
      count: openReports,
      text: t('overview.waitingReports', { count: openReports }),
      href: paths.admin.reports.getHref(),
    },
    {
      count: counts?.pending_hostel_changes ?? 0,
      text: t('overview.waitingChanges', { count: counts?.pending_hostel_changes ?? 0 }),
      href: paths.admin.changes.getHref(),
    },
    {
      count: newMessages,
      text: t('overview.waitingMessages', { count: newMessages }),
      href: paths.admin.messages.getHref(),
    },
  ].filter((item) => item.count > 0);

  return (
    <div className="min-w-0 space-y-10">
      {overview.error ? <Alert tone="error">{overview.error.message}</Alert> : null}
      <ul
        aria-label={t('overview.totals')}
        className="grid grid-cols-1 gap-4 min-[360px]:grid-cols-2 xl:grid-cols-4"
      >
        <li className="min-w-0">
          <button type="button" onClick={onOpenAllUsers} className={cardClasses}>
            <CardContent
              icon={Users}
              value={value(counts?.total_users)}
              label={t('overview.totalUsers')}
            />
          </button>
        </li>
        {hostelCards.map(({ label, count, icon, status }) => (
          <li key={label} className="min-w-0">
            <Link to={paths.admin.hostels.getHref(status)} className={cardClasses}>
              <CardContent icon={icon} value={value(count)} label={t(label)} />
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="admin-waiting" className="space-y-3">
        <h2 id="admin-waiting" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('overview.waitingHeading')}
        </h2>
        {waiting.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('overview.nothingWaiting')}
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
