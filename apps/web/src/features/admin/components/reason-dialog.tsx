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
 * Asks for an optional reason before a rejection (hostel or owner account); `onConfirm` gets it
 * trimmed ('' for none). Closing it (X, Escape, Cancel) with a reason typed asks "Discard
 * changes?" first (issue 22 item 9).
 */
export function ReasonDialog({
  title,
  open,
  isPending,
  confirmLabel,
  onCancel,
  onConfirm,
}: {
  title: string;
  open: boolean;
  isPending: boolean;
  confirmLabel: string;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}) {
  const t = useT(adminText);
  const [reason, setReason] = useState('');
  const id = useId();
  const discard = useDiscardGuard(reason.trim() !== '');
  const cancel = () =>
    discard.request(() => {
      setReason('');
      onCancel();
    });
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
          <Button
            variant="danger"
            disabled={isPending}
            onClick={() => {
              onConfirm(reason.trim());
              setReason('');
            }}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      <Field id={id} label={t('reason.label')} hint={t('reason.hint')}>
        {(props) => (
          <Textarea
            {...props}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Field>
      {discard.dialog}
    </Dialog>
  );
}
