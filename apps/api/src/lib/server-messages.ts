import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGE_LOCALES, LANGUAGES, type ErrorDetail, type Language } from '@hostelhub/shared';
import {
  SERVER_CATALOGUES,
  translateServerTextWith,
  type ServerMessageKey,
} from '@hostelhub/shared/i18n/server';

// One Lingui instance per language, each holding its own catalogue, so no request switches
// a shared "active" language. Messages are ICU, compiled on first use (Lingui 5 on Node 20).
const instances = Object.fromEntries(
  LANGUAGES.map((language) => {
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(language, SERVER_CATALOGUES[language]);
    i18n.activate(language, [LANGUAGE_LOCALES[language]]);
    return [language, i18n];
  }),
) as Record<Language, I18n>;

// Private-use characters: no catalogue text and no sane value holds them.
const OPEN = '\uE000';
const CLOSE = '\uE001';

/**
 * The catalogue text of `key` in `language` with `values` put in its placeholders
 * (`serverMessage('ur', 'phone.resendWait', { seconds: 42 })`). Issue 24: error answers,
 * emails, SMS and notifications. Text values go in exactly as given: Lingui would decode a
 * `\u0041` a person typed into a hostel name or a facility, so a text value with a backslash
 * passes through the message as a marker and replaces it afterwards. Numbers go through
 * (plurals read them).
 */
export function serverMessage(
  language: Language,
  key: ServerMessageKey,
  values: Record<string, string | number> = {},
): string {
  const texts: string[] = [];
  const marked: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    // Only a text with a backslash needs it; a select's key (`field`) must stay itself.
    if (typeof value === 'number' || !value.includes('\\')) marked[name] = value;
    else marked[name] = `${OPEN}${texts.push(value) - 1}${CLOSE}`;
  }
  const message = instances[language]._(key, marked);
  if (texts.length === 0) return message;
  return message.replace(
    new RegExp(`${OPEN}(\\d+)${CLOSE}`, 'g'),
    (_, index: string) => texts[Number(index)] ?? '',
  );
}

/**
 * `text`, an English text the API produced, in `language`: the catalogue's text when the
 * English is one of its messages (a shared table's text, or a run-time text a pattern
 * recognises), else `text` as it is. English asks change nothing.
 */
export function translateServerText(language: Language, text: string): string {
  if (language === 'en') return text;
  return translateServerTextWith(text, (key, values) => serverMessage(language, key, values));
}

/** `details` with each message in `language` (fields stay as they are). */
export function translateDetails(language: Language, details: ErrorDetail[]): ErrorDetail[] {
  return details.map((detail) => ({
    ...detail,
    message: translateServerText(language, detail.message),
  }));
}
