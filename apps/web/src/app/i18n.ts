import { defineNamespace } from '../lib/i18n';
import en from './locales/en.json';

/**
 * The router's own pages (landing, about, privacy, terms, contact, the browse page's header,
 * the error screen): `useT(appText)`. Issue 24.
 */
export const appText = defineNamespace('app', en, () => import('./locales/ur.json'));
