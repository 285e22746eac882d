import { useCallback, useEffect, useMemo, useRef } from 'react';
import { toast } from 'sonner';

/** What `useFlash` returns. */
export interface Flash {
  /**
   * Shows `text` as a success toast for `ms` milliseconds, in place of the one shown before;
   * `then` runs when the time is up (the dialog returning to its list).
   */
  show: (text: string, ms: number, then?: () => void) => void;
  /** Takes the current toast away at once; a pending `then` still runs. */
  clear: () => void;
}

/**
 * The phone dialog's success line as a toast (issue 23: transient feedback goes through
 * sonner): one at a time, gone after its time. Unmounting cancels a pending `then`.
 */
export function useFlash(): Flash {
  const toastId = useRef<string | number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => stopTimer, [stopTimer]);

  const clear = useCallback(() => {
    if (toastId.current !== null) toast.dismiss(toastId.current);
    toastId.current = null;
  }, []);

  const show = useCallback(
    (text: string, ms: number, then?: () => void) => {
      stopTimer();
      clear();
      toastId.current = toast.success(text, { duration: ms });
      if (then) {
        timer.current = setTimeout(() => {
          timer.current = null;
          then();
        }, ms);
      }
    },
    [clear, stopTimer],
  );

  return useMemo(() => ({ show, clear }), [show, clear]);
}
