import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The hostel detail's strings (the dialog, its rooms, photos, location and contact):
 * `useT(hostelDetailText)`. Issue 24.
 */
export const hostelDetailText = defineNamespace(
  'hostel-detail',
  en,
  () => import('./locales/ur.json'),
);
