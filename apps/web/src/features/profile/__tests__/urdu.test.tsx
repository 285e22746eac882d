import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUserProfile } from '../../../testing/factories';
import { authStates, emptyApiHandlers, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';

/** The profile page in Urdu (issue 24). */

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

describe('Profile in Urdu', () => {
  it('should show the profile page in Urdu', async () => {
    stubFetch(emptyApiHandlers);
    await renderAppInUrdu({ url: '/profile', authState: authStates.student });
    expect(await screen.findByRole('heading', { name: 'میری پروفائل' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'پروفائل میں ترمیم کریں' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'پروفائل کی تکمیل' })).toBeInTheDocument();
  });

  it("should name an owner's city in Urdu and suggest cities by either name, keeping the English", async () => {
    const owner = buildUserProfile({
      role: 'owner',
      owner_approval_status: 'approved',
      city: 'Lahore',
      preferred_language: 'ur',
    });
    const cities = [
      ['Lahore', 'لاہور'],
      ['Larkana', 'لاڑکانہ'],
      ['Karachi', 'کراچی'],
    ].map(([name, name_ur], index) => ({
      id: `00000000-0000-4000-8000-0000000c100${index}`,
      name,
      name_ur,
      province: 'Sindh',
    }));
    stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels/cities': () => jsonResponse({ success: true, data: cities }),
    });
    const user = userEvent.setup();
    await renderAppInUrdu({
      url: '/owner/profile',
      authState: { status: 'signed-in', user: owner },
    });

    await screen.findByRole('heading', { name: 'ہاسٹل مالک کی پروفائل' });
    // The saved city (stored in English) by its Urdu name.
    expect(await screen.findByText('لاہور')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ترمیم کریں' }));
    const city = screen.getByRole('combobox', { name: 'شہر' });
    await user.clear(city);
    await user.type(city, 'la');
    const list = await screen.findByRole('listbox', { name: 'شہروں کی تجاویز' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['لاہور', 'لاڑکانہ']);
    await user.click(within(list).getByRole('option', { name: 'لاڑکانہ' }));
    expect(city).toHaveValue('Larkana');

    await user.clear(city);
    await user.type(city, 'کرا');
    await user.click(await screen.findByRole('option', { name: 'کراچی' }));
    expect(city).toHaveValue('Karachi');
  });
});
