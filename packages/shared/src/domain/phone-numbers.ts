import { PHONE_MESSAGES } from '../constants/phone-messages.ts';

/** A Pakistani mobile number as people type it: 03 and 9 more digits (part 2 section 5). */
export const LOCAL_MOBILE_PATTERN = /^03\d{9}$/;

/** The mobile networks by prefix (PTA's allocation; the spec's own table was wrong). */
export type MobileCarrier = 'Jazz' | 'Zong' | 'Jazz (formerly Warid)' | 'Ufone' | 'Telenor' | 'SCO';

/** Spaces, dashes, dots and brackets people put in numbers; they carry no digits. */
function compact(value: string): string {
  return value.replace(/[\s\-().]/g, '');
}

/**
 * The local form '03XXXXXXXXX' of a Pakistani mobile number typed as 03XXXXXXXXX,
 * +923XXXXXXXXX, 923XXXXXXXXX or 00923XXXXXXXXX (spaces and dashes allowed), or null.
 */
export function toLocalMobile(value: string): string | null {
  const digits = compact(value);
  const local = digits.startsWith('+92')
    ? `0${digits.slice(3)}`
    : digits.startsWith('0092')
      ? `0${digits.slice(4)}`
      : digits.startsWith('92') && digits.length === 12
        ? `0${digits.slice(2)}`
        : digits;
  return LOCAL_MOBILE_PATTERN.test(local) ? local : null;
}

/**
 * The international form '+923XXXXXXXXX' that numbers are stored in (part 2 section 9).
 * Throws 'Invalid Pakistani phone number format' for anything else.
 */
export function toInternationalMobile(value: string): string {
  const local = toLocalMobile(value);
  if (!local) throw new Error(PHONE_MESSAGES.invalidFormat);
  return `+92${local.slice(1)}`;
}

/**
 * A number as people read it: '+92 300 1234567'. Throws 'Invalid Pakistani phone number
 * format' for a number that is not a Pakistani mobile number (part 2 section 8).
 */
export function formatMobileNumber(value: string): string {
  const international = toInternationalMobile(value);
  return `+92 ${international.slice(3, 6)} ${international.slice(6)}`;
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

/** A stored phone as people read it: a mobile number formatted, anything else as it is. */
export function displayPhoneNumber(value: string): string {
  return toLocalMobile(value) ? formatMobileNumber(value) : value;
}
