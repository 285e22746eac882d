import { defineNamespace } from '../i18n';
import en from './locales/en.json';

/**
 * The room vocabulary both the student's hostel detail and the owner's room pages speak (room
 * types, bed types, amenities, a room's default title, the ground floor): `useRoomWords()`.
 * Issue 24.
 */
export const roomWordsText = defineNamespace('roomWords', en, () => import('./locales/ur.json'));
