import { defineNamespace } from '../../../lib/i18n';
import en from './locales/en.json';

/**
 * The privacy page's own strings: `useT(privacyText)`. A namespace of its own, so its texts load with
 * the page and no other page carries them (issue 24's weight budget).
 */
export const privacyText = defineNamespace('privacy', en, () => import('./locales/ur.json'));
