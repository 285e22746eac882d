import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStates, emptyApiHandlers, renderApp, stubFetch } from '../../testing/test-utils';

beforeEach(() => {
  stubFetch(emptyApiHandlers);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Navbar', () => {
  it('should offer guests Sign In and Sign Up', async () => {
    renderApp({ url: '/about' });
    const main = await screen.findByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Find Hostels', 'About', 'Contact']);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('should open the mobile menu and close it with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/about' });

    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile' });
    expect(within(mobile).getByRole('link', { name: 'Find Hostels' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();
  });

  it("should show an admin's account menu with name, email, role and Sign out", async () => {
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/about', authState: authStates.admin });

    expect(await screen.findByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
    await user.click(screen.getByRole('button', { name: 'Account menu for Sana Malik' }));
    expect(screen.getByText('admin@example.pk')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});
