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

/**
 * Presses again, once the app has taken over the page, the button the person pressed while the
 * app's code was loading or the page was hydrating, so that press is not lost (a tab, a filter,
 * a favourite, a section opened). Until then the loader stops every press on a button before it
 * reaches the page, so the press acts exactly once: here. Links and forms work without the app;
 * the loader keeps only `type="button"`. Rendered at the end of the layout's Suspense boundary
 * (components/layouts/root-layout.tsx) and of the error screen: React hydrates a boundary after
 * the rest of the page, and the page's buttons only answer once it has.
 */
export function ReplayEarlyClick(): null {
  useEffect(() => {
    const loader = window.__hostelhubLoader;
    if (!loader || loader.ready) return;
    loader.ready = true;
    const button = loader.click;
    loader.click = null;
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
