import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/** The room image manager's strings: `useT(imagesText)`. Issue 24. */
export const imagesText = defineNamespace('images', en, () => import('./locales/ur.json'));
