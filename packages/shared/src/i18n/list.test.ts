import { describe, expect, it } from 'vitest';
import { formatList } from './list.ts';

// Issue 40 item 4: Urdu lists put no comma before اور.
describe('formatList', () => {
  it('should join an Urdu list with commas and no comma before اور or یا', () => {
    expect(formatList('ur-PK', ['لاہور', 'کراچی', 'ملتان'])).toBe('لاہور، کراچی اور ملتان');
    expect(formatList('ur-PK', ['لاہور', 'کراچی'])).toBe('لاہور اور کراچی');
    expect(formatList('ur-PK', ['لاہور', 'کراچی', 'ملتان'], 'disjunction')).toBe(
      'لاہور، کراچی یا ملتان',
    );
  });

  it('should leave an item that holds ، اور as it is', () => {
    expect(formatList('ur-PK', ['دال، اور چاول', 'روٹی', 'چائے'])).toBe(
      'دال، اور چاول، روٹی اور چائے',
    );
  });

  it('should keep the English list as the language writes it', () => {
    expect(formatList('en-PK', ['Lahore', 'Karachi', 'Multan'])).toBe('Lahore, Karachi and Multan');
    expect(formatList('en-PK', ['Lahore'])).toBe('Lahore');
  });
});
