import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The compare feature's strings (the Compare toggle, the tray, the compare page):
 * `useT(compareText)`. Issue 29.
 */
export const compareText = defineNamespace('compare', en, () => import('./locales/ur.json'));

/** A key of the compare catalogue. */
export type CompareKey = keyof typeof en;
