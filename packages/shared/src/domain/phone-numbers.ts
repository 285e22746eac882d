import { parsePhoneNumberFromString, type PhoneNumber } from 'libphonenumber-js/core';
import { PHONE_MESSAGES } from '../constants/phone-messages.ts';
import { PK_PHONE_METADATA } from './pk-phone-metadata.ts';

/**
 * Pakistani phone numbers (product decision 17; issue 22 item 4; docs/decisions/008): parsed
 * with libphonenumber-js for region PK, stored in E.164 ('+923001234567'), shown in national
 * format ('0300 1234567', '042 35761234'). Only Pakistani numbers are read.
 */

/** A Pakistani mobile number in its local form: 03 and 9 more digits (part 2 section 5). */
export const LOCAL_MOBILE_PATTERN = /^03\d{9}$/;

/** 'mobile': SMS verification needs one; 'business': an owner's own phone, mobile or landline. */
export type PhoneKind = 'mobile' | 'business';

/** The mobile networks by prefix (PTA's allocation; the spec's own table was wrong). */
export type MobileCarrier = 'Jazz' | 'Zong' | 'Jazz (formerly Warid)' | 'Ufone' | 'Telenor' | 'SCO';

/** The valid Pakistani number `value` spells in any national or international form, or null. */
function parsePakistaniPhone(value: string, kind: PhoneKind): PhoneNumber | null {
  if (typeof value !== 'string' || value.length > 40) return null;
  const parsed = parsePhoneNumberFromString(value, { defaultCountry: 'PK' }, PK_PHONE_METADATA);
  if (!parsed?.isValid() || parsed.country !== 'PK') return null;
  if (kind === 'mobile') {
    const type = parsed.getType();
    if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  }
  return parsed;
}

/**
 * The E.164 form ('+923001234567', '+924235761234') of a Pakistani number typed as
 * '03001234567', '0300 1234567', '0300-1234567', '+92 300 1234567', '923001234567',
 * '00923001234567' or, for 'business', a landline such as '042-35761234'; null otherwise.
 */
export function toE164Phone(value: string, kind: PhoneKind = 'business'): string | null {
  return parsePakistaniPhone(value, kind)?.number ?? null;
}

/**
 * The national format people read ('0300 1234567', '042 35761234') of a Pakistani number in
 * any form, or null. libphonenumber-js brackets area codes ('(042) 35761234'); the brackets go.
 */
export function formatPhoneNational(value: string, kind: PhoneKind = 'business'): string | null {
  const parsed = parsePakistaniPhone(value, kind);
  return parsed ? parsed.formatNational().replace(/^\((\d+)\)/, '$1') : null;
}

/** Whether two typed or stored numbers are the same number: equal in E.164, or equal as text. */
export function samePhoneNumber(a: string, b: string): boolean {
  return a === b || (toE164Phone(a) !== null && toE164Phone(a) === toE164Phone(b));
}

/**
 * Whether `value` ('+923001234567', or any form people type) is a valid Pakistani mobile
 * number, by libphonenumber's number type: what can take a WhatsApp chat, unlike a landline
 * such as '+924235761234' (issue 25).
 */
export function isPakistaniMobile(value: string): boolean {
  return parsePakistaniPhone(value, 'mobile') !== null;
}

/** The local form '03XXXXXXXXX' of a Pakistani mobile number typed in any form, or null. */
export function toLocalMobile(value: string): string | null {
  const parsed = parsePakistaniPhone(value, 'mobile');
  const local = parsed ? `0${parsed.nationalNumber}` : null;
  return local && LOCAL_MOBILE_PATTERN.test(local) ? local : null;
}

/**
 * The E.164 form '+923XXXXXXXXX' that mobile numbers are stored in (part 2 section 9).
 * Throws 'Invalid Pakistani phone number format' for anything else.
 */
export function toInternationalMobile(value: string): string {
  const local = toLocalMobile(value);
  if (!local) throw new Error(PHONE_MESSAGES.invalidFormat);
  return `+92${local.slice(1)}`;
}

/**
 * A mobile number as people read it, in national format: '0300 1234567' (decision 17). Throws
 * 'Invalid Pakistani phone number format' for anything else (part 2 section 8).
 */
export function formatMobileNumber(value: string): string {
  const formatted = formatPhoneNational(value, 'mobile');
  if (!formatted) throw new Error(PHONE_MESSAGES.invalidFormat);
  return formatted;
}

/** The network a number was issued by, from its prefix, or null when the prefix is unknown. */
export function guessCarrier(value: string): MobileCarrier | null {
  const local = toLocalMobile(value);
  if (!local) return null;
  if (local.startsWith('0355')) return 'SCO';
  switch (local.slice(0, 3)) {
    case '030':
      return 'Jazz';
    case '031':
      return 'Zong';
    case '032':
      return 'Jazz (formerly Warid)';
    case '033':
      return 'Ufone';
    case '034':
      return 'Telenor';
    default:
      return null;
  }
}

/** '+92 300 ***4567': enough to recognise a number in a log line, not to use it. */
export function maskMobileNumber(value: string): string {
  const local = toLocalMobile(value);
  return local ? `+92 ${local.slice(1, 4)} ***${local.slice(-4)}` : '(invalid number)';
}

/**
 * A stored phone as people read it: any Pakistani number in national format ('0300 1234567',
 * '042 35761234'); anything else (a number stored before decision 17) as it is.
 */
export function displayPhoneNumber(value: string): string {
  return formatPhoneNational(value) ?? value;
}
