import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The notifications bell's strings: `useT(notificationsText)`. Issue 24. */
export const notificationsText = defineNamespace(
  'notifications',
  en,
  () => import('./locales/ur.json'),
);
