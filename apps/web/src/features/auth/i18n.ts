import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The sign-in, sign-up and password pages' strings: `useT(authText)`. Issue 24. */
export const authText = defineNamespace('auth', en, () => import('./locales/ur.json'));
