import { describe, expect, it } from 'vitest';
import { AREA_MESSAGES } from '../constants/areas.ts';
import { AreaNameSchema } from './areas.ts';

/** An area's name as owners type it (issue 22 item 17). */
describe('AreaNameSchema', () => {
  it.each([
    ['  Satellite   Town  ', 'Satellite Town'],
    ['F-7/2', 'F-7/2'],
    ['Officers’ Colony', "Officers' Colony"],
    ['St. John’s Park', "St. John's Park"],
    ['ماڈل ٹاؤن', 'ماڈل ٹاؤن'],
  ])('should take %j as %j', (typed, stored) => {
    expect(AreaNameSchema.parse(typed)).toBe(stored);
  });

  it.each([
    ['A', AREA_MESSAGES.nameShort],
    ['   ', AREA_MESSAGES.nameShort],
    ['B'.repeat(101), AREA_MESSAGES.nameLong],
    ['Block <B>', AREA_MESSAGES.nameCharacters],
    ['12-34', AREA_MESSAGES.nameCharacters],
    ['Town; drop table', AREA_MESSAGES.nameCharacters],
  ])('should refuse %j', (typed, message) => {
    const result = AreaNameSchema.safeParse(typed);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
