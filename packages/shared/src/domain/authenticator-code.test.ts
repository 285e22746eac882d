import { describe, expect, it } from 'vitest';
import { isAuthenticatorCode } from './authenticator-code.ts';

describe('isAuthenticatorCode', () => {
  it('should take exactly six digits', () => {
    expect(isAuthenticatorCode('012345')).toBe(true);
    expect(isAuthenticatorCode('12345')).toBe(false);
    expect(isAuthenticatorCode('1234567')).toBe(false);
  });

  it('should refuse letters, spaces and recovery codes', () => {
    expect(isAuthenticatorCode('12345a')).toBe(false);
    expect(isAuthenticatorCode('123 456')).toBe(false);
    expect(isAuthenticatorCode('abcdefghjk')).toBe(false);
    expect(isAuthenticatorCode('')).toBe(false);
  });
});
