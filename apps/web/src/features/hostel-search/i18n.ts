import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The Find Hostels screen's strings (search, filters, results, cards, favourites): `useT(hostelSearchText)`.
 * Issue 24.
 */
export const hostelSearchText = defineNamespace(
  'hostel-search',
  en,
  () => import('./locales/ur.json'),
);

/** A key of the hostel-search catalogue. */
export type HostelSearchKey = keyof typeof en;
