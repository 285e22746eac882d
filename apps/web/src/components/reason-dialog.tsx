import { useId, useState, type ReactNode } from 'react';
import { useT } from '../lib/i18n';
import { useDiscardGuard } from './discard-guard';
import { componentsText } from './i18n';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { Field } from './ui/field';
import { Textarea } from './ui/input';
import { PendingButton } from './ui/pending-button';

export interface ReasonDialogProps {
  title: string;
  /** A line under the title (what confirming does, e.g. that it frees the bed). */
  description?: ReactNode;
  /** Shown while true; a dialog mounted only while it is wanted leaves it out (true). */
  open?: boolean;
  /** The request is out: both buttons are disabled and the confirm button spins. */
  isPending: boolean;
  /** The red confirm button's label ('Reject Hostel', 'Decline'). */
  confirmLabel: string;
  /** Cancel's label; 'Cancel' unless given ('Go back' for a booking). */
  cancelLabel?: string | undefined;
  /** The line under the field saying who reads the reason. */
  hint?: string | undefined;
  onCancel: () => void;
  /** Gets the reason trimmed ('' for none). */
  onConfirm: (reason: string) => void;
  /**
   * The reason is required: this message (a shared catalogue sentence) shows under the field
   * when it is left empty, and the label drops '(optional)'.
   */
  requiredMessage?: string | undefined;
  /** The longest reason the API takes, in characters. */
  maxLength?: number | undefined;
}

/**
 * Asks for a reason before a refusal (issue 43: one dialog for the admin's rejections, issue 23
 * and 26, and a booking's decline or cancellation, issue 27): a reason field, optional unless
 * `requiredMessage` is given, Cancel and a red confirm button. Closing it (X, Escape, Cancel)
 * with a reason typed asks "Discard changes?" first (issue 22 item 9); the reason is cleared
 * when it is cancelled or closed.
 */
export function ReasonDialog({
  title,
  description,
  open = true,
  isPending,
  confirmLabel,
  cancelLabel,
  hint,
  onCancel,
  onConfirm,
  requiredMessage,
  maxLength,
}: ReasonDialogProps) {
  const t = useT(componentsText);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [wasOpen, setWasOpen] = useState(open);
  const id = useId();
  const discard = useDiscardGuard(reason.trim() !== '');
  // Closed by its owner (the decision settled): the next opening starts empty.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) {
      setReason('');
      setError(undefined);
    }
  }
  const cancel = () =>
    discard.request(() => {
      setReason('');
      setError(undefined);
      onCancel();
    });
  const confirm = () => {
    if (requiredMessage && reason.trim() === '') {
      setError(requiredMessage);
      document.getElementById(id)?.focus();
      return;
    }
    setError(undefined);
    onConfirm(reason.trim());
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isPending}>
            {cancelLabel ?? t('dialog.cancel')}
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
        label={requiredMessage ? t('reason.label') : t('reason.labelOptional')}
        {...(hint ? { hint } : {})}
        error={error}
        required={Boolean(requiredMessage)}
      >
        {(props) => (
          <Textarea
            {...props}
            dir="auto"
            maxLength={maxLength}
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
