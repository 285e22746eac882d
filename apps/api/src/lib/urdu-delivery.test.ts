import { OTP_LENGTH } from '@hostelhub/shared';
import { describe, expect, it } from 'vitest';
import { htmlIn, mailSmallText, paragraphMail } from './mailer.ts';
import { recipientText } from './recipient-text.ts';

// Issue 40 item 5: Urdu emails are set in Nastaliq with room to breathe; the Urdu SMS fits one.

/** The most UTF-16 code units one SMS holds once any character needs UCS-2 (Urdu does). */
const UCS2_SMS_UNITS = 70;

describe('the Urdu email layout', () => {
  it('should set Nastaliq first, Naskh fallbacks, line height 2 and 16 px on the Urdu body', () => {
    const { html } = paragraphMail(['السلام علیکم', 'آپ کا ہاسٹل منظور ہو گیا ہے۔'], 'ur');
    const wrapper = /^<div dir="rtl" lang="ur" style="([^"]+)">/u.exec(html);
    expect(wrapper).not.toBeNull();
    const style = Object.fromEntries(
      (wrapper?.[1] ?? '').split(';').map((rule) => rule.split(/:(.*)/su).slice(0, 2)),
    );
    expect(style['font-family']?.split(',')).toEqual([
      "'Noto Nastaliq Urdu'",
      "'Jameel Noori Nastaleeq'",
      "'Noto Naskh Arabic'",
      "'Urdu Typesetting'",
      'serif',
    ]);
    expect(style['line-height']).toBe('2');
    expect(parseInt(style['font-size'] ?? '0', 10)).toBeGreaterThanOrEqual(14);
  });

  it('should keep small print at 14 px or more in Urdu, and English exactly as it was', () => {
    expect(mailSmallText('ur')).toBe('14px');
    expect(mailSmallText('en')).toBe('12px');
    expect(htmlIn('en', '<p>Hello</p>')).toBe('<p>Hello</p>');
  });
});

describe('the Urdu verification SMS', () => {
  it('should fit one message with the longest code, isolate marks counted', () => {
    for (const digit of ['0', '9']) {
      const code = digit.repeat(OTP_LENGTH);
      const sms = recipientText('ur', 'sms.code', { code });
      expect(sms).toContain(code);
      // String length is UTF-16 code units: Urdu letters and isolate marks (U+2066, U+2068,
      // U+2069) count one each. A code not yet in an isolate is counted as if it were, so the
      // text still fits should codes be isolated (decision 019).
      const isolated = /[\u2066\u2068]\d+\u2069/u.test(sms);
      expect(sms.length + (isolated ? 0 : 2)).toBeLessThanOrEqual(UCS2_SMS_UNITS);
    }
  });
});
