import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** A booking's Cancel (issue 27), set apart in red; it opens the dialog asking why. */
export function CancelBookingButton({
  disabled,
  onClick,
  children,
}: {
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      className="text-red-700 dark:text-red-400"
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
