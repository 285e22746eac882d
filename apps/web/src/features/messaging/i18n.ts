import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The messaging feature's strings (the Messages button, the chat dialog, its list and
 * conversations): `useT(messagingText)`. Issue 24.
 */
export const messagingText = defineNamespace('messaging', en, () => import('./locales/ur.json'));
