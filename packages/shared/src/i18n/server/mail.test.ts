import { describe, expect, it } from 'vitest';
import {
  MAIL_MESSAGES_EN,
  MAIL_MESSAGES_UR,
  SERVER_CATALOGUES,
  SERVER_MESSAGES_EN,
} from './index.ts';

// Issue 24: the emails', SMS' and notifications' catalogue (mail-en.ts, mail-ur.ts).
const keysOf = (catalogue: object) => Object.keys(catalogue).sort();

/** The ICU placeholders of a message (`{name}`, `{count, plural, ...}`), sorted. */
function placeholders(message: string): string[] {
  return [
    ...new Set([...message.matchAll(/\{\s*([A-Za-z_]\w*)\s*[,}]/g)].map((m) => m[1] ?? '')),
  ].sort();
}

const entries = Object.entries(MAIL_MESSAGES_EN).map(([key, english]) => ({
  key,
  english,
  urdu: MAIL_MESSAGES_UR[key as keyof typeof MAIL_MESSAGES_UR],
}));

describe('mail catalogue', () => {
  it('has every key in both languages', () => {
    expect(keysOf(MAIL_MESSAGES_UR)).toEqual(keysOf(MAIL_MESSAGES_EN));
  });

  it('has the same ICU placeholders in both languages', () => {
    for (const { key, english, urdu } of entries) {
      expect({ key, placeholders: placeholders(urdu) }).toEqual({
        key,
        placeholders: placeholders(english),
      });
    }
  });

  it('balances its braces', () => {
    for (const { key, english, urdu } of entries) {
      for (const text of [english, urdu]) {
        let depth = 0;
        for (const char of text) {
          depth += char === '{' ? 1 : char === '}' ? -1 : 0;
          expect({ key, negative: depth < 0 }).toEqual({ key, negative: false });
        }
        expect({ key, depth }).toEqual({ key, depth: 0 });
      }
    }
  });

  it('leaves no English in Urdu: every text is its own and written in Urdu', () => {
    for (const { key, english, urdu } of entries) {
      expect({ key, same: urdu === english }).toEqual({ key, same: false });
      expect({ key, urdu: /[\u0600-\u06FF]/.test(urdu) }).toEqual({ key, urdu: true });
    }
  });

  it('writes Western digits, keeps every number and keeps Hostelhub in Latin letters', () => {
    for (const { key, english, urdu } of entries) {
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
      if (english.includes('Hostelhub')) {
        expect({ key, brand: urdu.includes('Hostelhub') }).toEqual({ key, brand: true });
      }
    }
  });

  it('greets with السلام علیکم in Urdu', () => {
    expect(MAIL_MESSAGES_UR['mail.auth.greeting']).toMatch(/^السلام علیکم \{name\}/);
    expect(MAIL_MESSAGES_UR['mail.notice.greeting']).toMatch(/^السلام علیکم \{name\}/);
  });

  it('joins the server catalogue in both languages, but not the texts errors are found by', () => {
    for (const { key, english, urdu } of entries) {
      const catalogueKey = key as keyof (typeof SERVER_CATALOGUES)['en'];
      expect(SERVER_CATALOGUES.en[catalogueKey]).toBe(english);
      expect(SERVER_CATALOGUES.ur[catalogueKey]).toBe(urdu);
      expect(key in SERVER_MESSAGES_EN).toBe(false);
    }
    expect(keysOf(SERVER_CATALOGUES.ur)).toEqual(keysOf(SERVER_CATALOGUES.en));
  });
});
