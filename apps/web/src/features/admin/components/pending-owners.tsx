import { displayPhoneNumber, formatCalendarDate, type AdminUser } from '@hostelhub/shared';
import { Check, UserCheck, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card, CardBody } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAdminActions, usePendingOwners } from '../api/admin-api';
import { ReasonDialog } from './hostel-moderation';

/**
 * 'Pending owners' (decision 4): owner accounts that verified their email and wait for
 * approval, oldest first, with Approve and Reject (an optional reason); they are emailed.
 */
export function PendingOwners() {
  const owners = usePendingOwners();
  const { decideOwner } = useAdminActions();
  const [rejecting, setRejecting] = useState<AdminUser | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const decide = (owner: AdminUser, decision: 'approved' | 'rejected', reason?: string) => {
    decideOwner.mutate(
      { id: owner.id, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: () =>
          setOutcome({
            tone: 'success',
            text: `${owner.full_name} was ${decision === 'approved' ? 'approved' : 'rejected'}.`,
          }),
        onError: (error) => setOutcome({ tone: 'error', text: error.message }),
        onSettled: () => setRejecting(null),
      },
    );
  };

  return (
    <section aria-labelledby="pending-owners" className="min-w-0 space-y-3">
      <h2 id="pending-owners" className="text-lg font-semibold text-slate-900 dark:text-white">
        Pending owners
      </h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {owners.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : !owners.data || owners.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          No owner accounts are waiting for approval.
        </p>
      ) : (
        <ul aria-label="Owner accounts awaiting approval" className="space-y-2">
          {owners.data.map((owner) => (
            <li key={owner.id}>
              <Card>
                <CardBody className="flex flex-wrap items-center gap-3 p-4 sm:p-4">
                  <UserCheck aria-hidden="true" className="h-5 w-5 text-amber-600" />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-slate-900 dark:text-white">{owner.full_name}</p>
                    <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                      {owner.email}
                      {owner.phone ? ` · ${displayPhoneNumber(owner.phone)}` : ''}
                      {owner.city ? ` · ${owner.city}` : ''} · signed up{' '}
                      {formatCalendarDate(owner.created_at)}
                      {owner.email_verified ? '' : ' · email not verified'}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Button
                      size="sm"
                      onClick={() => decide(owner, 'approved')}
                      disabled={decideOwner.isPending}
                      aria-label={`Approve ${owner.full_name}`}
                    >
                      <Check aria-hidden="true" className="h-4 w-4" />
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() => setRejecting(owner)}
                      disabled={decideOwner.isPending}
                      aria-label={`Reject ${owner.full_name}`}
                    >
                      <X aria-hidden="true" className="h-4 w-4" />
                      Reject
                    </Button>
                  </div>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ReasonDialog
        title={rejecting ? `Reject ${rejecting.full_name}` : ''}
        open={rejecting !== null}
        isPending={decideOwner.isPending}
        confirmLabel="Reject Owner"
        onCancel={() => setRejecting(null)}
        onConfirm={(reason) => {
          if (rejecting) decide(rejecting, 'rejected', reason);
        }}
      />
    </section>
  );
}
