import { displayPhoneNumber, type AdminUser } from '@hostelhub/shared';
import { UserCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorText } from '../../../lib/error-text';
import { useFormatters, useT } from '../../../lib/i18n';
import { useDecideOwner } from '../api/decide-owner';
import { usePendingOwners } from '../api/get-pending-owners';
import { adminText } from '../i18n';
import { AdminRowList } from './admin-table';
import { ApproveRejectActions } from './approve-reject-actions';
import { Ltr } from '../../../components/ltr';

/** When a decision fails without the server's text. */
const DECISION_FAILED = {
  approved: 'owners.approveFailed',
  rejected: 'owners.rejectFailed',
} as const;

/** The toast once decided: "{name} was approved." */
const DECIDED = { approved: 'owners.approved', rejected: 'owners.rejected' } as const;

/**
 * 'Pending owners' (decision 4): owner accounts that verified their email and wait for
 * approval, oldest first, with Approve and Reject (an optional reason); they are emailed.
 * "{name} was approved." is a toast; a failure stays in the alert until the next decision.
 */
export function PendingOwners() {
  const t = useT(adminText);
  const { calendarDate } = useFormatters();
  const owners = usePendingOwners();
  const decideOwner = useDecideOwner();
  const [failure, setFailure] = useState<string | null>(null);

  const decide = (
    owner: AdminUser,
    decision: 'approved' | 'rejected',
    reason?: string,
    onSettled?: () => void,
  ) => {
    decideOwner.mutate(
      { id: owner.id, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setFailure(null);
          toast.success(t(DECIDED[decision], { name: owner.full_name }));
        },
        onError: (error) => setFailure(errorText(error, t(DECISION_FAILED[decision]))),
        ...(onSettled ? { onSettled } : {}),
      },
    );
  };

  return (
    <section aria-labelledby="pending-owners" className="min-w-0 space-y-3">
      <h2 id="pending-owners" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('owners.heading')}
      </h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {owners.isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : !owners.data || owners.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('owners.none')}</p>
      ) : (
        <AdminRowList
          label={t('owners.list')}
          rows={owners.data}
          rowKey={(owner) => owner.id}
          rowClassName="flex flex-wrap items-center gap-3"
          renderRow={(owner) => (
            <>
              <UserCheck aria-hidden="true" className="h-5 w-5 text-amber-600" />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-slate-900 dark:text-white">{owner.full_name}</p>
                <p className="text-sm wrap-anywhere text-slate-600 dark:text-slate-400">
                  {owner.email}
                  {owner.phone ? (
                    <>
                      {' · '}
                      <Ltr>{displayPhoneNumber(owner.phone)}</Ltr>
                    </>
                  ) : null}
                  {owner.city ? ` · ${owner.city}` : ''}
                  {t('owners.signedUp', { date: calendarDate(owner.created_at) })}
                  {owner.email_verified ? '' : t('owners.emailNotVerified')}
                </p>
              </div>
              <ApproveRejectActions
                name={owner.full_name}
                isPending={decideOwner.isPending}
                rejectLabel={t('owners.reject')}
                onApprove={() => decide(owner, 'approved')}
                onReject={(reason, close) => decide(owner, 'rejected', reason, close)}
              />
            </>
          )}
        />
      )}
    </section>
  );
}
