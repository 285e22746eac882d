import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../testing/factories';
import {
  emptyApiHandlers,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../testing/test-utils';
import { api } from '../api-client';
import {
  AUTH_CHANNEL,
  AUTH_STORAGE_KEY,
  AuthProvider,
  safeRedirectPath,
  SESSION_HINT_KEY,
  useAuth,
} from '../auth';
import { SessionRedirect } from '../../components/route-guards';

afterEach(() => {
  vi.unstubAllGlobals();
});

const invalidSession = () =>
  jsonResponse({ success: false, error: 'Session expired', code: 'INVALID_SESSION' }, 401);

function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return (init?.headers as Record<string, string> | undefined)?.[name];
}

function SessionStatus() {
  return <p>Session: {useAuth().status}</p>;
}

function ProfileCaller() {
  const { status } = useAuth();
  return (
    <div>
      <p>Session: {status}</p>
      <button
        type="button"
        onClick={() => void api.get('/api/users/profile').catch(() => undefined)}
      >
        Load profile
      </button>
    </div>
  );
}

const callerRoutes = [
  {
    element: (
      <>
        <SessionRedirect />
        <Outlet />
      </>
    ),
    children: [
      { path: '/', element: <ProfileCaller /> },
      { path: '/signup', element: <ProfileCaller /> },
      { path: '/login', element: <p>Login page</p> },
    ],
  },
];

describe('session', () => {
  it('should restore the session from the refresh cookie and send the token on calls', async () => {
    const session = buildSession({ full_name: 'Ayesha Khan' });
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/refresh': () => jsonResponse({ success: true, data: session }),
      '/api/users/profile': () => jsonResponse({ success: true, data: session.user }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/', authState: 'restore', routes: callerRoutes });

    expect(await screen.findByText('Session: signed-in')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load profile' }));
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/api/users/profile'))).toBe(true),
    );
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/api/users/profile'));
    const call = fetchMock.mock.calls[index];
    expect(headerOf(call?.[1], 'Authorization')).toBe(`Bearer ${session.tokens.accessToken}`);
  });

  it('should stay signed out when there is no session to restore', async () => {
    stubFetch({ ...emptyApiHandlers, '/api/auth/refresh': invalidSession });
    renderApp({ url: '/', authState: 'restore' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('should start signed out without asking the server when this browser has no session', async () => {
    window.localStorage.removeItem(SESSION_HINT_KEY);
    const fetchMock = stubFetch({ ...emptyApiHandlers, '/api/auth/refresh': invalidSession });
    render(
      <AuthProvider>
        <SessionStatus />
      </AuthProvider>,
    );
    expect(screen.getByText('Session: signed-out')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchedUrls(fetchMock).filter((url) => url.endsWith('/api/auth/refresh'))).toEqual([]);
  });

  it('should keep the session hint while signed in and drop it when the session ends', async () => {
    let signedIn = true;
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/refresh': () =>
        signedIn ? jsonResponse({ success: true, data: buildSession() }) : invalidSession(),
    });
    renderApp({ url: '/about', authState: 'restore' });
    await screen.findByRole('button', { name: 'Account menu for Ayesha Khan' });
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');

    signedIn = false;
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });

  it('should renew the session on a 401 and retry the call once', async () => {
    let refreshes = 0;
    let profileCalls = 0;
    const fetchMock = stubFetch({
      '/api/auth/refresh': () => {
        refreshes += 1;
        return jsonResponse({ success: true, data: buildSession() });
      },
      '/api/users/profile': () => {
        profileCalls += 1;
        return profileCalls === 1
          ? invalidSession()
          : jsonResponse({ success: true, data: buildSession().user });
      },
    });
    const user = userEvent.setup();
    renderApp({ url: '/', authState: 'restore', routes: callerRoutes });
    expect(await screen.findByText('Session: signed-in')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load profile' }));

    await waitFor(() => expect(profileCalls).toBe(2));
    expect(refreshes).toBe(2);
    expect(screen.getByText('Session: signed-in')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).filter((url) => url.endsWith('/api/users/profile'))).toHaveLength(
      2,
    );
  });

  it('should end the session and go to /login when a call answers 401 for good', async () => {
    let refreshes = 0;
    stubFetch({
      '/api/auth/refresh': () => {
        refreshes += 1;
        return refreshes === 1
          ? jsonResponse({ success: true, data: buildSession() })
          : invalidSession();
      },
      '/api/users/profile': invalidSession,
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/', authState: 'restore', routes: callerRoutes });
    expect(await screen.findByText('Session: signed-in')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load profile' }));

    expect(await screen.findByText('Login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should leave a 401 on an authentication page to that page', async () => {
    stubFetch({ '/api/auth/refresh': invalidSession, '/api/users/profile': invalidSession });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/signup', authState: 'restore', routes: callerRoutes });
    expect(await screen.findByText('Session: signed-out')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load profile' }));

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('should sign this tab out when another tab signs out (BroadcastChannel)', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/refresh': () => jsonResponse({ success: true, data: buildSession() }),
    });
    renderApp({ url: '/about', authState: 'restore' });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ayesha Khan' }),
    ).toBeInTheDocument();

    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    otherTab.postMessage({ type: 'signed-out' });
    otherTab.close();

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('should follow sign-in and sign-out in other tabs through storage events', async () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    let isSignedIn = false;
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/refresh': () =>
        isSignedIn ? jsonResponse({ success: true, data: buildSession() }) : invalidSession(),
    });
    renderApp({ url: '/about', authState: 'restore' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();

    const fire = (type: string) =>
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', {
            key: AUTH_STORAGE_KEY,
            newValue: JSON.stringify({ type, at: Date.now() }),
          }),
        );
      });

    isSignedIn = true;
    fire('signed-in');
    expect(
      await screen.findByRole('button', { name: 'Account menu for Ayesha Khan' }),
    ).toBeInTheDocument();

    fire('signed-out');
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('should sign out through the server, clear the session and tell other tabs', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/refresh': () => jsonResponse({ success: true, data: buildSession() }),
      '/api/auth/logout': () => new Response('', { status: 500 }),
    });
    const otherTab = new BroadcastChannel(AUTH_CHANNEL);
    const messages: unknown[] = [];
    otherTab.onmessage = (event: MessageEvent) => messages.push(event.data);
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/profile', authState: 'restore' });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ayesha Khan' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/api/auth/logout'))).toBe(true);
    await waitFor(() => expect(messages).toEqual([{ type: 'signed-out' }]));
    otherTab.close();
  });

  it('should accept only same-site redirect paths', () => {
    expect(safeRedirectPath('/owner/profile')).toBe('/owner/profile');
    expect(safeRedirectPath('//evil.example')).toBeNull();
    expect(safeRedirectPath('https://evil.example')).toBeNull();
    expect(safeRedirectPath(null)).toBeNull();
  });
});
