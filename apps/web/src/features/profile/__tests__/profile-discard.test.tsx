import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfilePage } from '../components/profile-page';
import { buildUserProfile } from '../../../testing/factories';
import { emptyApiHandlers, renderApp, stubFetch } from '../../../testing/test-utils';

/**
 * Issue 22 item 9 on a page form: Cancel or leaving the profile page with unsaved changes asks
 * "Discard changes?" (Keep editing / Discard); without changes nothing asks.
 */

afterEach(() => {
  vi.unstubAllGlobals();
});

const student = buildUserProfile({ full_name: 'Ayesha Khan', city: 'Lahore', university: null });
const signedIn = { status: 'signed-in', user: student } as const;

describe('the profile form asks before discarding changes (issue 22 item 9)', () => {
  it('should ask on Cancel only when something changed, and Keep editing keeps it', async () => {
    stubFetch(emptyApiHandlers);
    const user = userEvent.setup();
    renderApp({ url: '/profile', authState: signedIn });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Edit profile' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('City'), ' Cantt');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('City')).toHaveValue('Lahore Cantt');
  });

  it('should ask before a link away throws the changes away', async () => {
    stubFetch(emptyApiHandlers);
    const user = userEvent.setup();
    // The page with a link away, and a plain page to go to (the app's lazy pages would suspend).
    const { router } = renderApp({
      url: '/profile',
      authState: signedIn,
      routes: [
        {
          path: '/profile',
          element: (
            <>
              <ProfilePage />
              <Link to="/away">Leave</Link>
            </>
          ),
        },
        { path: '/away', element: <p>Another page</p> },
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('City'), ' Cantt');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/profile');
    expect(screen.getByLabelText('City')).toHaveValue('Lahore Cantt');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});
