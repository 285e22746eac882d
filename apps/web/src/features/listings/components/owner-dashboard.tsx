import { LISTING_MESSAGES, type OwnerHostel } from '@hostelhub/shared';
import { Building2, Inbox, Plus, RefreshCw, UserCog, Wand2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ContentLayout } from '../../../components/layouts/content-layout';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonVariants } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/error-text';
import { useAuth } from '../../../lib/auth';
import { useSharedText, useT } from '../../../lib/i18n';
import { listingsText } from '../i18n';
import { useDeleteHostel } from '../api/delete-hostel';
import { useMyHostels } from '../api/get-my-hostels';
import { HostelDialog, type HostelDialogState, type RenderHostelRooms } from './hostel-dialog';
import type { RenderWizardRooms } from './hostel-wizard';
import { OwnerHostelCard } from './owner-hostel-card';
import { StatusSummaryCards, type StatusFilter } from './status-summary-cards';

/** 'No pending hostels.' and the others, when a status card filters the grid to nothing. */
const NONE_WITH_STATUS = {
  pending: 'dashboard.none.pending',
  approved: 'dashboard.none.approved',
  rejected: 'dashboard.none.rejected',
} as const;

export interface OwnerDashboardProps {
  /** The owner's approval state, shown above the hostels. */
  notice?: ReactNode;
  /** Shown under the status cards: the insights overview of issue 30, given by the route. */
  insights?: ReactNode;
  /** Under the insights: a hostel's collections of issue 45, given by the route. */
  collections?: ReactNode;
  renderRooms: RenderHostelRooms;
  renderWizardRooms: RenderWizardRooms;
}

/**
 * /owner, "My Hostels" (part 2 section 2): status cards that filter, the hostel grid with
 * View, Edit and Delete, Refresh (and a reload every 120 s), Quick Add Hostel and Add New
 * Hostel, the empty state, the hostel dialog and "Confirm Deletion". Only an approved owner
 * can add hostels; the server refuses the others anyway.
 */
export function OwnerDashboard({
  notice,
  insights,
  collections,
  renderRooms,
  renderWizardRooms,
}: OwnerDashboardProps) {
  const { user } = useAuth();
  const isOwner = user?.role === 'owner';
  const canAdd = isOwner && user.owner_approval_status === 'approved';
  const hostels = useMyHostels();
  const remove = useDeleteHostel();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<HostelDialogState | null>(null);
  const [deleting, setDeleting] = useState<OwnerHostel | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const t = useT(listingsText);
  const shared = useSharedText();

  if (!isOwner) {
    return (
      <ContentLayout title={t('dashboard.title')}>
        <Alert tone="info">{shared(LISTING_MESSAGES.ownerRoleRequired)}</Alert>
        <Link to={paths.owner.profile.getHref()} className={buttonVariants()}>
          <UserCog aria-hidden="true" className="h-4 w-4" />
          {t('dashboard.updateProfile')}
        </Link>
      </ContentLayout>
    );
  }

  const addButtons = (
    <>
      <Button variant="outline" onClick={() => setDialog({ mode: 'create' })} disabled={!canAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        {t('dashboard.quickAdd')}
      </Button>
      <Button onClick={() => setDialog({ mode: 'wizard' })} disabled={!canAdd}>
        <Wand2 aria-hidden="true" className="h-4 w-4" />
        {t('dashboard.addNew')}
      </Button>
    </>
  );
  const shown =
    hostels.data?.filter((hostel) => filter === 'all' || hostel.status === filter) ?? [];
  // Issue 27: visit and reservation requests of every hostel waiting for the owner's answer.
  const waitingRequests =
    hostels.data?.reduce((sum, hostel) => sum + (hostel.waiting_requests ?? 0), 0) ?? 0;

  return (
    <ContentLayout
      title={t('dashboard.title')}
      description={t('dashboard.description')}
      actions={
        <div className="flex flex-wrap gap-2">
          {waitingRequests > 0 ? (
            <Link
              to={paths.bookings.getHref()}
              className={buttonVariants({ variant: 'secondary' })}
            >
              <Inbox aria-hidden="true" className="h-4 w-4" />
              {t('dashboard.waitingRequests', { count: waitingRequests })}
            </Link>
          ) : null}
          <Button
            variant="ghost"
            onClick={() => void hostels.refetch()}
            disabled={hostels.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={hostels.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
            />
            {t('dashboard.refresh')}
          </Button>
          {addButtons}
        </div>
      }
    >
      {notice}
      {!canAdd ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {user.owner_approval_status === 'rejected'
            ? shared(LISTING_MESSAGES.ownerRejected)
            : t('dashboard.awaitingApproval')}
        </p>
      ) : null}
      {message ? <Alert tone={message.tone}>{shared(message.text)}</Alert> : null}

      {hostels.isError ? (
        <LoadError
          title={shared(LISTING_MESSAGES.hostelsLoadFailed)}
          message={errorText(hostels.error, t('error.unknown'))}
          onRetry={() => void hostels.refetch()}
          isRetrying={hostels.isFetching}
        />
      ) : !hostels.data ? (
        <div role="status" aria-label={t('dashboard.loading')} className="space-y-4">
          <div className="grid grid-cols-2 gap-4 md:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-20" />
            ))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-72" />
            ))}
          </div>
        </div>
      ) : (
        <>
          <StatusSummaryCards hostels={hostels.data} filter={filter} onFilterChange={setFilter} />
          {insights}
          {collections}
          {hostels.data.length === 0 ? (
            <EmptyState
              icon={Building2}
              title={t('dashboard.empty.title')}
              action={
                canAdd ? (
                  <Button onClick={() => setDialog({ mode: 'wizard' })}>
                    <Plus aria-hidden="true" className="h-4 w-4" />
                    {t('dashboard.empty.addFirst')}
                  </Button>
                ) : undefined
              }
            >
              {t('dashboard.empty.text')}
            </EmptyState>
          ) : shown.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {filter === 'all' ? null : t(NONE_WITH_STATUS[filter])}{' '}
              <button
                type="button"
                className="font-medium text-teal-700 underline dark:text-teal-400"
                onClick={() => setFilter('all')}
              >
                {t('dashboard.showAll')}
              </button>
            </p>
          ) : (
            <ul
              className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
              aria-label={t('dashboard.list')}
            >
              {shown.map((hostel) => (
                <li key={hostel.id}>
                  <OwnerHostelCard
                    hostel={hostel}
                    onView={() => setDialog({ mode: 'view', hostelId: hostel.id })}
                    onEdit={() => setDialog({ mode: 'edit', hostelId: hostel.id })}
                    onDelete={() => setDeleting(hostel)}
                  />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      <HostelDialog
        state={dialog}
        onStateChange={setDialog}
        renderRooms={renderRooms}
        renderWizardRooms={renderWizardRooms}
        onCreated={(_hostel, text) => {
          setDialog(null);
          setFilter('all');
          setMessage({ tone: 'success', text });
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t('dashboard.delete.title')}
        confirmLabel={t('dashboard.delete.confirm')}
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () =>
              setMessage({ tone: 'success', text: t('dashboard.delete.done', { name }) }),
            onError: (error) =>
              setMessage({
                tone: 'error',
                text: errorText(error, t('dashboard.delete.failed')),
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting ? (
          <p>
            {t('dashboard.delete.before')} <strong>{deleting.name}</strong>{' '}
            {t('dashboard.delete.after')}
          </p>
        ) : null}
      </ConfirmDialog>
    </ContentLayout>
  );
}
