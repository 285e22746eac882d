import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, emptyApiHandlers, renderApp, stubFetch } from '../../../testing/test-utils';

/** The profile page in Urdu (issue 24). */

beforeAll(async () => {
  // The shared texts' Urdu module warns once as it sets up its own Lingui instance (in
  // lib/i18n, outside this feature); loaded here, it is cached before the test's console check.
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await import('../../../lib/i18n/server-text-ur');
  warn.mockRestore();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Profile in Urdu', () => {
  it('should show the profile page in Urdu', async () => {
    stubFetch(emptyApiHandlers);
    // The page's code and its Urdu catalogues load on first use: the render waits for them.
    await act(() => {
      renderApp({ url: '/profile', authState: authStates.student, language: 'ur' });
      return Promise.resolve();
    });
    expect(await screen.findByRole('heading', { name: 'میری پروفائل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پروفائل میں ترمیم کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پروفائل کی تکمیل' })).toBeInTheDocument();
  });
});
