/**
 * The server's message catalogue (issue 24; docs/decisions/019): one ICU message per key and
 * language for what the API, and later its emails, SMS and notifications, say to people. The
 * English catalogue is generated from packages/shared's message tables; the Urdu one is written
 * by hand with the same keys. Imported as `@hostelhub/shared/i18n/server`, so the web app's
 * bundle never holds it.
 */
import type { Language } from '../languages.ts';
import { SERVER_MESSAGES_EN, type ServerCatalogue } from './en.ts';
import { SERVER_MESSAGES_UR } from './ur.ts';

export * from './en.ts';
export * from './patterns.ts';
export { SERVER_MESSAGES_UR } from './ur.ts';

/** Every language's server catalogue. */
export const SERVER_CATALOGUES: Record<Language, ServerCatalogue> = {
  en: SERVER_MESSAGES_EN,
  ur: SERVER_MESSAGES_UR,
};

/**
 * Keys whose Urdu may equal their English because the text is a proper or technical name
 * only. None today; the catalogue test refuses any other Urdu text equal to its English.
 */
export const SERVER_PROPER_NAME_KEYS: readonly string[] = [];
