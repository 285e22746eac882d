import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The live platform figures' labels: `useT(platformStatsText)`. Issue 24. */
export const platformStatsText = defineNamespace(
  'platform-stats',
  en,
  () => import('./locales/ur.json'),
);
