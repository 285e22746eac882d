import max from 'libphonenumber-js/max/metadata';
import { describe, expect, it } from 'vitest';
import { PK_PHONE_METADATA } from './pk-phone-metadata.ts';

describe('PK_PHONE_METADATA', () => {
  it("should be the installed libphonenumber-js's own metadata for Pakistan (regenerate after an upgrade)", () => {
    expect(PK_PHONE_METADATA).toEqual({
      version: max.version,
      country_calling_codes: { 92: ['PK'] },
      countries: { PK: max.countries.PK },
      nonGeographic: {},
    });
  });
});
