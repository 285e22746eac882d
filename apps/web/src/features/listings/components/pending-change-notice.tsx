import { HOSTEL_CHANGE_MESSAGES, type HostelDetail } from '@hostelhub/shared';
import { Clock, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { errorText } from '../../../lib/error-text';
import { useSharedText, useT } from '../../../lib/i18n';
import { useWithdrawHostelChange } from '../api/withdraw-hostel-change';
import { useChangeSummary } from '../hooks/use-change-summary';
import { listingsText } from '../i18n';

/** "Changes waiting for review" (issue 26, word for word) as a chip beside a hostel's status. */
export function PendingChangeChip() {
  const shared = useSharedText();
  return (
    <Badge tone="amber" className="gap-1">
      <Clock aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      {shared(HOSTEL_CHANGE_MESSAGES.changesWaiting)}
    </Badge>
  );
}

/**
 * "Withdraw changes": asks first, then takes the hostel's waiting change back (the photos it
 * added are discarded, the ones it removed stay) and says so in a toast; a refusal is a toast too.
 */
export function WithdrawChangeButton({
  hostelId,
  hostelName,
  className,
  onWithdrawn,
}: {
  hostelId: string;
  hostelName: string;
  className?: string;
  /** Called once the change is withdrawn (the edit form leaves for the view). */
  onWithdrawn?: () => void;
}) {
  const t = useT(listingsText);
  const confirm = useConfirm();
  const withdraw = useWithdrawHostelChange();
  const ask = async () => {
    const isSure = await confirm({
      title: t('change.withdraw.title'),
      message: t('change.withdraw.body', { name: hostelName }),
      confirmLabel: t('change.withdraw.confirm'),
      cancelLabel: t('change.withdraw.keep'),
      isDestructive: true,
    });
    if (!isSure) return;
    // Awaited rather than per-call callbacks: the withdrawn change takes this button's banner
    // away before a callback of an unmounted component would run.
    try {
      await withdraw.mutateAsync(hostelId);
    } catch (error) {
      toast.error(errorText(error, t('change.withdraw.failed')));
      return;
    }
    toast.success(t('change.withdraw.done'));
    onWithdrawn?.();
  };
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => void ask()}
      disabled={withdraw.isPending}
      aria-label={t('change.withdrawNamed', { name: hostelName })}
      className={className}
    >
      <Undo2 aria-hidden="true" className="h-4 w-4 rtl:-scale-x-100" />
      {t('change.withdraw')}
    </Button>
  );
}

/**
 * The hostel dialog's notice of a waiting change (issue 26): "Changes waiting for review", what
 * waits ("Name, Location, 2 photos added"), that students keep seeing the approved version
 * (or, while editing, that the form starts from the owner's proposed values), and Withdraw.
 */
export function PendingChangeBanner({
  hostel,
  isEditing = false,
  onWithdrawn,
}: {
  hostel: HostelDetail;
  isEditing?: boolean;
  /** Called once the change is withdrawn. */
  onWithdrawn?: () => void;
}) {
  const t = useT(listingsText);
  const shared = useSharedText();
  const summary = useChangeSummary();
  const change = hostel.pending_change;
  if (!change) return null;
  const what = summary.change(change);
  return (
    <section
      aria-labelledby={`pending-change-${hostel.id}`}
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 sm:flex-row sm:items-start sm:justify-between dark:border-amber-900 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="flex min-w-0 gap-3">
        <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div className="min-w-0 space-y-1">
          <h3 id={`pending-change-${hostel.id}`} className="font-semibold">
            {shared(HOSTEL_CHANGE_MESSAGES.changesWaiting)}
          </h3>
          {what ? <p className="break-words">{t('change.waitingList', { list: what })}</p> : null}
          <p>{isEditing ? t('change.banner.editing') : t('change.banner.viewing')}</p>
        </div>
      </div>
      <WithdrawChangeButton
        hostelId={hostel.id}
        hostelName={hostel.name}
        className="shrink-0 self-start"
        {...(onWithdrawn ? { onWithdrawn } : {})}
      />
    </section>
  );
}
