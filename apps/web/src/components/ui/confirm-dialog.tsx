import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { Spinner } from './spinner';
import { useT } from '../../lib/i18n';
import { componentsText } from '../i18n';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** e.g. "Confirm Deletion". */
  title: string;
  children: ReactNode;
  /** The confirming button's label, e.g. "Delete". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions (default true). */
  isDestructive?: boolean;
  /** While the action runs: the buttons are disabled and the confirm button spins. */
  isPending?: boolean;
  onConfirm: () => void;
}

/** Asks the user to confirm an action (deletions) before it runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  isDestructive = true,
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT(componentsText);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isPending) onOpenChange(next);
      }}
      title={title}
      size="sm"
      footer={
        <>
          <Button variant="outline" disabled={isPending} onClick={() => onOpenChange(false)}>
            {cancelLabel ?? t('dialog.cancel')}
          </Button>
          <Button
            variant={isDestructive ? 'danger' : 'primary'}
            disabled={isPending}
            onClick={onConfirm}
          >
            {isPending ? <Spinner className="h-4 w-4" /> : null}
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
    </Dialog>
  );
}
