import { useEffect, useRef, useState } from 'react';

/** A success line that clears itself after `ms`. */
export function useFlash() {
  const [text, setText] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const show = (next: string, ms: number, then?: () => void) => {
    if (timer.current) clearTimeout(timer.current);
    setText(next);
    timer.current = setTimeout(() => {
      setText(null);
      then?.();
    }, ms);
  };
  return { text, show, clear: () => setText(null) };
}

/** What `useFlash` returns: the current line, `show` and `clear`. */
export type Flash = ReturnType<typeof useFlash>;
