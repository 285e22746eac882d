import type { FormEvent, ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { useDiscardGuard } from '../discard-guard';
import { componentsText } from '../i18n';
import { Alert } from '../ui/alert';
import { Button, type ButtonVariant } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { PendingButton } from '../ui/pending-button';

export interface FormDialogProps {
  title: string;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  /** The form's accessible name (usually the title); without it the form is not named. */
  formLabel?: string | undefined;
  /** Something is typed: closing asks "Discard changes?" first. */
  isDirty: boolean;
  /** The request is out: closing and a second submit do nothing, Cancel is disabled. */
  isPending: boolean;
  /** Closes it (Cancel, the X, Escape), after the discard question when `isDirty`. */
  onClose: () => void;
  /** The form's submit (a `useSchemaForm` handleSubmit); not called while `isPending`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The refusal shown above the buttons (the server's sentence), or null for none. */
  error: string | null;
  submitLabel: ReactNode;
  /** The submit button's label while pending ('Saving...'); the same label unless given. */
  pendingLabel?: ReactNode;
  submitVariant?: ButtonVariant | undefined;
  /** The form's spacing between its fields. */
  className?: string;
  children: ReactNode;
}

/**
 * A small dialog holding one form (issue 43: the save-search, rename-search, report and
 * resolve-report dialogs): the fields, the refusal (`error`) under them, then Cancel and a
 * submit button that spins while `isPending`. Closing it with something typed asks "Discard
 * changes?" first (issue 22 item 9); while the request is out it does not close.
 */
export function FormDialog({
  title,
  description,
  formLabel,
  isDirty,
  isPending,
  onClose,
  onSubmit,
  error,
  submitLabel,
  pendingLabel,
  submitVariant,
  className = 'space-y-5',
  children,
}: FormDialogProps) {
  const t = useT(componentsText);
  const discard = useDiscardGuard(isDirty);
  const close = () => {
    if (!isPending) discard.request(onClose);
  };
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) close();
      }}
      title={title}
      description={description}
      size="sm"
    >
      <form
        noValidate
        aria-label={formLabel}
        onSubmit={(event) => {
          if (isPending) event.preventDefault();
          else onSubmit(event);
        }}
        className={className}
      >
        {children}
        {error !== null ? <Alert tone="error">{error}</Alert> : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={close} disabled={isPending}>
            {t('dialog.cancel')}
          </Button>
          <PendingButton
            type="submit"
            variant={submitVariant}
            isPending={isPending}
            pendingLabel={pendingLabel}
            aria-disabled={isPending || undefined}
          >
            {submitLabel}
          </PendingButton>
        </div>
      </form>
      {discard.dialog}
    </Dialog>
  );
}
