import { ADMIN_MESSAGES, type AdminUser } from '@hostelhub/shared';
import { ShieldAlert, Users } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { useDeleteUser } from '../api/delete-user';
import { useContactStats } from '../api/get-contact-stats';
import { useAdminOverview } from '../api/get-overview';
import { OPEN_REPORTS, useAdminReports } from '../api/get-reports';
import { adminText } from '../i18n';
import { AdminAreasSection } from './admin-areas-section';
import { AdminChangesSection } from './admin-changes-section';
import { AdminHostelsSection } from './admin-hostels-section';
import { AdminNav, adminSectionOf, type AdminSection } from './admin-nav';
import { AdminOverviewSection } from './admin-overview';
import { AdminReportsSection } from './admin-reports-section';
import { ContactMessagesPanel } from './contact-messages-panel';
import type { ModerationOutcome } from './hostel-moderation';
import { PendingOwners } from './pending-owners';
import { SiteAnalytics } from './site-analytics';
import { UserDetailsDialog } from './user-details-dialog';
import { AllUsersDialog, DeleteUserDialog, RecentUsers } from './users-section';

/**
 * /admin, "Admin Dashboard" (part 2 section 2; decision 4), in sections with their own URLs
 * (issue 22 item 8): overview (/admin: cards, what waits, recent activity, undelivered email
 * and SMS), hostels, owners, areas owners added (item 17), reports and changes to approved
 * hostels (issue 26), users, messages and analytics, chosen from the section menu.
 * Anyone else sees the Access Denied card.
 */
export function AdminDashboard() {
  const { status, user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const t = useT(adminText);
  const shared = useSharedText();

  return (
    <ContentLayout title={t('page.title')} description={t('page.description')}>
      {status === 'loading' ? (
        <p className="flex items-center gap-2 text-slate-600">
          <Spinner className="h-4 w-4" />
          {shared(ADMIN_MESSAGES.loading)}
        </p>
      ) : isAdmin ? (
        <AdminPanel />
      ) : (
        <Card>
          <CardBody className="flex items-start gap-3">
            <ShieldAlert aria-hidden="true" className="h-6 w-6 text-red-600" />
            <div>
              <h2 className="font-semibold text-slate-900 dark:text-white">
                {t('accessDenied.title')}
              </h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {shared(ADMIN_MESSAGES.accessDenied)}
              </p>
            </div>
          </CardBody>
        </Card>
      )}
    </ContentLayout>
  );
}

function AdminPanel() {
  const t = useT(adminText);
  const shared = useSharedText();
  const section = adminSectionOf(useLocation().pathname);
  const overview = useAdminOverview();
  const { stats } = useContactStats();
  // The open reports' first page: the badge's count, and the reports section's first view.
  const openReports = useAdminReports(OPEN_REPORTS);
  const deleteUser = useDeleteUser();
  // A failure belongs to the section it happened in and is not shown in the others; a success
  // is a toast (issue 23) and clears it.
  const [failure, setFailure] = useState<{ text: string; section: AdminSection } | null>(null);
  const [allUsersOpen, setAllUsersOpen] = useState(false);
  const [detailUser, setDetailUser] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);

  const report = (next: ModerationOutcome) => {
    if (next.tone === 'success') {
      setFailure(null);
      toast.success(next.text);
    } else {
      setFailure({ text: next.text, section });
    }
  };
  const confirmDelete = (target: AdminUser) => {
    deleteUser.mutate(target.id, {
      onSuccess: () => {
        report({ tone: 'success', text: shared(ADMIN_MESSAGES.userDeleted) });
        setDetailUser(null);
      },
      onError: (error) =>
        report({
          tone: 'error',
          text: `${shared(ADMIN_MESSAGES.deleteUserFailed)}: ${errorText(error, t('error.unknown'))}`,
        }),
      onSettled: () => setDeleting(null),
    });
  };

  return (
    <div className="grid min-w-0 grid-cols-1 gap-6 md:grid-cols-[11rem_minmax(0,1fr)] md:gap-8">
      <AdminNav
        current={section}
        counts={{
          hostels: {
            count: overview.data?.pending_hostels ?? 0,
            label: t('badge.pendingApproval'),
          },
          owners: { count: overview.data?.pending_owners ?? 0, label: t('badge.awaitingApproval') },
          areas: { count: overview.data?.pending_areas ?? 0, label: t('badge.awaitingReview') },
          reports: { count: openReports.data?.total ?? 0, label: t('badge.open') },
          changes: {
            count: overview.data?.pending_hostel_changes ?? 0,
            label: t('badge.awaitingReview'),
          },
          messages: { count: stats.new, label: t('badge.new') },
        }}
      />
      <div className="min-w-0 space-y-6">
        {failure && failure.section === section ? (
          <Alert tone="error" className="py-3">
            {failure.text}
          </Alert>
        ) : null}
        {section === 'overview' ? (
          <AdminOverviewSection
            overview={overview}
            newMessages={stats.new}
            openReports={openReports.data?.total ?? 0}
            onOpenAllUsers={() => setAllUsersOpen(true)}
          />
        ) : section === 'hostels' ? (
          <AdminHostelsSection onOutcome={report} />
        ) : section === 'owners' ? (
          <PendingOwners />
        ) : section === 'areas' ? (
          <AdminAreasSection />
        ) : section === 'reports' ? (
          <AdminReportsSection />
        ) : section === 'changes' ? (
          <AdminChangesSection />
        ) : section === 'users' ? (
          <div className="min-w-0 space-y-4">
            <RecentUsers onOpenUser={setDetailUser} />
            <Button variant="outline" onClick={() => setAllUsersOpen(true)}>
              <Users aria-hidden="true" className="h-4 w-4" />
              {t('users.all')}
            </Button>
          </div>
        ) : section === 'messages' ? (
          <ContactMessagesPanel />
        ) : (
          <SiteAnalytics />
        )}
      </div>

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
