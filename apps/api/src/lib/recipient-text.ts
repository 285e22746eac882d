import { LANGUAGES, type Language } from '@hostelhub/shared';
import type { MailMessageKey } from '@hostelhub/shared/i18n/server';
import { sql, type SQL } from 'drizzle-orm';
import { serverMessage } from './server-messages.ts';

/** The values of a message's placeholders: text as it is, counts as numbers (ICU plurals). */
export type TextValues = Record<string, string | number>;

// Private-use characters: no catalogue text and no sane value holds them.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * The email, SMS or notification text `key` in `language` with `values` in its placeholders
 * (issue 24). Text values go in exactly as given: Lingui would decode a `\u0041` a person
 * typed into a hostel name or a contact message, so each text value passes through the
 * message as a marker and replaces it afterwards. Numbers go through (plurals read them).
 */
export function recipientText(
  language: Language,
  key: MailMessageKey,
  values: TextValues = {},
): string {
  const texts: string[] = [];
  const marked: TextValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'number') marked[name] = value;
    else marked[name] = `${OPEN}${texts.push(value) - 1}${CLOSE}`;
  }
  const message = serverMessage(language, key, marked);
  if (texts.length === 0) return message;
  return message.replace(
    new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'),
    (_, index: string) => texts[Number(index)] ?? '',
  );
}

/** `recipientText` bound to one language: `t('mail.reset.subject')`. */
export function textsIn(language: Language) {
  return (key: MailMessageKey, values?: TextValues) => recipientText(language, key, values);
}

/**
 * SQL for the text `key` in the `preferred_language` of user `userId`, chosen by the
 * statement that uses it (issue 24: a notification is stored in its recipient's language),
 * so a write that is one statement stays one. English when the user is missing.
 */
export function recipientTextSql(userId: string, key: MailMessageKey, values?: TextValues): SQL {
  const cases = LANGUAGES.filter((language) => language !== 'en').map(
    (language) => sql`when ${language} then ${recipientText(language, key, values)}`,
  );
  return sql`(case (select u.preferred_language from users u where u.id = ${userId})
    ${sql.join(cases, sql` `)} else ${recipientText('en', key, values)} end)`;
}
