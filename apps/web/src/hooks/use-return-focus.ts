import { useCallback, useRef } from 'react';

/**
 * Gives focus back to whatever opened a Radix dialog. Radix returns it only to a
 * `Dialog.Trigger`; our dialogs are opened from elsewhere (a card link, the URL, a thumbnail),
 * so remember the focused element on open and focus it again on close while it still exists.
 */
export function useReturnFocus() {
  const openerRef = useRef<HTMLElement | null>(null);

  const onOpenAutoFocus = useCallback(() => {
    // Runs before Radix moves focus in, so this is still the opener.
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);

  const onCloseAutoFocus = useCallback((event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  }, []);

  return { onOpenAutoFocus, onCloseAutoFocus };
}
