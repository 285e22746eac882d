import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { useT } from '../lib/i18n';
import { componentsText } from './i18n';
import { ConfirmDialog } from './ui/confirm-dialog';

/**
 * Not in the spec (issue 22 item 9): the question before unsaved changes are thrown away, in
 * English (the catalogue's `discard.*` keys hold both languages; tests read these).
 */
export const DISCARD_MESSAGES = {
  title: 'Discard changes?',
  body: 'You have unsaved changes. If you leave now, they will be lost.',
  keep: 'Keep editing',
  discard: 'Discard',
} as const;

/** The "Discard changes?" question (Keep editing / Discard), in the app's own dialog, in the page's language. */
export function DiscardChangesDialog({
  open,
  onKeepEditing,
  onDiscard,
}: {
  open: boolean;
  onKeepEditing: () => void;
  onDiscard: () => void;
}) {
  const t = useT(componentsText);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onKeepEditing();
      }}
      title={t('discard.title')}
      confirmLabel={t('discard.discard')}
      cancelLabel={t('discard.keep')}
      onConfirm={onDiscard}
    >
      <p>{t('discard.body')}</p>
    </ConfirmDialog>
  );
}

/**
 * Asks "Discard changes?" before a close throws unsaved changes away (issue 22 item 9):
 * `request(close)` runs `close` at once when nothing changed, else after Discard; Keep editing
 * (or Escape) leaves everything as it is. Render `dialog` inside the guarded dialog or page.
 */
export function useDiscardGuard(isDirty: boolean): {
  request: (close: () => void) => void;
  dialog: ReactNode;
} {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const request = useCallback(
    (close: () => void) => {
      if (isDirty) setPending(() => close);
      else close();
    },
    [isDirty],
  );
  const dialog = (
    <DiscardChangesDialog
      open={pending !== null}
      onKeepEditing={() => setPending(null)}
      onDiscard={() => {
        const close = pending;
        setPending(null);
        close?.();
      }}
    />
  );
  return { request, dialog };
}

/**
 * Tells the parent whether a form has unsaved changes, each time that changes, and false when
 * the form goes away (saved, or discarded).
 */
export function useReportDirty(isDirty: boolean, onDirtyChange?: (isDirty: boolean) => void) {
  const latest = useRef(onDirtyChange);
  useEffect(() => {
    latest.current = onDirtyChange;
  }, [onDirtyChange]);
  useEffect(() => {
    latest.current?.(isDirty);
  }, [isDirty]);
  useEffect(() => () => latest.current?.(false), []);
}

/**
 * A page form's guard against leaving with unsaved changes (issue 22 item 9): a link or Back to
 * another page asks "Discard changes?" (Discard goes on, Keep editing stays), and closing or
 * reloading the tab gets the browser's own warning. Returns the question, to render once.
 */
export function useLeaveGuard(isDirty: boolean): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);
  return (
    <DiscardChangesDialog
      open={blocker.state === 'blocked'}
      onKeepEditing={() => blocker.reset?.()}
      onDiscard={() => blocker.proceed?.()}
    />
  );
}
