import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyApiHandlers,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const TOKEN = 'reset-token-0123456789abcdef';

describe('Reset password', () => {
  it('should show the invalid link state without a token', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({ url: '/reset-password' });
    expect(
      await screen.findByText(
        'Invalid or expired reset link. Please request a new password reset.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('should read the token from the hash, check the rules and send the new password', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/reset-password': () => jsonResponse({ success: true, data: null }),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderApp({ url: `/reset-password#access_token=${TOKEN}&type=recovery` });

    await user.type(await screen.findByLabelText(/^New Password/), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(
      screen.getByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    // The token no longer sits in the address bar.
    expect(router.state.location.hash).toBe('');

    await user.clear(screen.getByLabelText(/^New Password/));
    await user.type(screen.getByLabelText(/^New Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) =>
      url.endsWith('/api/auth/reset-password'),
    );
    expect(fetchedBody(fetchMock, index)).toEqual({
      access_token: TOKEN,
      new_password: 'Secret12',
    });
    act(() => {
      vi.advanceTimersByTime(3_000);
    });
    expect(router.state.location.pathname).toBe('/login');
  });

  it("should say 'Reset session expired' and go to /forgot-password after 2 seconds", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/reset-password': () =>
        jsonResponse(
          { success: false, error: 'Reset session expired', code: 'INVALID_SESSION' },
          401,
        ),
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { router } = renderApp({ url: `/reset-password?access_token=${TOKEN}` });
    await user.type(await screen.findByLabelText(/^New Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Reset session expired')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.pathname).toBe('/forgot-password');
  });
});

describe('Reset password with a bad or a new link (issue 22 item 10)', () => {
  it('should show the invalid link text and Request New Reset Link when the server refuses the token', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/reset-password': () =>
        jsonResponse(
          {
            success: false,
            error: 'Invalid or expired reset link. Please request a new password reset.',
            code: 'VALIDATION_ERROR',
            details: [
              {
                field: 'access_token',
                message: 'Invalid or expired reset link. Please request a new password reset.',
              },
            ],
          },
          400,
        ),
    });
    const user = userEvent.setup();
    renderApp({ url: '/reset-password#access_token=short&type=recovery' });
    await user.type(await screen.findByLabelText(/^New Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText(
        'Invalid or expired reset link. Please request a new password reset.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to reset password. Please try again.')).toBeNull();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('should read the token of a new link followed in the tab already on /reset-password', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/reset-password': () => jsonResponse({ success: true, data: null }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ url: `/reset-password#access_token=${TOKEN}&type=recovery` });
    await screen.findByLabelText(/^New Password/);
    await waitFor(() => expect(router.state.location.hash).toBe(''));

    const newer = 'newer-reset-token-9876543210fedcba';
    await act(() => router.navigate(`/reset-password#access_token=${newer}&type=recovery`));
    await user.type(await screen.findByLabelText(/^New Password/), 'Secret12');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'Secret12');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) =>
      url.endsWith('/api/auth/reset-password'),
    );
    expect(fetchedBody(fetchMock, index)).toEqual({
      access_token: newer,
      new_password: 'Secret12',
    });
  });
});

describe('Auth callback', () => {
  it('should verify the email, then show the verified page after 1.5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/auth/verify-email': () =>
        jsonResponse({ success: true, data: { email: 'ayesha@example.pk', role: 'student' } }),
    });
    const { router } = renderApp({
      url: `/auth/callback?type=email_verification&token=${TOKEN}&email=ayesha%40example.pk`,
    });

    expect(
      await screen.findByText('Your email has been verified successfully!'),
    ).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/api/auth/verify-email'));
    expect(fetchedBody(fetchMock, index)).toEqual({ token: TOKEN });

    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    // The redirect timer starts in an effect after the message renders, which React may run
    // only after the advance above on a busy machine; the clock also moves with real time
    // (shouldAdvanceTime), so give it up to another 1.5 s rather than the default 1 s.
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email'), {
      timeout: 3_000,
    });
    expect(router.state.location.search).toBe('?email=ayesha%40example.pk&status=verified');
    expect(await screen.findByRole('link', { name: 'Continue to Login' })).toBeInTheDocument();
  });

  it('should send a spent token to the error state, where the email can be resent', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/verify-email': () =>
        jsonResponse({ success: false, error: 'Invalid token', code: 'INVALID_TOKEN' }, 400),
      '/api/auth/resend-verification': () =>
        jsonResponse({ success: false, error: 'Too many', code: 'RATE_LIMITED' }, 429),
    });
    const user = userEvent.setup();
    const { router } = renderApp({
      url: `/auth/callback?type=email_verification&token=${TOKEN}&email=ayesha%40example.pk`,
    });

    expect(
      await screen.findByText('Email verification failed. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?email=ayesha%40example.pk&status=error');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));
    expect(await screen.findByText('Failed to resend verification email.')).toBeInTheDocument();
  });

  it('should call a callback without parameters invalid and offer Try Again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubFetch(emptyApiHandlers);
    const { router } = renderApp({ url: '/auth/callback' });
    expect(await screen.findByText('Invalid authentication callback.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/login');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(router.state.location.pathname).toBe('/login');
    expect(await screen.findByText('Authentication failed. Please try again.')).toBeInTheDocument();
  });
});
