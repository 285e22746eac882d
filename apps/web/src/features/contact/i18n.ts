import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The contact form's strings: `useT(contactText)`. Issue 24. */
export const contactText = defineNamespace('contact', en, () => import('./locales/ur.json'));
