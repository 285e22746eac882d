import { describe, expect, it } from 'vitest';
import { foldName } from './fold-name.ts';

describe('foldName (issue 42 item 5)', () => {
  it('folds Lahore typed on an Arabic keyboard to the Urdu spelling', () => {
    expect(foldName('لاهور')).toBe(foldName('لاہور'));
    expect(foldName('لاهور')).toBe('لاہور');
  });

  it('folds Arabic yeh, alef maksura and kaf to their Urdu letters', () => {
    expect(foldName('كراچي')).toBe('کراچی');
    expect(foldName('فيصل آباد')).toBe(foldName('فیصل اباد'));
    expect(foldName('مدينة')).toBe('مدینہ');
  });

  it('drops harakat, the superscript alef and tatweel', () => {
    expect(foldName('لَاہُور')).toBe('لاہور');
    expect(foldName('لاـــہور')).toBe('لاہور');
    expect(foldName('رحمٰن')).toBe('رحمن');
  });

  it('folds do-chashmi heh with heh, so an Arabic keyboard finds aspirated letters', () => {
    expect(foldName('بھکر')).toBe(foldName('بهكر'));
  });

  it('lower-cases Latin text, folds Urdu digits and is idempotent', () => {
    expect(foldName('LUMS Lahore')).toBe('lums lahore');
    expect(foldName('۱۲۰۰۰')).toBe('12000');
    const once = foldName('ٱلمدينة ۓ ؤ');
    expect(foldName(once)).toBe(once);
  });
});
