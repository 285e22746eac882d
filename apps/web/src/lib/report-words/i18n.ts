import { defineNamespace } from '../i18n';
import en from './locales/en.json';

/**
 * The report vocabulary both the report dialog (features/reports) and the admin's reports queue
 * (features/admin) speak: each reason's name and what kind of thing was reported. Issue 26.
 */
export const reportWordsText = defineNamespace(
  'reportWords',
  en,
  () => import('./locales/ur.json'),
);
