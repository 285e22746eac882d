import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStates, jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { BusinessPhonesCard } from '../components/business-phones-card';

/** The business phone numbers and their dialog in Urdu (issue 24). */

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

describe('Phone numbers in Urdu', () => {
  it('should show the card and the dialog in Urdu', async () => {
    stubFetch({ '/api/phone/get-verified': () => jsonResponse({ success: true, data: [] }) });
    const user = userEvent.setup();
    await renderInUrdu(<BusinessPhonesCard />, { authState: authStates.owner });
    await user.click(
      await screen.findByRole('button', { name: 'کاروباری فون نمبرز کا انتظام کریں' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'کاروباری فون نمبرز کا انتظام کریں' });
    expect(await within(dialog).findByText('ابھی کوئی تصدیق شدہ نمبر نہیں')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'فون نمبر شامل کریں' })).toBeInTheDocument();
  });
});
