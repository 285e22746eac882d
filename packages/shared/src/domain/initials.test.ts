import { describe, expect, it } from 'vitest';
import { getInitials } from './initials.ts';

describe('getInitials', () => {
  it('should take the first letters of the first two words', () => {
    expect(getInitials('Ayesha Khan')).toBe('AK');
    expect(getInitials('muhammad ali raza')).toBe('MA');
  });

  it('should take one letter for a one-word name', () => {
    expect(getInitials('Bilal')).toBe('B');
  });

  it("should fall back to 'U' without a name", () => {
    expect(getInitials('')).toBe('U');
    expect(getInitials('   ')).toBe('U');
    expect(getInitials(null)).toBe('U');
  });

  it('should ignore extra spaces', () => {
    expect(getInitials('  Sara   Ahmed ')).toBe('SA');
  });
});
