import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  emptyApiHandlers,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';

/** The sign-up page in Urdu (issue 24): its texts, the language switch, the chosen language sent. */

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

describe('Student sign-up in Urdu', () => {
  it('should show the form in Urdu and send preferred_language ur', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels/universities': () =>
        jsonResponse({
          success: true,
          data: [
            {
              id: '00000000-0000-4000-8000-00000000e001',
              name: 'University of the Punjab',
              name_ur: 'جامعہ پنجاب',
              city_id: null,
              city: 'Lahore',
            },
          ],
        }),
      '/api/auth/register': () =>
        jsonResponse(
          {
            success: true,
            data: {
              id: '00000000-0000-4000-8000-00000000b001',
              email: 'ayesha@example.pk',
              full_name: 'Ayesha Khan',
              role: 'student',
            },
          },
          201,
        ),
    });
    const user = userEvent.setup();
    await renderAppInUrdu({ url: '/signup/student' });

    expect(
      await screen.findByRole('heading', { name: 'طالب علم کا اکاؤنٹ بنائیں' }),
    ).toBeInTheDocument();
    // The form's own switch offers English (the header has one too).
    expect(screen.getAllByRole('button', { name: /English/ }).length).toBeGreaterThan(1);

    await user.type(screen.getByLabelText(/^پورا نام/), 'Ayesha Khan');
    await user.type(screen.getByLabelText(/^ای میل/), 'ayesha@example.pk');
    await user.type(screen.getByLabelText(/^پاس ورڈ\*?$/), 'Secret123');
    await user.type(screen.getByLabelText(/^پاس ورڈ کی تصدیق/), 'Secret123');
    // The university is offered by its Urdu name and sent by its English one (issue 24).
    await user.selectOptions(
      screen.getByRole('combobox', { name: /^یونیورسٹی/ }),
      await screen.findByRole('option', { name: 'جامعہ پنجاب' }),
    );
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'اکاؤنٹ بنائیں' }));

    expect(await screen.findByText('اکاؤنٹ کامیابی سے بن گیا!')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/api/auth/register'));
    expect(fetchedBody(fetchMock, index)).toMatchObject({
      preferred_language: 'ur',
      university: 'University of the Punjab',
    });
  });
});
