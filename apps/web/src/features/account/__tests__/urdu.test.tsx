import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';

/** The settings page in Urdu (issue 24), with its Language section. */

beforeAll(async () => {
  // The shared texts' Urdu module warns once as it sets up its own Lingui instance (in
  // lib/i18n, outside this feature); loaded here, it is cached before the test's console check.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await preloadUrdu();
  warn.mockRestore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Settings in Urdu', () => {
  it('should show the settings in Urdu with the language switch', async () => {
    stubFetch({
      '/api/users/notification-preferences': () =>
        jsonResponse({
          success: true,
          data: { email: true, hostel_updates: true, marketing: false },
        }),
    });
    await renderAppInUrdu({ url: '/settings', authState: authStates.student });
    expect(await screen.findByRole('heading', { name: 'سیٹنگز', level: 1 })).toBeInTheDocument();
    const language = screen.getByRole('region', { name: 'زبان' });
    expect(language).toHaveTextContent('English');
    expect(await screen.findByRole('button', { name: 'ترجیحات محفوظ کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پاس ورڈ تبدیل کریں' })).toBeInTheDocument();
  });
});
