import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A form opened in place of the button that opens it (write a review, edit, reply). Closing it
 * (Cancel, or a save) puts keyboard focus back on that mode's button, even when the button was
 * drawn anew meanwhile ('Reply' becoming 'Edit reply'): each button registers with
 * `opener(mode)` as its ref.
 */
export function useInlineForm<Mode extends string>(closed: Mode) {
  const [mode, setMode] = useState<Mode>(closed);
  const buttons = useRef(new Map<Mode, HTMLButtonElement>());
  const previous = useRef(mode);

  useEffect(() => {
    const was = previous.current;
    previous.current = mode;
    const button = buttons.current.get(was);
    if (mode === closed && was !== closed && button?.isConnected) button.focus();
  }, [mode, closed]);

  const opener = useCallback(
    (forMode: Mode) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(forMode, element);
    },
    [],
  );
  const close = useCallback(() => setMode(closed), [closed]);

  return { mode, open: setMode, close, opener };
}
