import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../constants/auth-messages.ts';
import { LISTING_MESSAGES } from '../../constants/listing-messages.ts';
import { resendWaitMessage } from '../../constants/phone-messages.ts';
import {
  findServerMessage,
  SERVER_CATALOGUES,
  SERVER_MESSAGE_PATTERNS,
  SERVER_MESSAGE_TABLES,
  SERVER_MESSAGES_EN,
  SERVER_MESSAGES_UR,
  SERVER_PATTERN_MESSAGES_EN,
  SERVER_PROPER_NAME_KEYS,
} from './index.ts';

// Issue 24 'Tests': the server catalogue test.
const keysOf = (catalogue: object) => Object.keys(catalogue).sort();

/** The ICU placeholders of a message (`{max}`, `{seconds, plural, ...}`), sorted. */
function placeholders(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '')),
  ].sort();
}

describe('server catalogue', () => {
  it('has every key in both languages', () => {
    expect(keysOf(SERVER_MESSAGES_UR)).toEqual(keysOf(SERVER_MESSAGES_EN));
    expect(keysOf(SERVER_CATALOGUES.ur)).toEqual(keysOf(SERVER_CATALOGUES.en));
  });

  it('keeps every table text in English word for word under namespace.key', () => {
    let count = 0;
    for (const [namespace, table] of Object.entries(SERVER_MESSAGE_TABLES)) {
      for (const [key, text] of Object.entries(table)) {
        expect(SERVER_MESSAGES_EN[`${namespace}.${key}` as keyof typeof SERVER_MESSAGES_EN]).toBe(
          text,
        );
        count += 1;
      }
    }
    expect(SERVER_MESSAGES_EN['listing.nameRequired']).toBe(LISTING_MESSAGES.nameRequired);
    expect(keysOf(SERVER_MESSAGES_EN)).toHaveLength(
      count + Object.keys(SERVER_PATTERN_MESSAGES_EN).length,
    );
  });

  it('has the same ICU placeholders in both languages', () => {
    for (const [key, english] of Object.entries(SERVER_MESSAGES_EN)) {
      const urdu = SERVER_MESSAGES_UR[key as keyof typeof SERVER_MESSAGES_UR];
      expect({ key, placeholders: placeholders(urdu) }).toEqual({
        key,
        placeholders: placeholders(english),
      });
    }
  });

  it('leaves no English in Urdu: every text is written in Urdu, unless a listed proper name', () => {
    for (const [key, english] of Object.entries(SERVER_MESSAGES_EN)) {
      const urdu = SERVER_MESSAGES_UR[key as keyof typeof SERVER_MESSAGES_UR];
      if (SERVER_PROPER_NAME_KEYS.includes(key)) continue;
      expect({ key, same: urdu === english }).toEqual({ key, same: false });
      expect({ key, urdu: /[\u0600-\u06FF]/.test(urdu) }).toEqual({ key, urdu: true });
    }
  });

  it('writes Western digits and keeps every number of the English', () => {
    for (const [key, english] of Object.entries(SERVER_MESSAGES_EN)) {
      const urdu = SERVER_MESSAGES_UR[key as keyof typeof SERVER_MESSAGES_UR];
      expect({ key, indic: /[\u06F0-\u06F9\u0660-\u0669]/.test(urdu) }).toEqual({
        key,
        indic: false,
      });
      for (const number of english.match(/\d[\d,]*/g) ?? []) {
        expect({ key, number, found: urdu.includes(number) }).toEqual({
          key,
          number,
          found: true,
        });
      }
    }
  });

  it('gives one English text the same Urdu under every key that holds it', () => {
    const urduByEnglish = new Map<string, string>();
    for (const [key, english] of Object.entries(SERVER_MESSAGES_EN)) {
      const urdu = SERVER_MESSAGES_UR[key as keyof typeof SERVER_MESSAGES_UR];
      const seen = urduByEnglish.get(english);
      if (seen !== undefined) expect({ key, urdu }).toEqual({ key, urdu: seen });
      else urduByEnglish.set(english, urdu);
    }
  });

  it('recognises every run-time text it has a message for', () => {
    const withPlaceholders = Object.entries(SERVER_PATTERN_MESSAGES_EN)
      .filter(([, message]) => message.includes('{'))
      .map(([key]) => key)
      .sort();
    expect(SERVER_MESSAGE_PATTERNS.map((pattern) => pattern.key).sort()).toEqual(withPlaceholders);
  });

  it('finds fixed texts and run-time texts with their values', () => {
    expect(findServerMessage(AUTH_MESSAGES.invalidCredentials)).toEqual({
      key: 'auth.invalidCredentials',
      values: {},
    });
    expect(findServerMessage(resendWaitMessage(42))).toEqual({
      key: 'phone.resendWait',
      values: { seconds: 42 },
    });
    expect(findServerMessage(resendWaitMessage(1))?.values).toEqual({ seconds: 1 });
    expect(findServerMessage('must be at most 150 characters')).toEqual({
      key: 'validation.maxCharacters',
      values: { max: '150' },
    });
    expect(findServerMessage('limit must be a whole number from 1 to 50')).toEqual({
      key: 'validation.wholeNumberRange',
      values: { field: 'limit', max: '50' },
    });
    expect(findServerMessage('Invalid input: expected string, received number')).toEqual({
      key: 'validation.expectedType',
      values: { expected: 'string', received: 'number' },
    });
    expect(findServerMessage('A text no table holds')).toBeUndefined();
  });
});
