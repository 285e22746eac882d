import { defineNamespace } from '../../../lib/i18n';
import en from './locales/en.json';

/**
 * The about page's own strings: `useT(aboutText)`. A namespace of its own, so its texts load with
 * the page and no other page carries them (issue 24's weight budget).
 */
export const aboutText = defineNamespace('about', en, () => import('./locales/ur.json'));
