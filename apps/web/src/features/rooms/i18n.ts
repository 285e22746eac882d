import { defineNamespace } from '../../lib/i18n';
import en from './locales/en.json';

/**
 * The rooms feature's strings (the owner's room page, the dashboard's room manager, the room
 * form and the wizard's rooms step): `useT(roomsText)`. Issue 24.
 */
export const roomsText = defineNamespace('rooms', en, () => import('./locales/ur.json'));
