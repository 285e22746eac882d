import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';

/** /settings (product decision 9). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const preferences = { email: true, hostel_updates: true, marketing: false };

describe('Settings', () => {
  it('should save notification preferences to the server', async () => {
    const fetchMock = stubFetch({
      '/api/users/notification-preferences': (_url, init) =>
        jsonResponse({
          success: true,
          data: init?.method === 'PUT' ? (JSON.parse(init.body as string) as unknown) : preferences,
        }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/settings', authState: authStates.owner });
    await user.click(await screen.findByRole('checkbox', { name: /Hostel updates/ }));
    await user.click(screen.getByRole('button', { name: 'Save preferences' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchedBody(fetchMock, index)).toEqual({ ...preferences, hostel_updates: false });
  });

  it('should ask for the password before deleting the account, and show a refusal', async () => {
    const fetchMock = stubFetch({
      '/api/users/notification-preferences': () =>
        jsonResponse({ success: true, data: preferences }),
      '/api/users/me': () =>
        jsonResponse(
          { success: false, error: 'Current password is incorrect', code: 'FORBIDDEN' },
          403,
        ),
    });
    const user = userEvent.setup();
    renderApp({ url: '/settings', authState: authStates.student });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/^Password/), 'wrong-one');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Current password is incorrect',
    );
    const index = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE');
    expect(fetchedBody(fetchMock, index)).toEqual({ password: 'wrong-one' });
  });

  it('should not offer an administrator account deletion', async () => {
    stubFetch({
      '/api/users/notification-preferences': () =>
        jsonResponse({ success: true, data: preferences }),
    });
    renderApp({ url: '/settings', authState: authStates.admin });
    expect(
      await screen.findByText('Administrator accounts cannot be deleted.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Account' })).not.toBeInTheDocument();
  });

  it('should download the account data as a JSON file', async () => {
    const fetchMock = stubFetch({
      '/api/users/notification-preferences': () =>
        jsonResponse({ success: true, data: preferences }),
      '/api/users/me/export': () => jsonResponse({ success: true, data: { profile: { id: 'u' } } }),
    });
    const createObjectURL = vi.fn(() => 'blob:account');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const user = userEvent.setup();
    renderApp({ url: '/settings', authState: authStates.student });
    await user.click(await screen.findByRole('button', { name: 'Download Account Data' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/api/users/me/export'))).toBe(true);
  });

  it('should turn on two-factor sign-in only after a code, then show the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, index) => `abcde-fgh${index}k`);
    let enabled = false;
    const fetchMock = stubFetch({
      '/api/users/notification-preferences': () =>
        jsonResponse({ success: true, data: preferences }),
      '/api/auth/two-factor': () =>
        jsonResponse({
          success: true,
          data: enabled
            ? {
                enabled: true,
                enabled_at: '2026-11-23T10:00:00.000Z',
                recovery_codes_remaining: 10,
              }
            : { enabled: false, enabled_at: null, recovery_codes_remaining: 0 },
        }),
      '/api/auth/two-factor/setup': () =>
        jsonResponse({
          success: true,
          data: {
            secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            otpauth_url: 'otpauth://totp/Hostelhub:a@b.pk?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
            qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
          },
        }),
      '/api/auth/two-factor/enable': (_url, init) => {
        const { code } = JSON.parse(init?.body as string) as { code: string };
        if (code !== '123456') {
          return jsonResponse(
            {
              success: false,
              error: 'Invalid code. Please check your authenticator app and try again.',
              code: 'INVALID_CODE',
            },
            400,
          );
        }
        enabled = true;
        return jsonResponse({ success: true, data: { recovery_codes: codes } });
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/settings', authState: authStates.student });
    await user.click(await screen.findByRole('button', { name: 'Turn on two-factor sign-in' }));
    expect(
      await screen.findByRole('img', {
        name: 'QR code to add Hostelhub to your authenticator app',
      }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();

    // Not six digits: refused on the page, nothing sent.
    const field = screen.getByLabelText(/6-digit code from the app/);
    await user.type(field, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(
      await screen.findByText('Please enter the 6-digit code from your authenticator app'),
    ).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/two-factor/enable'))).toBe(false);

    await user.clear(field);
    await user.type(field, '654321');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    expect(
      await screen.findByText('Invalid code. Please check your authenticator app and try again.'),
    ).toBeInTheDocument();

    await user.clear(field);
    await user.type(field, '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/You have 10 unused recovery codes/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });
});
