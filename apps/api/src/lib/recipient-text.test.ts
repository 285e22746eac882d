import { MAIL_MESSAGES_EN, type MailMessageKey } from '@hostelhub/shared/i18n/server';
import { describe, expect, it } from 'vitest';
import { recipientText } from './recipient-text.ts';

// Issue 24: emails', SMS' and notifications' texts through Lingui's ICU compiler.
const VALUES = {
  name: 'Ali',
  link: 'http://localhost:3000/owner',
  hostel: 'Gulberg Hostel',
  reason: 'Photos missing',
  count: 3,
  subject: 'Rooms',
  email: 'ali@example.pk',
  category: 'General Query',
  code: '012345',
};

describe('recipientText', () => {
  it('compiles every email, SMS and notification text of both languages', () => {
    for (const key of Object.keys(MAIL_MESSAGES_EN) as MailMessageKey[]) {
      for (const language of ['en', 'ur'] as const) {
        const text = recipientText(language, key, VALUES);
        expect({ key, text }).not.toEqual({ key, text: key });
        expect(text).not.toMatch(/[{}\uE000\uE001]/);
      }
    }
  });

  it('writes the plural and keeps a code its leading zero', () => {
    expect(recipientText('en', 'mail.unread.body', { count: 1, hostel: 'H' })).toBe(
      'You have 1 unread message about H on Hostelhub.',
    );
    expect(recipientText('en', 'mail.unread.body', { count: 1200, hostel: 'H' })).toBe(
      'You have 1200 unread messages about H on Hostelhub.',
    );
    expect(recipientText('ur', 'sms.code', { code: '012345' })).toContain('012345');
  });

  it('puts text values in exactly as given, escape-like sequences and all', () => {
    const hostel = 'A \\u0041 \\x41 {hostel} # Hostel';
    expect(recipientText('en', 'notification.hostelApproved.title', { hostel })).toBe(
      `${hostel} was approved`,
    );
    expect(recipientText('ur', 'mail.hostelRejected.subject', { hostel })).toBe(
      `آپ کا ہاسٹل "\u2068${hostel}\u2069" منظور نہیں ہوا`,
    );
  });

  it('isolates English names in Urdu, never a link or a code, and leaves English texts as they are', () => {
    // An English name in an Urdu sentence keeps its order, and the Urdu comma stays after it.
    expect(recipientText('ur', 'mail.auth.greeting', { name: 'Bilal (Boys)' })).toBe(
      'السلام علیکم \u2068Bilal (Boys)\u2069،',
    );
    // An Urdu name already sits right.
    expect(recipientText('ur', 'mail.auth.greeting', { name: 'بلال' })).toBe('السلام علیکم بلال،');
    expect(recipientText('en', 'mail.auth.greeting', { name: 'Bilal (Boys)' })).toBe(
      'Assalam-o-Alaikum Bilal (Boys),',
    );
    const sms = recipientText('ur', 'sms.code', { code: '012345' });
    expect(sms).toContain(' 012345 ');
    const link = 'http://localhost:3000/owner';
    const text = recipientText('ur', 'mail.hostelApproved.manage', { link });
    expect(text).toContain(` ${link}`);
    expect(text).not.toMatch(/[\u2068\u2069]/);
  });

  it('should keep prices and times left to right in Urdu, letters or not (issue 40 item 2)', () => {
    // A favourite's new and old price: only the figures are isolates, "ماہانہ" stays Urdu.
    const price = recipientText('ur', 'alert.favoritePrice.body', {
      hostel: 'Gulberg Hostel',
      price: 'Rs 14,000',
      before: '15,500',
    });
    expect(price).toContain('\u2066Rs 14,000\u2069 ماہانہ');
    expect(price).toContain('\u206615,500\u2069');
    // A visit's date and time: the clock time reads left to right, the Urdu date does not.
    const visit = recipientText('ur', 'booking.visitReminder.body', {
      when: 'جمعہ، 27 نومبر، 2026، 4:30 PM',
    });
    expect(visit).toContain('جمعہ، 27 نومبر، 2026، \u20664:30 PM\u2069');
    // English texts stay plain.
    expect(
      recipientText('en', 'alert.favoritePrice.body', {
        hostel: 'Gulberg Hostel',
        price: 'Rs 14,000',
        before: 'Rs 15,500',
      }),
    ).not.toMatch(/[\u2066-\u2069]/);
  });
});
