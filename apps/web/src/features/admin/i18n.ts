import { defineNamespace, type MessageValues } from '../../lib/i18n';
import en from './locales/en.json';

/** The admin panel's strings: `useT(adminText)`. Issue 24. */
export const adminText = defineNamespace('admin', en, () => import('./locales/ur.json'));

/** A key of the admin catalogue. */
export type AdminKey = keyof typeof en;

/** The admin namespace's translate function, as `useT(adminText)` returns it. */
export type AdminT = (key: AdminKey, values?: MessageValues) => string;
