import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * Saved searches' strings (issue 29): the "Save this search" dialog, the saved searches page
 * with the favourite alerts' switch, and the unsubscribe page. `useT(savedSearchesText)`.
 */
export const savedSearchesText = defineNamespace(
  'savedSearches',
  en,
  () => import('./locales/ur.json'),
);

/** A key of the saved searches catalogue. */
export type SavedSearchesKey = keyof typeof en;
