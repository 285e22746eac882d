import { useEffect } from 'react';

/**
 * What the app loader of a server-rendered page keeps (issue 25; the loader is
 * apps/api/src/lib/inline-scripts.ts): the button last pressed before the app took over, and
 * whether it has.
 */
interface LoaderState {
  click: HTMLElement | null;
  ready: boolean;
}

declare global {
  interface Window {
    __hostelhubLoader?: LoaderState;
  }
}

let pending: HTMLElement | null = null;

/**
 * Called just before the app takes over a server-rendered page (main.tsx): the loader stops
 * keeping presses (from here on React replays a press during hydration itself), and the one it
 * kept waits for useReplayEarlyClick.
 */
export function takeEarlyClick(): void {
  const loader = window.__hostelhubLoader;
  if (!loader || loader.ready) return;
  loader.ready = true;
  pending = loader.click;
  loader.click = null;
}

/**
 * Presses again, once the app has taken over the page, the button the person pressed while the
 * app's code was still loading, so that press is not lost (a tab, a filter, a favourite). Links
 * and forms work without the app; the loader keeps only `type="button"`. Rendered at the end of
 * the page's Suspense boundary (components/layouts/root-layout.tsx): React hydrates a boundary
 * after the rest of the page, and the page's buttons only answer once it has.
 */
export function ReplayEarlyClick(): null {
  useEffect(() => {
    const button = pending;
    pending = null;
    if (button?.isConnected) press(button);
  }, []);
  return null;
}

/**
 * The events a mouse press on `element` makes, in their order: components listen to different
 * ones (a tab and a menu open on the press, a dialog's button on the click).
 */
function press(element: HTMLElement): void {
  element.focus();
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, view: window };
  const pointer = { ...init, pointerId: 1, pointerType: 'mouse', isPrimary: true };
  element.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, buttons: 1 }));
  element.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  element.dispatchEvent(new PointerEvent('pointerup', pointer));
  element.dispatchEvent(new MouseEvent('mouseup', init));
  element.click();
}
