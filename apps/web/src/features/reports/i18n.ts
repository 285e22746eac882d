import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The Report action's and dialog's strings (issue 26): `useT(reportsText)`. */
export const reportsText = defineNamespace('reports', en, () => import('./locales/ur.json'));

/** A key of the reports catalogue. */
export type ReportsKey = keyof typeof en;
