import { announceCatalogue } from './i18n';

type Translate = (text: string) => string;

let urduLoad: Promise<void> | undefined;
let urduTranslate: Translate | undefined;

/**
 * Fetches the Urdu of the shared texts once (server-text-ur.ts, Urdu pages only); subscribed
 * components re-render when it arrives.
 */
export function loadSharedText(): Promise<void> {
  urduLoad ??= import('./server-text-ur').then((module) => {
    urduTranslate = module.translateSharedText;
    announceCatalogue();
  });
  return urduLoad;
}

/** The Urdu translator of the shared texts, once it has arrived. */
export function sharedTextTranslator(): Translate | undefined {
  return urduTranslate;
}
