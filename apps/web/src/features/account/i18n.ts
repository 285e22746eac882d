import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The account settings' strings (theme, language, notifications, password, two-factor, data). Issue 24. */
export const accountText = defineNamespace('account', en, () => import('./locales/ur.json'));
