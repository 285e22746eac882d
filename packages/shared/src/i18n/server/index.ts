/**
 * The server's message catalogue (issue 24; docs/decisions/019): one ICU message per key and
 * language for what the API, its emails, SMS and notifications say to people. The English
 * catalogue is generated from packages/shared's message tables; the Urdu one is written by
 * hand with the same keys. The emails', SMS' and notifications' texts (mail-en.ts, mail-ur.ts)
 * join both in SERVER_CATALOGUES. Imported as `@hostelhub/shared/i18n/server`, so the web
 * app's bundle never holds it.
 */
import type { Language } from '../languages.ts';
import { SERVER_MESSAGES_EN, type ServerMessageKey as AnswerMessageKey } from './en.ts';
import { MAIL_MESSAGES_EN, type MailMessageKey } from './mail-en.ts';
import { MAIL_MESSAGES_UR } from './mail-ur.ts';
import { SERVER_MESSAGES_UR } from './ur.ts';

export * from './en.ts';
export * from './mail-en.ts';
export * from './patterns.ts';
export { MAIL_MESSAGES_UR } from './mail-ur.ts';
export { SERVER_MESSAGES_UR } from './ur.ts';

/**
 * Every key of the server catalogue: the answers' (en.ts) and the emails', SMS' and
 * notifications' (mail-en.ts). Replaces en.ts's narrower type of the same name for importers
 * of this module.
 */
export type ServerMessageKey = AnswerMessageKey | MailMessageKey;

/** Every language's server catalogue: answers, then emails, SMS and notifications. */
export const SERVER_CATALOGUES: Record<Language, Record<ServerMessageKey, string>> = {
  en: { ...SERVER_MESSAGES_EN, ...MAIL_MESSAGES_EN },
  ur: { ...SERVER_MESSAGES_UR, ...MAIL_MESSAGES_UR },
};

/**
 * Keys whose Urdu may equal their English because the text is a proper or technical name
 * only. None today; the catalogue test refuses any other Urdu text equal to its English.
 */
export const SERVER_PROPER_NAME_KEYS: readonly string[] = [];
