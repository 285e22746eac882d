import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../lib/auth';
import {
  authStates,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';

/** Issue 44 item 4: the page an invitation to a hostel's staff opens. */

afterEach(() => {
  vi.unstubAllGlobals();
});

const TOKEN = 'invite-token-1';

function renderInvitation(authState: AuthState, found = true) {
  const fetchMock = stubFetch({
    [`/api/staff-invitations/${TOKEN}`]: () =>
      found
        ? jsonResponse({
            success: true,
            data: {
              hostel_name: 'Iqbal Hostel',
              role: 'warden',
              invited_by: 'Owner Khan',
              expires_at: '2026-12-06T10:00:00.000Z',
              email: 'student@example.pk',
            },
          })
        : jsonResponse({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404),
    [`/api/staff-invitations/${TOKEN}/accept`]: () => jsonResponse({ success: true, data: {} }),
    '/api/users/me/register-hostels': () => jsonResponse({ success: true, data: [] }),
  });
  renderApp({ url: `/staff-invitations/${TOKEN}`, authState });
  return { fetchMock, user: userEvent.setup() };
}

describe('A staff invitation', () => {
  it('should say what it is and send a guest to sign in and back', async () => {
    renderInvitation(authStates.signedOut);
    expect(
      await screen.findByText(
        'Owner Khan invites you to work the register of Iqbal Hostel as Warden.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent(`/staff-invitations/${TOKEN}`)}`,
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('should accept for a signed-in user and open the register', async () => {
    const { user, fetchMock } = renderInvitation(authStates.student);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByText('No register to show')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith(`${TOKEN}/accept`))).toBe(true);
  });

  it('should say an expired or used invitation is not valid', async () => {
    renderInvitation(authStates.signedOut, false);
    expect(
      await screen.findByText(
        'This invitation is not valid any more. Ask the owner for a new one.',
      ),
    ).toBeInTheDocument();
  });
});
