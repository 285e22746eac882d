import { defineNamespace } from '../../../lib/i18n';
import en from './locales/en.json';

/**
 * The home page's own strings: `useT(landingText)`. A namespace of its own, so its texts load with
 * the page and no other page carries them (issue 24's weight budget).
 */
export const landingText = defineNamespace('landing', en, () => import('./locales/ur.json'));
