import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The dues' strings (issue 45): the Dues screen, recording a payment and its receipt, a due's
 * charges and payments, the collections charts and export, and a resident's receipts.
 * `useT(duesText)`.
 */
export const duesText = defineNamespace('dues', en, () => import('./locales/ur.json'));

/** A key of the dues catalogue. */
export type DuesKey = keyof typeof en;
