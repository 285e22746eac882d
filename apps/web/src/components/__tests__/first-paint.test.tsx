import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { RootLayout } from '../layouts/root-layout';

/**
 * index.html paints the navigation bar before the app's scripts run (issue 11). React then
 * replaces it with its own: if the two differed, the bar would jump (a layout shift) on every
 * first visit. The classes of the wrapper, the bar, its row and the brand link must match.
 */
describe('the first paint in index.html', () => {
  it('should draw the navigation bar as the app does', async () => {
    const html = readFileSync(path.join(import.meta.dirname, '../../../index.html'), 'utf8');
    const painted = new DOMParser().parseFromString(html, 'text/html').getElementById('root');
    expect(painted).not.toBeNull();
    if (!painted) return;

    renderWithProviders(<RootLayout />);
    const brand = await screen.findByRole('link', { name: 'Hostelhub' });
    const header = brand.closest('header');
    expect(header).not.toBeNull();

    const paintedBrand = painted.querySelector('header a');
    expect(paintedBrand?.textContent).toBe('Hostelhub');
    expect(paintedBrand?.getAttribute('href')).toBe(brand.getAttribute('href'));
    expect(paintedBrand?.className).toBe(brand.className);
    expect(painted.querySelector('header')?.className).toBe(header?.className);
    expect(painted.querySelector('header > div')?.className).toBe(
      header?.firstElementChild?.className,
    );
    expect(painted.firstElementChild?.className).toBe(header?.parentElement?.className);
    // The brand icon: same size and colours.
    expect(paintedBrand?.querySelector('svg')?.getAttribute('class')).toBe(
      brand
        .querySelector('svg')
        ?.getAttribute('class')
        ?.split(' ')
        .filter((name) => !name.startsWith('lucide'))
        .join(' '),
    );
  });
});
