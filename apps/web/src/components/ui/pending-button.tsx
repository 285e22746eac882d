import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';
import { Spinner } from './spinner';

export interface PendingButtonProps extends ButtonProps {
  /** A request is out: a spinner shows before the label. */
  isPending: boolean;
  /** The label while pending ('Saving...'); without it the label stays `children`. */
  pendingLabel?: ReactNode;
}

/** A button that shows a spinner (and, if given, `pendingLabel`) while its request is out. */
export function PendingButton({ isPending, pendingLabel, children, ...props }: PendingButtonProps) {
  return (
    <Button {...props}>
      {isPending ? <Spinner className="h-4 w-4" /> : null}
      {isPending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
