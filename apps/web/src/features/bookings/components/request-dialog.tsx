import type { ReactNode } from 'react';
import { useDiscardGuard } from '../../../components/discard-guard';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { PendingButton } from '../../../components/ui/pending-button';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/**
 * The dialog around a student's request (a visit, a bed; issue 27): Cancel and `sendLabel`,
 * which submits the form `formId` and reads 'Sending…' while `isPending`. Closing it with
 * something typed (`isDirty`) asks "Discard changes?" first.
 */
export function RequestDialog({
  title,
  description,
  formId,
  sendLabel,
  isPending,
  isDirty,
  onClose,
  children,
}: {
  title: string;
  description: string;
  formId: string;
  sendLabel: string;
  isPending: boolean;
  isDirty: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT(bookingsText);
  const discard = useDiscardGuard(isDirty);
  const close = () => discard.request(onClose);
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      description={description}
      footer={
        <>
          <Button variant="outline" onClick={close} disabled={isPending}>
            {t('dialog.cancel')}
          </Button>
          <PendingButton
            type="submit"
            form={formId}
            isPending={isPending}
            disabled={isPending}
            pendingLabel={t('dialog.sending')}
          >
            {sendLabel}
          </PendingButton>
        </>
      }
    >
      {children}
      {discard.dialog}
    </Dialog>
  );
}
