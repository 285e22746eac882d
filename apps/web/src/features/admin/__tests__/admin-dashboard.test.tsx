import type { AdminHostel, AdminUser, ContactMessage } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { AdminDashboard } from '../components/admin-dashboard';

/** The admin dashboard (part 2 sections 2, 8 and 9; decision 4). */

afterEach(() => {
  vi.unstubAllGlobals();
});

const OWNER = {
  id: '00000000-0000-4000-8000-0000000000b1',
  full_name: 'Bilal Ahmed',
  email: 'bilal@example.pk',
};

function hostel(overrides: Partial<AdminHostel> = {}): AdminHostel {
  return {
    id: '00000000-0000-4000-8000-0000000000c1',
    name: 'Iqra Residency',
    city: 'Lahore',
    town: 'Gulberg',
    address: 'House 1',
    price_range: '8000 - 12000',
    gender_category: 'male',
    status: 'pending',
    rejection_reason: null,
    image_url: null,
    owner: OWNER,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function adminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    full_name: 'Ayesha Khan',
    email: 'ayesha@example.pk',
    role: 'student',
    city: null,
    phone: null,
    email_verified: true,
    owner_approval_status: null,
    suspended_at: null,
    created_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const page = <T,>(key: string, items: T[]) =>
  jsonResponse({
    success: true,
    data: {
      [key]: items,
      total: items.length,
      page: 1,
      limit: 10,
      total_pages: items.length ? 1 : 0,
    },
  });

function stubAdminApi(overrides: Parameters<typeof stubFetch>[0] = {}) {
  return stubFetch({
    '/api/admin/overview': () =>
      jsonResponse({
        success: true,
        data: {
          total_users: 7,
          total_hostels: 3,
          pending_hostels: 1,
          approved_hostels: 2,
          pending_owners: 1,
        },
      }),
    '/api/admin/hostels': (url) =>
      page('hostels', url.searchParams.get('status') === 'approved' ? [] : [hostel()]),
    '/api/admin/owners': () =>
      jsonResponse({
        success: true,
        data: [
          adminUser({
            id: OWNER.id,
            full_name: 'Saima Qadir',
            role: 'owner',
            owner_approval_status: 'pending',
          }),
        ],
      }),
    '/api/admin/users': () =>
      page('users', [
        adminUser(),
        adminUser({
          id: '00000000-0000-4000-8000-0000000000d2',
          full_name: 'Root Admin',
          role: 'admin',
        }),
      ]),
    '/api/admin/audit': () => jsonResponse({ success: true, data: [] }),
    '/api/contact/messages': () => page('messages', [] as ContactMessage[]),
    '/api/admin/analytics': () =>
      jsonResponse({
        success: true,
        data: {
          page_views: [{ day: '2026-11-23', views: 12 }],
          top_pages: [{ path: '/hostels', views: 9 }],
          web_vitals: [{ metric: 'LCP', p75: 1830, samples: 40 }],
        },
      }),
    '/api/contact/stats': () =>
      jsonResponse({ success: false, error: 'down', code: 'INTERNAL_ERROR' }, 500),
    ...overrides,
  });
}

describe('AdminDashboard', () => {
  it('should show the Access Denied card to anyone but an administrator', () => {
    stubAdminApi();
    renderWithProviders(<AdminDashboard />, { authState: authStates.owner });
    expect(
      screen.getByText("You don't have permission to access the admin dashboard."),
    ).toBeInTheDocument();
  });

  it('should show the cards, approve a pending hostel and say so', async () => {
    const fetchMock = stubAdminApi({
      '/api/admin/hostels/00000000-0000-4000-8000-0000000000c1/status': () =>
        jsonResponse({ success: true, data: { id: hostel().id, status: 'approved' } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin' });
    // Issue 22 item 8: each part is a section of its own, reached from the section menu.
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });

    expect(await screen.findByRole('button', { name: /7\s*Total Users/ })).toBeInTheDocument();
    await user.click(within(sections).getByRole('link', { name: /^Analytics/ }));
    expect(await screen.findByText('1,830 ms')).toBeInTheDocument(); // LCP p75, issue 10
    // The contact stats failed: zeros, and no error shown (part 2 section 8).
    await user.click(within(sections).getByRole('link', { name: /^Messages/ }));
    expect(
      within(await screen.findByRole('list', { name: 'Message counts' })).getAllByText('0'),
    ).toHaveLength(4);

    await user.click(within(sections).getByRole('link', { name: /^Hostels/ }));
    await user.click(await screen.findByRole('button', { name: 'Approve Iqra Residency' }));
    expect(await screen.findByText('Hostel approved successfully!')).toBeInTheDocument();
    const index = fetchedUrls(fetchMock).findIndex((url) => url.endsWith('/status'));
    expect(fetchedBody(fetchMock, index)).toEqual({ status: 'approved' });
  });

  it("should say 'Failed to reject hostel: …' with the server's reason", async () => {
    stubAdminApi({
      '/api/admin/hostels/00000000-0000-4000-8000-0000000000c1/status': () =>
        jsonResponse(
          {
            success: false,
            error: 'Only pending hostels can be approved or rejected',
            code: 'CONFLICT',
          },
          409,
        ),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, {
      authState: authStates.admin,
      url: '/admin/hostels',
    });
    await user.click(await screen.findByRole('button', { name: 'Reject Iqra Residency' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Iqra Residency' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Blurry photos');
    await user.click(within(dialog).getByRole('button', { name: 'Reject Hostel' }));
    expect(
      await screen.findByText(
        'Failed to reject hostel: Only pending hostels can be approved or rejected',
      ),
    ).toBeInTheDocument();
  });

  it("should filter the grid from the cards and show 'No hostels found'", async () => {
    stubAdminApi();
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin' });
    // Issue 22 item 8: the card leads to the hostel section, filtered (a link, not a toggle).
    await user.click(await screen.findByRole('link', { name: /Approved Hostels/ }));
    expect(await screen.findByText('No hostels found')).toBeInTheDocument();
  });

  it('should open a user from the all-users dialog and delete them after confirming, never an admin', async () => {
    const fetchMock = stubAdminApi({
      '/api/admin/users/00000000-0000-4000-8000-0000000000d1': () =>
        jsonResponse({ success: true, data: { id: 'x', deleted: true } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminDashboard />, { authState: authStates.admin, url: '/admin' });
    await user.click(await screen.findByRole('button', { name: /Total Users/ }));
    const dialog = await screen.findByRole('dialog', { name: 'All Users' });
    const list = await within(dialog).findByRole('list', { name: 'Users' });
    expect(
      within(list).queryByRole('button', { name: 'Delete Root Admin' }),
    ).not.toBeInTheDocument();

    await user.click(within(list).getAllByRole('button', { name: 'View Details' })[0]!);
    const details = await screen.findByRole('dialog', { name: 'User Details' });
    expect(details).toHaveTextContent('Not specified');
    await user.click(within(details).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Ayesha Khan' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this user? This action cannot be undone.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Delete User' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
  });
});
