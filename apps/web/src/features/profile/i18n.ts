import { defineNamespace, type MessageValues } from '../../lib/i18n';
import en from './locales/en.json';

/** The profile and settings pages' strings: `useT(profileText)`. Issue 24. */
export const profileText = defineNamespace('profile', en, () => import('./locales/ur.json'));

/** The translate function of `useT(profileText)`, for helpers that take it. */
export type ProfileT = (key: keyof typeof en, values?: MessageValues) => string;
