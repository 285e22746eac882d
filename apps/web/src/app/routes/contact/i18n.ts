import { defineNamespace } from '../../../lib/i18n';
import en from './locales/en.json';

/**
 * The contact page's own strings: `useT(contactText)`. A namespace of its own, so its texts load with
 * the page and no other page carries them (issue 24's weight budget).
 */
export const contactText = defineNamespace('contact-page', en, () => import('./locales/ur.json'));
