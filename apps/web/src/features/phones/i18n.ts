import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The business phone numbers card and the phone verification dialog's strings. Issue 24. */
export const phonesText = defineNamespace('phones', en, () => import('./locales/ur.json'));
