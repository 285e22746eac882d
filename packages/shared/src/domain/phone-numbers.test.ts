import { describe, expect, it } from 'vitest';
import {
  formatMobileNumber,
  displayPhoneNumber,
  formatPhoneNational,
  guessCarrier,
  isPakistaniMobile,
  maskMobileNumber,
  samePhoneNumber,
  toE164Phone,
  toInternationalMobile,
  toLocalMobile,
} from './phone-numbers.ts';

describe('Pakistani mobile numbers (part 2 sections 5, 8 and 9)', () => {
  it('should read the forms people type and store the +92 form', () => {
    for (const typed of [
      '03001234567',
      '0300-1234567',
      '0300 1234567',
      '+92 300 1234567',
      '923001234567',
      '00923001234567',
    ]) {
      expect(toLocalMobile(typed)).toBe('03001234567');
      expect(toInternationalMobile(typed)).toBe('+923001234567');
    }
  });

  it('should refuse what is not a mobile number', () => {
    for (const typed of ['0300123456', '030012345678', '04235761234', 'abc', '', '+9230012345']) {
      expect(toLocalMobile(typed)).toBeNull();
      expect(() => toInternationalMobile(typed)).toThrow('Invalid Pakistani phone number format');
    }
  });

  it("should format in national format '0300 1234567' and throw the spec's message otherwise", () => {
    expect(formatMobileNumber('03001234567')).toBe('0300 1234567');
    expect(formatMobileNumber('+923001234567')).toBe('0300 1234567');
    expect(() => formatMobileNumber('12345')).toThrow('Invalid Pakistani phone number format');
  });

  it('should guess the network from the real prefix allocation', () => {
    expect(guessCarrier('03001234567')).toBe('Jazz');
    expect(guessCarrier('03111234567')).toBe('Zong');
    expect(guessCarrier('03211234567')).toBe('Jazz (formerly Warid)');
    expect(guessCarrier('03331234567')).toBe('Ufone');
    expect(guessCarrier('03451234567')).toBe('Telenor');
    expect(guessCarrier('03551234567')).toBe('SCO');
    expect(guessCarrier('03501234567')).toBeNull();
    expect(guessCarrier('03601234567')).toBeNull();
    expect(guessCarrier('nonsense')).toBeNull();
  });

  it('should mask a number for logs', () => {
    expect(maskMobileNumber('+923001234567')).toBe('+92 300 ***4567');
  });

  it('should read mobiles and landlines into E.164 and show them in national format (issue 22 item 4)', () => {
    for (const typed of ['03001234567', '0300 1234567', '0300-1234567', '+92 300 1234567']) {
      expect(toE164Phone(typed, 'mobile')).toBe('+923001234567');
      expect(toE164Phone(typed)).toBe('+923001234567');
      expect(displayPhoneNumber(typed)).toBe('0300 1234567');
    }
    expect(toE164Phone('042-35761234')).toBe('+924235761234');
    expect(toE164Phone('042-35761234', 'mobile')).toBeNull();
    expect(formatPhoneNational('+924235761234')).toBe('042 35761234');
    expect(toE164Phone('0000000000000')).toBeNull();
    expect(toE164Phone('+44 20 7946 0958')).toBeNull();
    expect(displayPhoneNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(samePhoneNumber('0300-1234567', '+923001234567')).toBe(true);
    expect(samePhoneNumber('03001234567', '03001234568')).toBe(false);
  });

  it('should tell a Pakistani mobile from a landline, a foreign number or nonsense (issue 25)', () => {
    for (const mobile of ['+923001234567', '03451234567', '0300-1234567', '+92 333 1234567']) {
      expect(isPakistaniMobile(mobile), mobile).toBe(true);
    }
    for (const other of [
      '+924235761234',
      '042-35761234',
      '+447700900123',
      '+9230012345',
      '',
      'x',
    ]) {
      expect(isPakistaniMobile(other), other).toBe(false);
    }
  });
});
