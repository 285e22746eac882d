import { defineNamespace } from '../lib/i18n';
import en from './locales/en.json';

/**
 * The shared components' strings (header, menus, footer, dialogs, the theme and language
 * switches): `useT(componentsText)`. Issue 24.
 */
export const componentsText = defineNamespace('components', en, () => import('./locales/ur.json'));
