import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, emptyApiHandlers, renderApp, stubFetch } from '../../testing/test-utils';

beforeEach(() => {
  stubFetch(emptyApiHandlers);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('route guards', () => {
  it('should send a guest from an owner page to /login', async () => {
    const { router } = renderApp({ url: '/owner', authState: authStates.signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should send a guest from /profile and /settings to /login', async () => {
    const { router } = renderApp({ url: '/settings', authState: authStates.signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('should send a guest from /admin to /admin/login', async () => {
    const { router } = renderApp({ url: '/admin', authState: authStates.signedOut });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin sign in' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/login');
  });

  it('should send a student from an owner page to /student', async () => {
    const { router } = renderApp({ url: '/owner/profile', authState: authStates.student });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find Hostels' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/student');
  });

  it('should send an owner from /admin to /owner', async () => {
    const { router } = renderApp({ url: '/admin', authState: authStates.owner });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Hostels' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner');
  });

  it('should let each role into its own area', async () => {
    renderApp({ url: '/admin', authState: authStates.admin });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' }),
    ).toBeInTheDocument();
  });

  it('should let any signed-in user open /profile, with the role read-only', async () => {
    renderApp({ url: '/profile', authState: authStates.student });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Ayesha Khan').length).toBeGreaterThan(0);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('should show a loading screen while the profile loads', async () => {
    const { router } = renderApp({ url: '/owner', authState: authStates.loading });
    expect(await screen.findByText('Loading your account...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner');
  });

  it('should send a signed-in user away from guest-only pages to /{role}', async () => {
    const { router } = renderApp({ url: '/signup', authState: authStates.owner });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Hostels' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/owner');
  });

  it('should redirect the old sign-up links, and show the not-found page at unknown paths', async () => {
    const { router } = renderApp({ url: '/owner-signup' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an owner account' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signup/owner');

    // Issue 41 item 2: the server answers such a path 404; the app says so, where it is.
    await router.navigate('/no-such-page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page');
  });

  it('should show an owner My Hostels in the navigation and the account menu', async () => {
    renderApp({ url: '/', authState: authStates.owner });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'My Hostels' }).length).toBeGreaterThan(0);
    expect(
      screen.getByRole('button', { name: 'Account menu for Bilal Ahmed' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
