import { HostelModerationSchema } from '@hostelhub/shared';
import { Check, X } from 'lucide-react';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { adminText } from '../i18n';

/** The longest reason the API takes (hostel and owner decisions share the schema). */
const REASON_MAX = HostelModerationSchema.shape.reason.unwrap().maxLength ?? undefined;

/**
 * Approve and Reject for what waits for a decision (a pending hostel, an owner account, a
 * hostel's change; issue 23: one approve/reject control). The buttons are named 'Approve
 * {name}' and 'Reject {name}'; Reject first asks for a reason (optional, unless
 * `reasonRequiredMessage` is given) in a dialog titled 'Reject {name}' whose confirm button
 * reads `rejectLabel`. `onReject` gets the trimmed reason ('' for none) and `close`, to
 * call once the decision has settled (the dialog stays open, disabled, while `isPending`).
 */
export function ApproveRejectActions({
  name,
  isPending,
  rejectLabel,
  onApprove,
  onReject,
  reasonRequiredMessage,
  reasonMaxLength,
}: {
  name: string;
  isPending: boolean;
  rejectLabel: string;
  onApprove: () => void;
  onReject: (reason: string, close: () => void) => void;
  /** The reason is required (a hostel's change, issue 26): the message when it is empty. */
  reasonRequiredMessage?: string;
  reasonMaxLength?: number;
}) {
  const t = useT(adminText);
  const [isRejecting, setIsRejecting] = useState(false);
  const close = () => setIsRejecting(false);
  return (
    <div className="flex gap-2">
      <Button
        size="sm"
        onClick={onApprove}
        disabled={isPending}
        aria-label={t('decision.approveNamed', { name })}
      >
        <Check aria-hidden="true" className="h-4 w-4" />
        {t('decision.approve')}
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setIsRejecting(true)}
        disabled={isPending}
        aria-label={t('decision.rejectNamed', { name })}
      >
        <X aria-hidden="true" className="h-4 w-4" />
        {t('decision.reject')}
      </Button>
      <ReasonDialog
        title={t('decision.rejectNamed', { name })}
        open={isRejecting}
        isPending={isPending}
        confirmLabel={rejectLabel}
        hint={t('reason.hint')}
        onCancel={close}
        onConfirm={(reason) => onReject(reason, close)}
        requiredMessage={reasonRequiredMessage}
        maxLength={reasonMaxLength ?? REASON_MAX}
      />
    </div>
  );
}
