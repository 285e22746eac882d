import { BOOKING_MESSAGES, BOOKING_REASON_MAX } from '@hostelhub/shared';
import { useId, useState, type ReactNode } from 'react';
import { useDiscardGuard } from '../../../components/discard-guard';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { PendingButton } from '../../../components/ui/pending-button';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/**
 * Asks for the reason of a decline or a cancellation (issue 27) before sending it; required
 * (the shared 'Please give a reason' under the field when left empty) for an owner's decline
 * and for cancelling an accepted stay. `onConfirm` gets it trimmed ('' for none). Closing it
 * with a reason typed asks "Discard changes?" first.
 */
export function ReasonDialog({
  title,
  description,
  confirmLabel,
  isRequired,
  isPending,
  onCancel,
  onConfirm,
}: {
  title: string;
  description?: ReactNode;
  confirmLabel: string;
  isRequired: boolean;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT(bookingsText);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const id = useId();
  const discard = useDiscardGuard(reason.trim() !== '');
  const cancel = () => discard.request(onCancel);
  const confirm = () => {
    if (isRequired && reason.trim() === '') {
      setError(BOOKING_MESSAGES.reasonRequired);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isPending}>
            {t('reason.back')}
          </Button>
          <PendingButton
            variant="danger"
            isPending={isPending}
            disabled={isPending}
            onClick={confirm}
          >
            {confirmLabel}
          </PendingButton>
        </>
      }
    >
      <Field
        id={id}
        label={isRequired ? t('reason.label') : t('reason.labelOptional')}
        hint={t('reason.hint')}
        error={error}
        required={isRequired}
      >
        {(props) => (
          <Textarea
            {...props}
            dir="auto"
            maxLength={BOOKING_REASON_MAX}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              if (error && event.target.value.trim() !== '') setError(undefined);
            }}
          />
        )}
      </Field>
      {discard.dialog}
    </Dialog>
  );
}
