import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyApiHandlers, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import { HostelBrowser } from '../components/hostel-browser';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Find Hostels screen in Urdu (issue 24)', () => {
  it('should show its search, buttons and empty list in Urdu on a phone', async () => {
    stubFetch(emptyApiHandlers);
    // A phone: the filters wait behind their button.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    await renderInUrdu(<HostelBrowser loadMapView={() => new Promise(() => undefined)} />, {
      url: '/hostels',
    });

    expect(
      await screen.findByRole('heading', { name: 'ابھی کوئی ہاسٹل نہیں' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ہاسٹل تلاش کریں' })).toHaveAttribute(
      'placeholder',
      'نام، علاقے، شہر یا یونیورسٹی سے تلاش کریں',
    );
    expect(screen.getByRole('button', { name: 'صرف پسندیدہ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'فلٹرز' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'فہرست' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'ترتیب' })).toHaveDisplayValue('نئے پہلے');
    // The results run right to left: nothing inside the page turns them back (Radix's tabs
    // set their own dir, "ltr" unless told).
    expect(screen.getByRole('tab', { name: 'فہرست' }).closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
  });
});
