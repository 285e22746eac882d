import type { ReactNode } from 'react';
import { PendingButton } from '../../../components/ui/pending-button';

/**
 * The full-width submit button of the sign-in, sign-up and password pages: a spinner and
 * `pendingLabel` while `isPending`; disabled while `isBusy` (defaults to `isPending`; also
 * true once the page is moving on).
 */
export function AuthSubmitButton({
  isPending,
  isBusy = isPending,
  pendingLabel,
  children,
}: {
  isPending: boolean;
  isBusy?: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <PendingButton
      type="submit"
      className="w-full"
      disabled={isBusy}
      isPending={isPending}
      pendingLabel={pendingLabel}
    >
      {children}
    </PendingButton>
  );
}
