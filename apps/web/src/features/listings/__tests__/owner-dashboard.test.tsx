import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  authStates,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { OwnerDashboard } from '../components/owner-dashboard';
import { renderWithProviders } from '../../../testing/test-utils';
import {
  buildOwnerHostel,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from './listing-fixtures';

beforeAll(prepareOwnerTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

const hostels = [
  buildOwnerHostel({ name: 'Pending Place', status: 'pending', room_count: 0 }),
  buildOwnerHostel({ name: 'Approved Place', status: 'approved' }),
  buildOwnerHostel({
    name: 'Rejected Place',
    status: 'rejected',
    rejection_reason: 'Photos are missing',
  }),
];

function stubDashboard(list = hostels) {
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: list }),
  });
}

const statusCard = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^${name}\\s*\\d+$`) });

describe('/owner "My Hostels"', () => {
  it('should count the hostels by status and filter the grid with the cards', async () => {
    stubDashboard();
    renderApp({ url: '/owner', authState: ownerStates.approved });

    const grid = await screen.findByRole('list', { name: 'Your hostels' });
    expect(within(grid).getAllByRole('heading')).toHaveLength(3);
    expect(statusCard('Total')).toHaveTextContent('3');
    expect(statusCard('Pending')).toHaveTextContent('1');
    expect(statusCard('Approved')).toHaveTextContent('1');
    expect(statusCard('Rejected')).toHaveTextContent('1');
    expect(screen.getByText('Reason: Photos are missing')).toBeInTheDocument();
    expect(screen.getByText('0 rooms')).toBeInTheDocument();

    await userEvent.click(statusCard('Pending'));
    expect(statusCard('Pending')).toHaveAttribute('aria-pressed', 'true');
    const filtered = screen.getByRole('list', { name: 'Your hostels' });
    expect(
      within(filtered)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Pending Place']);

    // Pressing it again shows every hostel.
    await userEvent.click(statusCard('Pending'));
    expect(
      within(screen.getByRole('list', { name: 'Your hostels' })).getAllByRole('heading'),
    ).toHaveLength(3);
  });

  it('should offer "Add Your First Hostel" when there are none', async () => {
    stubDashboard([]);
    renderApp({ url: '/owner', authState: ownerStates.approved });
    expect(await screen.findByRole('heading', { name: 'No Hostels Yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Your First Hostel' }));
    expect(
      await screen.findByRole('dialog', { name: 'Create Hostel with Rooms' }),
    ).toBeInTheDocument();
  });

  it('should not let an owner awaiting approval add hostels', async () => {
    stubDashboard([]);
    renderApp({ url: '/owner', authState: ownerStates.pending });
    await screen.findByRole('heading', { name: 'No Hostels Yet' });
    expect(screen.getByRole('button', { name: 'Quick Add Hostel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add New Hostel' })).toBeDisabled();
    expect(
      screen.getByText('You can add hostels once an administrator approves your owner account.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Your First Hostel' })).not.toBeInTheDocument();
  });

  it('should tell a user without the owner role to update their profile', () => {
    stubDashboard([]);
    renderWithProviders(
      <OwnerDashboard renderRooms={() => null} renderWizardRooms={() => null} />,
      { authState: authStates.student },
    );
    expect(
      screen.getByText('You need to have an owner role to access this dashboard.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute(
      'href',
      '/owner/profile',
    );
  });

  it('should ask "Confirm Deletion" before deleting a hostel', async () => {
    const fetchMock = stubFetch({
      ...lookupHandlers,
      '/api/enhanced-hostels/owner/my-hostels': () =>
        jsonResponse({ success: true, data: hostels }),
      [`/api/enhanced-hostels/${hostels[1]?.id ?? ''}`]: (_url, init) =>
        init?.method === 'DELETE'
          ? jsonResponse({ success: true, data: { id: hostels[1]?.id, deleted: true } })
          : jsonResponse(
              { success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' },
              404,
            ),
    });
    renderApp({ url: '/owner', authState: ownerStates.approved });

    await userEvent.click(await screen.findByRole('button', { name: 'Delete Approved Place' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Hostel' }));

    await screen.findByText('"Approved Place" was deleted.');
    const deleteIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'DELETE');
    expect(fetchedUrls(fetchMock)[deleteIndex]).toContain(
      `/api/enhanced-hostels/${hostels[1]?.id ?? ''}`,
    );
    // The list reloads after the delete.
    await waitFor(() =>
      expect(
        fetchedUrls(fetchMock).filter((url) => url.includes('/owner/my-hostels')).length,
      ).toBeGreaterThan(1),
    );
  });

  it("should show 'Failed to load hostels' with the reason and Try Again", async () => {
    stubFetch({
      '/api/enhanced-hostels/owner/my-hostels': () =>
        jsonResponse(
          { success: false, error: 'Database is down', code: 'SERVICE_UNAVAILABLE' },
          503,
        ),
    });
    renderApp({ url: '/owner', authState: ownerStates.approved });
    expect(await screen.findByText('Failed to load hostels')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
