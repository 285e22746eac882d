import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The offline notice and offline screen's strings: `useT(offlineText)`. Issue 25. */
export const offlineText = defineNamespace('offline', en, () => import('./locales/ur.json'));
