import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

/** What the app's confirm dialog asks (issue 23: it replaces `window.confirm`). */
export interface ConfirmOptions {
  /** The dialog's heading, e.g. "Log in". */
  title: string;
  /** The question itself, worded as the specification gives it. */
  message: ReactNode;
  /** The confirming button's label, e.g. "Go to Login". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive questions (default false). */
  isDestructive?: boolean;
}

/** Opens the confirm dialog; resolves true on the confirm button, false on cancel or Escape. */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

interface Pending {
  options: ConfirmOptions;
  resolve: (answer: boolean) => void;
}

/**
 * Holds the one confirm dialog of the app. `useConfirm()` asks a question with it the way
 * `window.confirm` did, but themed, keyboard-accessible and (with the Urdu issue) translated.
 */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const settle = useCallback((answer: boolean) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const confirm = useCallback<Confirm>((options) => {
    // A second question while one is open answers the first with "cancel".
    pendingRef.current?.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = { options, resolve };
      pendingRef.current = next;
      setPending(next);
    });
  }, []);

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) settle(false);
        }}
        title={pending?.options.title ?? ''}
        confirmLabel={pending?.options.confirmLabel ?? ''}
        {...(pending?.options.cancelLabel ? { cancelLabel: pending.options.cancelLabel } : {})}
        isDestructive={pending?.options.isDestructive ?? false}
        onConfirm={() => settle(true)}
      >
        {pending?.options.message}
      </ConfirmDialog>
    </ConfirmContext.Provider>
  );
}

/** The app's confirm question (see ConfirmProvider); throws outside the provider. */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}
