import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../testing/factories';
import {
  emptyApiHandlers,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function signIn(email = 'ayesha@example.pk', password = 'secret123') {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

/** Whether the page asked GET /api/auth/providers. */
function providersAsked(fetchMock: ReturnType<typeof stubFetch>): boolean {
  return fetchedUrls(fetchMock).some((url) => url.endsWith('/api/auth/providers'));
}

describe('Login', () => {
  it.each([
    ['student', '/student'],
    ['owner', '/owner'],
    ['admin', '/admin'],
  ] as const)('should send a signed-in %s to %s after a short pause', async (role, home) => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/login': () => jsonResponse({ success: true, data: buildSession({ role }) }),
    });
    const { router } = renderApp({ url: '/login' });

    const started = Date.now();
    await signIn();

    expect(await screen.findByText('Login successful! Redirecting...')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(home), { timeout: 2_000 });
    // The pause (about 0.5 s) came first; a busy machine only makes it longer.
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(
      fetchedBody(
        fetchMock,
        fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/api/auth/login')),
      ),
    ).toEqual({
      email: 'ayesha@example.pk',
      password: 'secret123',
    });
  });

  it('should honour a same-site ?redirect= path', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/login': () => jsonResponse({ success: true, data: buildSession() }),
    });
    const { router } = renderApp({ url: '/login?redirect=%2Fsettings' });
    await signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'), {
      timeout: 2_000,
    });
  });

  it("should show the server's error text, or the fallback", async () => {
    let answer = jsonResponse(
      {
        success: false,
        error:
          'Please verify your email address before logging in. Check your inbox for a verification link.',
        code: 'EMAIL_NOT_VERIFIED',
      },
      403,
    );
    stubFetch({ ...emptyApiHandlers, '/api/auth/login': () => answer });
    const { router } = renderApp({ url: '/login' });

    const user = await signIn();
    expect(
      await screen.findByText(
        'Please verify your email address before logging in. Check your inbox for a verification link.',
      ),
    ).toBeInTheDocument();

    answer = new Response('', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed. Please try again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should show the schema messages under the fields', async () => {
    const fetchMock = stubFetch(emptyApiHandlers);
    renderApp({ url: '/login' });
    await signIn('not-an-email', '123');
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/api/auth/login'))).toBe(false);
  });

  it('should toggle the password between hidden and shown', async () => {
    stubFetch(emptyApiHandlers);
    const user = userEvent.setup();
    renderApp({ url: '/login' });
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('should show the sign-up notice, the owner sentence and callback failures', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({
      url: '/login?message=verification_sent&email=bilal%40example.pk&type=owner&error=auth_callback_failed',
    });
    expect(await screen.findByText(/check your email \(bilal@example.pk\)/)).toBeInTheDocument();
    expect(screen.getByText(/reviewed for approval/)).toBeInTheDocument();
    expect(screen.getByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });

  // Issue 40 item 9: the button was shown, disabled, above "Google sign-in is not configured".
  it('should offer no Google sign-in, and no note about it, when the server has no Google client', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/providers': () => jsonResponse({ success: true, data: { google: false } }),
    });
    renderApp({ url: '/login' });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(providersAsked(fetchMock)).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Google sign-in is not configured/)).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  it('should show nothing of Google while the providers load, then offer it when configured', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/providers': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderApp({ url: '/login' });

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    await waitFor(() => expect(providersAsked(fetchMock)).toBe(true));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Google sign-in is not configured/)).not.toBeInTheDocument();

    answer(jsonResponse({ success: true, data: { google: true } }));
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeEnabled();
    expect(screen.getByText('or')).toBeInTheDocument();
  });
});

describe('Admin login', () => {
  it('should refuse a student with "Access denied. Admin privileges required."', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/admin/login': () => jsonResponse({ success: true, data: buildSession() }),
      '/api/auth/logout': () => jsonResponse({ success: true, data: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/admin/login' });

    await user.type(await screen.findByLabelText('Admin Email'), 'ayesha@example.pk');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in as admin' }));

    expect(
      await screen.findByText('Access denied. Admin privileges required.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
    // The refused session's cookie is cleared on the server.
    await waitFor(() =>
      expect(fetchedUrls(fetchMock).some((url) => url.endsWith('/api/auth/logout'))).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it("should show the server's refusal and send an admin to /admin", async () => {
    let answer = jsonResponse(
      {
        success: false,
        error: 'Access denied. Only administrators can log in here.',
        code: 'FORBIDDEN',
      },
      403,
    );
    stubFetch({ ...emptyApiHandlers, '/api/auth/admin/login': () => answer });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/admin/login' });
    await user.type(await screen.findByLabelText('Admin Email'), 'sana@example.pk');
    await user.type(screen.getByLabelText('Password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Sign in as admin' }));
    expect(
      await screen.findByText('Access denied. Only administrators can log in here.'),
    ).toBeInTheDocument();

    answer = jsonResponse({
      success: true,
      data: buildSession({ role: 'admin', full_name: 'Sana Malik' }),
    });
    await user.click(screen.getByRole('button', { name: 'Sign in as admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 2_000 });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
  });

  it('should ask for the two-factor code after the password, then sign in', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/login': () =>
        jsonResponse({
          success: true,
          data: { two_factor_required: true, challenge_token: 'challenge-1', expires_in: 300 },
        }),
      '/api/auth/two-factor/verify': (_url, init) => {
        const { code } = JSON.parse(init?.body as string) as { code: string };
        return code === '123456'
          ? jsonResponse({ success: true, data: buildSession({ role: 'student' }) })
          : jsonResponse(
              {
                success: false,
                error: 'Invalid code. Please check your authenticator app and try again.',
                code: 'INVALID_CODE',
              },
              400,
            );
      },
    });
    const { router } = renderApp({ url: '/login' });
    const user = await signIn();

    const field = await screen.findByLabelText(/Authentication code/);
    expect(field).toHaveFocus();
    await user.type(field, '000000{Enter}');
    expect(
      await screen.findByText('Invalid code. Please check your authenticator app and try again.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Authentication code/), '123 456{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'), {
      timeout: 2_000,
    });
    const index = fetchedUrls(fetchMock).findLastIndex((url) => url.endsWith('/two-factor/verify'));
    expect(fetchedBody(fetchMock, index)).toEqual({
      challenge_token: 'challenge-1',
      code: '123456',
    });
  });

  it('should offer a new sign-in when the two-factor step has expired', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/login': () =>
        jsonResponse({
          success: true,
          data: { two_factor_required: true, challenge_token: 'challenge-2', expires_in: 300 },
        }),
      '/api/auth/two-factor/verify': () =>
        jsonResponse(
          {
            success: false,
            error: 'Your sign-in has expired. Please sign in again.',
            code: 'INVALID_SESSION',
          },
          401,
        ),
    });
    renderApp({ url: '/login' });
    const user = await signIn();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText(/Recovery code/), 'abcde-fghjk{Enter}');
    expect(
      await screen.findByText('Your sign-in has expired. Please sign in again.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });
});
