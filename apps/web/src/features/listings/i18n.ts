import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The owner listings' strings (the dashboard, the hostel form and wizard, the mess dialog, the
 * location and map pickers): `useT(listingsText)`. Issue 24.
 */
export const listingsText = defineNamespace('listings', en, () => import('./locales/ur.json'));
