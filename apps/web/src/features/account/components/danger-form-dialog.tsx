import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useT } from '../../../lib/i18n';
import { accountText } from '../i18n';

/**
 * A small dialog holding one form, confirmed by a red `submitLabel` button in its footer
 * (Delete Account, turning two-factor off; decision 9): `intro` and the refusal (`error`) sit
 * above the fields. Closing (Escape, the X) calls `onClose`; Cancel calls `onCancel`. Both
 * buttons are disabled while `isPending`, the submit one also until `canSubmit`. `children`
 * gets the dialog's own id, a prefix for its fields' ids.
 */
export function DangerFormDialog({
  open,
  title,
  intro,
  error,
  isPending,
  canSubmit,
  submitLabel,
  onSubmit,
  onClose,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  intro: ReactNode;
  error: string | null;
  isPending: boolean;
  canSubmit: boolean;
  submitLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  onCancel: () => void;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  const t = useT(accountText);
  const formId = `${id}-form`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            {t('dialog.cancel')}
          </Button>
          {/* Outside the form in the dialog's footer, it submits the form by its id. */}
          <Button type="submit" form={formId} variant="danger" disabled={!canSubmit || isPending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className="space-y-3">
        <p className="text-sm">{intro}</p>
        {error !== null ? <Alert tone="error">{error}</Alert> : null}
        {children(id)}
      </form>
    </Dialog>
  );
}
