import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../testing/test-utils';
import { ContactForm } from '../components/contact-form';

/** Issue 22 item 9: leaving the contact page with a message typed asks first. */

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The form with a link away, and a plain page to go to (the app's lazy pages would suspend). */
function renderContact() {
  return renderApp({
    url: '/contact',
    routes: [
      {
        path: '/contact',
        element: (
          <>
            <ContactForm />
            <Link to="/away">Leave</Link>
          </>
        ),
      },
      { path: '/away', element: <p>Another page</p> },
    ],
  });
}

describe('the contact form asks before discarding a typed message (issue 22 item 9)', () => {
  it('should leave at once when nothing was typed', async () => {
    const user = userEvent.setup();
    const { router } = renderContact();
    await user.click(await screen.findByRole('link', { name: 'Leave' }));
    expect(router.state.location.pathname).toBe('/away');
    expect(screen.queryByRole('dialog', { name: 'Discard changes?' })).toBeNull();
  });

  it('should ask when a message was typed: Keep editing stays, Discard leaves', async () => {
    const user = userEvent.setup();
    const { router } = renderContact();
    await user.type(await screen.findByLabelText(/^Message/), 'The map does not load.');
    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(router.state.location.pathname).toBe('/contact');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('The map does not load.');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    const again = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(await screen.findByText('Another page')).toBeInTheDocument();
  });
});
