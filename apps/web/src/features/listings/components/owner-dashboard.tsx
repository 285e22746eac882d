import { LISTING_MESSAGES, type OwnerHostel } from '@hostelhub/shared';
import { Building2, Plus, RefreshCw, UserCog, Wand2 } from 'lucide-react';
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
import { useDeleteHostel } from '../api/delete-hostel';
import { useMyHostels } from '../api/get-my-hostels';
import { HostelDialog, type HostelDialogState, type RenderHostelRooms } from './hostel-dialog';
import type { RenderWizardRooms } from './hostel-wizard';
import { OwnerHostelCard } from './owner-hostel-card';
import { StatusSummaryCards, type StatusFilter } from './status-summary-cards';

export interface OwnerDashboardProps {
  /** The owner's approval state, shown above the hostels. */
  notice?: ReactNode;
  renderRooms: RenderHostelRooms;
  renderWizardRooms: RenderWizardRooms;
}

/**
 * /owner, "My Hostels" (part 2 section 2): status cards that filter, the hostel grid with
 * View, Edit and Delete, Refresh (and a reload every 120 s), Quick Add Hostel and Add New
 * Hostel, the empty state, the hostel dialog and "Confirm Deletion". Only an approved owner
 * can add hostels; the server refuses the others anyway.
 */
export function OwnerDashboard({ notice, renderRooms, renderWizardRooms }: OwnerDashboardProps) {
  const { user } = useAuth();
  const isOwner = user?.role === 'owner';
  const canAdd = isOwner && user.owner_approval_status === 'approved';
  const hostels = useMyHostels();
  const remove = useDeleteHostel();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [dialog, setDialog] = useState<HostelDialogState | null>(null);
  const [deleting, setDeleting] = useState<OwnerHostel | null>(null);
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  if (!isOwner) {
    return (
      <ContentLayout title="My Hostels">
        <Alert tone="info">{LISTING_MESSAGES.ownerRoleRequired}</Alert>
        <Link to={paths.owner.profile.getHref()} className={buttonVariants()}>
          <UserCog aria-hidden="true" className="h-4 w-4" />
          Update Profile
        </Link>
      </ContentLayout>
    );
  }

  const addButtons = (
    <>
      <Button variant="outline" onClick={() => setDialog({ mode: 'create' })} disabled={!canAdd}>
        <Plus aria-hidden="true" className="h-4 w-4" />
        Quick Add Hostel
      </Button>
      <Button onClick={() => setDialog({ mode: 'wizard' })} disabled={!canAdd}>
        <Wand2 aria-hidden="true" className="h-4 w-4" />
        Add New Hostel
      </Button>
    </>
  );
  const shown =
    hostels.data?.filter((hostel) => filter === 'all' || hostel.status === filter) ?? [];

  return (
    <ContentLayout
      title="My Hostels"
      description="Your listings, their approval status and their rooms."
      actions={
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            onClick={() => void hostels.refetch()}
            disabled={hostels.isFetching}
          >
            <RefreshCw
              aria-hidden="true"
              className={hostels.isFetching ? 'h-4 w-4 animate-spin' : 'h-4 w-4'}
            />
            Refresh
          </Button>
          {addButtons}
        </div>
      }
    >
      {notice}
      {!canAdd ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {user.owner_approval_status === 'rejected'
            ? LISTING_MESSAGES.ownerRejected
            : 'You can add hostels once an administrator approves your owner account.'}
        </p>
      ) : null}
      {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}

      {hostels.isError ? (
        <LoadError
          title={LISTING_MESSAGES.hostelsLoadFailed}
          message={errorText(hostels.error, 'Unknown error')}
          onRetry={() => void hostels.refetch()}
          isRetrying={hostels.isFetching}
        />
      ) : !hostels.data ? (
        <div role="status" aria-label="Loading your hostels" className="space-y-4">
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
          {hostels.data.length === 0 ? (
            <EmptyState
              icon={Building2}
              title="No Hostels Yet"
              action={
                canAdd ? (
                  <Button onClick={() => setDialog({ mode: 'wizard' })}>
                    <Plus aria-hidden="true" className="h-4 w-4" />
                    Add Your First Hostel
                  </Button>
                ) : undefined
              }
            >
              Each hostel you add is reviewed by our team before students can see it.
            </EmptyState>
          ) : shown.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              No {filter} hostels.{' '}
              <button
                type="button"
                className="font-medium text-teal-700 underline dark:text-teal-400"
                onClick={() => setFilter('all')}
              >
                Show all
              </button>
            </p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Your hostels">
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
        title="Confirm Deletion"
        confirmLabel="Delete Hostel"
        isPending={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          const { id, name } = deleting;
          remove.mutate(id, {
            onSuccess: () => setMessage({ tone: 'success', text: `"${name}" was deleted.` }),
            onError: (error) =>
              setMessage({
                tone: 'error',
                text: errorText(error, 'Failed to delete hostel'),
              }),
            onSettled: () => setDeleting(null),
          });
        }}
      >
        {deleting ? (
          <p>
            Delete <strong>{deleting.name}</strong> with its rooms, photos and mess information?
            Students who saved it lose it from their favourites. This action cannot be undone.
          </p>
        ) : null}
      </ConfirmDialog>
    </ContentLayout>
  );
}
