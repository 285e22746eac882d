import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUserProfile } from '../../../testing/factories';
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

const student = buildUserProfile({
  full_name: 'Ayesha Khan',
  email: 'ayesha@example.pk',
  phone: '+923001234567',
  city: 'Lahore',
  university: null,
});

describe('Profile page', () => {
  it('should edit, then cancel back to the stored values, with email and role read-only', async () => {
    stubFetch(emptyApiHandlers);
    const user = userEvent.setup();
    renderApp({ url: '/profile', authState: { status: 'signed-in', user: student } });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    const form = screen.getByRole('form', { name: 'Edit profile' });
    expect(within(form).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(form).getByText('Email cannot be changed')).toBeInTheDocument();
    // Decision 2: no control changes the role.
    expect(within(form).queryByRole('combobox', { name: /role/i })).not.toBeInTheDocument();
    expect(within(form).getByText('Only an administrator can change a role.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('City'));
    await user.type(within(form).getByLabelText('City'), 'Karachi');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    // Issue 22 item 9: unsaved changes are discarded only after asking.
    const ask = await screen.findByRole('dialog', { name: 'Discard changes?' });
    await user.click(within(ask).getByRole('button', { name: 'Discard' }));

    expect(screen.queryByRole('form', { name: 'Edit profile' })).not.toBeInTheDocument();
    expect(screen.getByText('Lahore')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('City')).toHaveValue('Lahore');
  });

  it('should save the changes without a role and show the new values', async () => {
    const fetchMock = stubFetch({
      ...emptyApiHandlers,
      '/api/users/profile': () =>
        jsonResponse({
          success: true,
          data: { ...student, university: 'LUMS', updated_at: '2026-02-01T00:00:00.000Z' },
        }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/profile', authState: { status: 'signed-in', user: student } });

    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.type(screen.getByLabelText('University/College'), 'LUMS');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('LUMS')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/api/users/profile'));
    expect(fetchMock.mock.calls[index]?.[1]?.method).toBe('PUT');
    expect(fetchedBody(fetchMock, index)).toEqual({
      full_name: 'Ayesha Khan',
      phone: '+923001234567',
      gender: null,
      city: 'Lahore',
      university: 'LUMS',
    });
  });

  it("should tell the user 'Failed to update profile' and keep the form open", async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/users/profile': () =>
        jsonResponse({ success: false, error: 'Boom', code: 'INTERNAL_ERROR' }, 500),
    });
    const user = userEvent.setup();
    renderApp({ url: '/profile', authState: { status: 'signed-in', user: student } });
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit profile' })).toBeInTheDocument();
  });

  it('should show the completion of basic info, location and education', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({ url: '/profile', authState: { status: 'signed-in', user: student } });
    expect(await screen.findByRole('progressbar', { name: 'Profile completion' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(screen.getByText('Education').textContent).toContain('(incomplete)');
  });
});

describe('Owner profile page', () => {
  const owner = buildUserProfile({
    role: 'owner',
    full_name: 'Bilal Ahmed',
    owner_approval_status: 'pending',
  });
  const cities = ['Lahore', 'Larkana', 'Karachi', 'Islamabad'].map((name, index) => ({
    id: `00000000-0000-4000-8000-0000000c000${index}`,
    name,
    province: 'Punjab',
  }));

  it('should show the pending approval state and suggest cities while typing', async () => {
    stubFetch({
      ...emptyApiHandlers,
      '/api/enhanced-hostels/cities': () => jsonResponse({ success: true, data: cities }),
    });
    const user = userEvent.setup();
    renderApp({ url: '/owner/profile', authState: { status: 'signed-in', user: owner } });

    expect(await screen.findByText(/pending approval/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Business Phone Numbers' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const city = screen.getByRole('combobox', { name: 'City' });
    await user.type(city, 'la');
    const list = await screen.findByRole('listbox', { name: 'City suggestions' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Lahore', 'Larkana', 'Islamabad']);
    await user.click(within(list).getByRole('option', { name: 'Larkana' }));
    expect(city).toHaveValue('Larkana');

    await user.clear(city);
    await user.type(city, 'Zzz');
    expect(screen.getByText('No cities found matching "Zzz"')).toBeInTheDocument();
  });

  it('should show an owner the approval state on the dashboard too', async () => {
    stubFetch(emptyApiHandlers);
    renderApp({
      url: '/owner',
      authState: { status: 'signed-in', user: { ...owner, owner_approval_status: 'rejected' } },
    });
    expect(await screen.findByText('Account status: rejected')).toBeInTheDocument();
  });
});
