import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The recently viewed row's strings: `useT(recentlyViewedText)`. Issue 29. */
export const recentlyViewedText = defineNamespace(
  'recently-viewed',
  en,
  () => import('./locales/ur.json'),
);
