import { AUTH_MESSAGES, LISTING_MESSAGES, resendWaitMessage } from '@hostelhub/shared';
import { SERVER_MESSAGES_EN, type ServerMessageKey } from '@hostelhub/shared/i18n/server';
import { describe, expect, it } from 'vitest';
import { serverMessage, translateDetails, translateServerText } from './server-messages.ts';

// Issue 24: the server catalogue through Lingui's ICU compiler.
const VALUES = { seconds: 3, max: '100', min: '2', field: 'limit', expected: 'string' };

describe('serverMessage', () => {
  it('compiles every message of both languages', () => {
    for (const key of Object.keys(SERVER_MESSAGES_EN) as ServerMessageKey[]) {
      for (const language of ['en', 'ur'] as const) {
        const text = serverMessage(language, key, { ...VALUES, received: 'number', key: '"x"' });
        expect(text).not.toBe(key);
        expect(text).not.toMatch(/[{}]/);
      }
    }
  });

  it('gives the English of a fixed text word for word', () => {
    expect(serverMessage('en', 'auth.passwordsDontMatch')).toBe(AUTH_MESSAGES.passwordsDontMatch);
  });

  it("says a reservation's months with the Urdu plural: 1 مہینے, 3 مہینوں (issue 40 item 4)", () => {
    const body = (months: number) =>
      serverMessage('ur', 'booking.reservationRequested.body', {
        who: 'Ayesha',
        room: 'Room 2',
        moveIn: '2026-09-01',
        months,
      });
    expect(body(1)).toContain(' 1 مہینے کے لیے بستر ');
    expect(body(3)).toContain(' 3 مہینوں کے لیے بستر ');
    expect(serverMessage('en', 'booking.reservationRequested.body', { months: 1 })).toContain(
      'for 1 month.',
    );
  });

  it('writes the English plural as resendWaitMessage does', () => {
    for (const seconds of [1, 2, 42]) {
      expect(serverMessage('en', 'phone.resendWait', { seconds })).toBe(resendWaitMessage(seconds));
    }
  });
});

describe('translateServerText', () => {
  it('answers Urdu for a known English text and leaves English asks and unknown texts alone', () => {
    expect(translateServerText('ur', resendWaitMessage(42))).toBe(
      'نیا کوڈ منگوانے سے پہلے براہ کرم 42 سیکنڈ انتظار کریں۔',
    );
    expect(translateServerText('en', AUTH_MESSAGES.invalidCredentials)).toBe(
      AUTH_MESSAGES.invalidCredentials,
    );
    expect(translateServerText('ur', 'Something no table holds')).toBe('Something no table holds');
  });

  it('translates detail messages and keeps their fields', () => {
    expect(
      translateDetails('ur', [{ field: 'university', message: 'must be at most 150 characters' }]),
    ).toEqual([{ field: 'university', message: 'زیادہ سے زیادہ 150 حروف کا ہو سکتا ہے' }]);
  });

  it("translates a wizard room's message inside its number, and leaves an unknown one English", () => {
    expect(translateServerText('ur', `Room 2: ${LISTING_MESSAGES.wizardRoomRequired}`)).toBe(
      `کمرہ 2: ${translateServerText('ur', LISTING_MESSAGES.wizardRoomRequired)}`,
    );
    expect(translateServerText('ur', `Room 2: ${LISTING_MESSAGES.wizardRoomRequired}`)).toMatch(
      /^کمرہ 2: [\u0600-\u06FF]/,
    );
    expect(translateServerText('ur', 'Room 3: Something no table holds')).toBe(
      'کمرہ 3: Something no table holds',
    );
  });

  it('keeps a typed value exactly as typed, escapes and all', () => {
    expect(translateServerText('ur', 'Unknown facility: Roof\\u0041top')).toBe(
      'نامعلوم سہولت: Roof\\u0041top',
    );
  });
});
