import { HostelModerationSchema } from '@hostelhub/shared';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';
import { useDiscardGuard } from '../../../components/discard-guard';
import { useT } from '../../../lib/i18n';
import { adminText } from '../i18n';

/** The longest reason the API takes (hostel and owner decisions share the schema). */
const REASON_MAX = HostelModerationSchema.shape.reason.unwrap().maxLength ?? undefined;

/**
 * Asks for a reason before a rejection (hostel or owner account: optional; a hostel's change,
 * issue 26: required, `requiredMessage` shown under the field when it is left empty);
 * `onConfirm` gets it trimmed ('' for none). Closing it (X, Escape, Cancel) with a reason typed
 * asks "Discard changes?" first (issue 22 item 9).
 */
export function ReasonDialog({
  title,
  open,
  isPending,
  confirmLabel,
  onCancel,
  onConfirm,
  requiredMessage,
  maxLength = REASON_MAX,
}: {
  title: string;
  open: boolean;
  isPending: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
  /** The reason is required: this (shared) message says so when it is empty. */
  requiredMessage?: string | undefined;
  maxLength?: number | undefined;
}) {
  const t = useT(adminText);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const id = useId();
  const discard = useDiscardGuard(reason.trim() !== '');
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
    setReason('');
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={cancel} disabled={isPending}>
            {t('reason.cancel')}
          </Button>
          <Button variant="danger" disabled={isPending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Field
        id={id}
        label={requiredMessage ? t('reason.labelRequired') : t('reason.label')}
        hint={t('reason.hint')}
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
