import { ADMIN_MESSAGES, type AdminUser, type HostelStatus } from '@hostelhub/shared';
import clsx from 'clsx';
import { Building2, CircleCheck, Clock, ShieldAlert, Users, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { useAdminActions, useAdminOverview } from '../api/admin-api';
import { AuditList } from './audit-list';
import { ContactMessagesPanel } from './contact-messages-panel';
import { HostelModeration, type ModerationOutcome } from './hostel-moderation';
import { PendingOwners } from './pending-owners';
import { SiteAnalytics } from './site-analytics';
import { UndeliveredMessages } from './undelivered-messages';
import { AllUsersDialog, DeleteUserDialog, RecentUsers, UserDetailsDialog } from './users-section';

type HostelFilter = HostelStatus | 'all';

/**
 * /admin, "Admin Dashboard" (part 2 section 2; decision 4): the four cards (Total Users opens
 * the all-users dialog, the other three filter the hostel grid), the hostel grid with
 * approval, pending owners, recent users, recent activity and the contact messages panel.
 * Anyone else sees the Access Denied card.
 */
export function AdminDashboard() {
  const { status, user } = useAuth();
  const isAdmin = user?.role === 'admin';

  return (
    <ContentLayout
      title="Admin Dashboard"
      description="Moderate hostels and owners, manage users and answer contact messages."
    >
      {status === 'loading' ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="h-4 w-4" />
          {ADMIN_MESSAGES.loading}
        </p>
      ) : isAdmin ? (
        <AdminPanel />
      ) : (
        <Card>
          <CardBody className="flex items-start gap-3">
            <ShieldAlert aria-hidden="true" className="h-6 w-6 text-red-600" />
            <div>
              <h2 className="font-semibold text-slate-900 dark:text-white">Access Denied</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {ADMIN_MESSAGES.accessDenied}
              </p>
            </div>
          </CardBody>
        </Card>
      )}
    </ContentLayout>
  );
}

function AdminPanel() {
  const overview = useAdminOverview();
  const { deleteUser } = useAdminActions();
  const [filter, setFilter] = useState<HostelFilter>('all');
  const [outcome, setOutcome] = useState<ModerationOutcome | null>(null);
  const [allUsersOpen, setAllUsersOpen] = useState(false);
  const [detailUser, setDetailUser] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  if (overview.isPending) {
    return (
      <p className="flex items-center gap-2 text-slate-600">
        <Spinner className="h-4 w-4" />
        {ADMIN_MESSAGES.loading}
      </p>
    );
  }
  const counts = overview.data;
  const cards: {
    label: string;
    value: number | undefined;
    icon: LucideIcon;
    onClick: () => void;
    active: boolean;
  }[] = [
    {
      label: 'Total Users',
      value: counts?.total_users,
      icon: Users,
      onClick: () => setAllUsersOpen(true),
      active: false,
    },
    {
      label: 'Total Hostels',
      value: counts?.total_hostels,
      icon: Building2,
      onClick: () => setFilter('all'),
      active: filter === 'all',
    },
    {
      label: 'Pending Approval',
      value: counts?.pending_hostels,
      icon: Clock,
      onClick: () => setFilter('pending'),
      active: filter === 'pending',
    },
    {
      label: 'Approved Hostels',
      value: counts?.approved_hostels,
      icon: CircleCheck,
      onClick: () => setFilter('approved'),
      active: filter === 'approved',
    },
  ];

  const confirmDelete = (target: AdminUser) => {
    deleteUser.mutate(target.id, {
      onSuccess: () => {
        setOutcome({ tone: 'success', text: ADMIN_MESSAGES.userDeleted });
        setDetailUser(null);
      },
      onError: (error) =>
        setOutcome({ tone: 'error', text: `${ADMIN_MESSAGES.deleteUserFailed}: ${error.message}` }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="space-y-10">
      {overview.isError ? <Alert tone="error">{overview.error.message}</Alert> : null}
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map(({ label, value, icon: Icon, onClick, active }) => (
          <li key={label}>
            <button
              type="button"
              onClick={onClick}
              aria-pressed={label === 'Total Users' ? undefined : active}
              className={clsx(
                'flex w-full items-center gap-3 rounded-xl border p-4 text-left transition-colors focus-visible:ring-2 focus-visible:ring-teal-600 focus-visible:outline-none',
                active
                  ? 'border-teal-600 bg-teal-50 dark:bg-teal-950'
                  : 'border-slate-200 bg-white hover:bg-slate-50 dark:border-slate-800 dark:bg-slate-900',
              )}
            >
              <Icon aria-hidden="true" className="h-6 w-6 text-teal-700 dark:text-teal-400" />
              <span>
                <span className="block text-2xl font-semibold">{value ?? '–'}</span>
                <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>

      {outcome ? (
        <Alert tone={outcome.tone} className="py-3">
          {outcome.text}
        </Alert>
      ) : null}

      <section aria-labelledby="admin-hostels" className="space-y-3">
        <h2 id="admin-hostels" className="text-lg font-semibold text-slate-900 dark:text-white">
          {filter === 'all'
            ? 'All hostels'
            : filter === 'pending'
              ? 'Hostels pending approval'
              : 'Approved hostels'}
        </h2>
        <HostelModeration
          key={filter}
          status={filter === 'all' ? undefined : filter}
          onOutcome={setOutcome}
        />
      </section>

      <PendingOwners />
      <RecentUsers onOpenUser={setDetailUser} />
      <AuditList />
      <ContactMessagesPanel />
      <UndeliveredMessages />
      <SiteAnalytics />

      <AllUsersDialog
        open={allUsersOpen}
        onOpenChange={setAllUsersOpen}
        onOpenUser={setDetailUser}
        onDeleteUser={setDeleting}
      />
      <UserDetailsDialog
        user={detailUser}
        onClose={() => setDetailUser(null)}
        onDeleteUser={setDeleting}
      />
      <DeleteUserDialog
        user={deleting}
        isPending={deleteUser.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
