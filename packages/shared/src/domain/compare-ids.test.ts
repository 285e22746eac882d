import { describe, expect, it } from 'vitest';
import { isUuidText, parseCompareIds } from './compare-ids.ts';

const A = '0b9c6a3e-8d2f-4c1a-9e7b-1f2a3b4c5d6e';
const B = '1c8d7b4f-9e3a-4d2b-8f6c-2a3b4c5d6e7f';

describe('parseCompareIds', () => {
  it('should split on commas, trim, and keep each id once in order', () => {
    expect(parseCompareIds(` ${B},${A} ,,${B}`)).toEqual([B, A]);
  });

  it('should read a repeated parameter and nothing as nothing', () => {
    expect(parseCompareIds([A, `${B},${A}`])).toEqual([A, B]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds('')).toEqual([]);
  });

  it('should tell ids from other values', () => {
    expect(isUuidText(A.toUpperCase())).toBe(true);
    expect(isUuidText('not-an-id')).toBe(false);
  });
});
