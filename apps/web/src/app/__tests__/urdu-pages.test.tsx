/// <reference types="node" />
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyApiHandlers, renderApp, stubFetch } from '../../testing/test-utils';
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

describe('tab titles in Urdu (issue 40 item 6)', () => {
  /** The home page's title as the server renders it (apps/web/src/ssr), in `language`. */
  const serverHomeTitle = (language: 'en' | 'ur') =>
    (
      JSON.parse(
        readFileSync(
          path.resolve(import.meta.dirname, '..', '..', 'ssr', 'locales', `${language}.json`),
          'utf8',
        ),
      ) as Record<string, string>
    )['home.title'] ?? '';
  // Urdu words, the brand "Hostelhub" and punctuation; no other Latin word.
  const isUrduTitle = (title: string) =>
    /\p{Script=Arabic}/u.test(title) && !/[A-Za-z]/.test(title.replaceAll('Hostelhub', ''));

  it.each(['ur', 'en'] as const)(
    "should keep the home page's title in %s, the one the server rendered, once the app takes over",
    async (language) => {
      const serverTitle = serverHomeTitle(language);
      expect(serverTitle).toMatch(/^Hostelhub: /);
      stubFetch(emptyApiHandlers);
      document.title = serverTitle;
      if (language === 'ur') await renderAppInUrdu({ url: '/' });
      else renderApp({ url: '/' });

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      // The hook's effect has run by now; before issue 40 it set an English tagline.
      await waitFor(() => expect(document.title).toBe(serverTitle));
      expect(document.title).not.toMatch(/Verified student hostels/);
    },
  );

  it.each(['/about', '/contact', '/login', '/no-such-page'])(
    'should title %s in Urdu',
    async (url) => {
      stubFetch(emptyApiHandlers);
      document.title = '';
      await renderAppInUrdu({ url });

      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      await waitFor(() => {
        expect(document.title).not.toBe('');
        expect(isUrduTitle(document.title), document.title).toBe(true);
      });
    },
  );
});
