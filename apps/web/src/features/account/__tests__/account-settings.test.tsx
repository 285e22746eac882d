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
});
