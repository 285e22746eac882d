import { describe, expect, it } from 'vitest';
import { reviewerDisplayName } from './reviewer-name.ts';

describe('reviewerDisplayName (issue 26)', () => {
  it('should show the first name and the last name initial', () => {
    expect(reviewerDisplayName('Ayesha Khan')).toBe('Ayesha K.');
    expect(reviewerDisplayName('  Muhammad Ali   raza ')).toBe('Muhammad R.');
  });

  it('should keep a one-word name whole', () => {
    expect(reviewerDisplayName('Ayesha')).toBe('Ayesha');
  });

  it('should take a whole character as the initial', () => {
    expect(reviewerDisplayName('عائشہ خان')).toBe('عائشہ خ.');
  });
});
