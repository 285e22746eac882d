import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The register's strings (issue 44): the bed map, residents and their dialogs, a resident's
 * page and history, the staff panel, the invitation page and the printable sheets.
 * `useT(registerText)`.
 */
export const registerText = defineNamespace('register', en, () => import('./locales/ur.json'));

/** A key of the register catalogue. */
export type RegisterKey = keyof typeof en;
