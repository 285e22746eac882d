import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyApiHandlers, stubFetch } from '../../testing/test-utils';
import { renderAppInUrdu } from '../../testing/urdu';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the static pages in Urdu (issue 24)', () => {
  it('should show About in Urdu, right to left, with its links inside the sentences', async () => {
    stubFetch(emptyApiHandlers);
    // The page's code and its Urdu catalogue load on first use: the render waits for them.
    await renderAppInUrdu({ url: '/about' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Hostelhub کا تعارف' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ہماری کہانی' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'طالب علم کا اکاؤنٹ بنائیں' })).toHaveAttribute(
      'href',
      '/signup/student',
    );
    expect(screen.getByRole('link', { name: 'ہم سے رابطہ کریں' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
