import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  emptyApiHandlers,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../testing/test-utils';
import { ProtectedRoute } from '../../components/route-guards';
import { useAuth } from '../auth';

/**
 * Where signing out and deleting the account land: / (part 1 section 2), never
 * /login?redirect=… (issue 22 item 11).
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

function SignOutHere({ accountDeleted = false }: { accountDeleted?: boolean }) {
  const { signOut } = useAuth();
  return (
    <button type="button" onClick={() => void signOut({ accountDeleted })}>
      Sign out
    </button>
  );
}

describe('Signing out', () => {
  it('should send a protected page to / even when the navigation there has not happened yet', async () => {
    // In the browser the navigation to / waits for the home page's code while the session
    // ends at once: the still-mounted protected page must not bounce to /login?redirect=.
    stubFetch({});
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/owner',
      authState: authStates.owner,
      routes: [
        { path: '/', element: <p>Home page</p> },
        { path: '/login', element: <p>Sign-in page</p> },
        {
          path: '/owner',
          element: (
            <ProtectedRoute role="owner">
              <SignOutHere />
            </ProtectedRoute>
          ),
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.search).toBe('');
  });

  it('should still send a protected page opened after signing out to sign in', async () => {
    stubFetch({});
    const user = userEvent.setup();
    const { router } = renderApp({
      url: '/owner',
      authState: authStates.owner,
      routes: [
        { path: '/', element: <Link to="/settings">Settings</Link> },
        { path: '/login', element: <p>Sign-in page</p> },
        {
          path: '/owner',
          element: (
            <ProtectedRoute role="owner">
              <SignOutHere />
            </ProtectedRoute>
          ),
        },
        {
          path: '/settings',
          element: (
            <ProtectedRoute>
              <p>Settings page</p>
            </ProtectedRoute>
          ),
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await user.click(await screen.findByRole('link', { name: 'Settings' }));
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fsettings');
  });

  it('should land on / saying the account was deleted after Delete Account', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/users/notification-preferences': () =>
        jsonResponse({
          success: true,
          data: { email: true, hostel_updates: true, marketing: false },
        }),
      '/api/users/me': () => jsonResponse({ success: true, data: { deleted: true } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/settings', authState: authStates.student });
    await user.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account' });
    await user.type(within(dialog).getByLabelText(/^Password/), 'Hostelhub@2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));

    expect(await screen.findByText(/Your account has been deleted\./)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });
});
