import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { OwnerDashboard } from '../components/owner-dashboard';
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

function renderDashboard(hostels: ReturnType<typeof buildOwnerHostel>[]) {
  stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () => jsonResponse({ success: true, data: hostels }),
  });
  renderWithProviders(<OwnerDashboard renderRooms={() => null} renderWizardRooms={() => null} />, {
    authState: ownerStates.approved,
  });
}

const cardOf = (grid: HTMLElement, name: string) =>
  within(grid).getByRole('heading', { name }).closest('li')!;

// Issue 27: the owner sees which hostels have visit and reservation requests to answer.
describe('requests waiting on the owner dashboard', () => {
  it("should show each hostel's waiting requests and the total, linking to /bookings", async () => {
    renderDashboard([
      buildOwnerHostel({ name: 'Canal View Hostel', waiting_requests: 2 }),
      buildOwnerHostel({ name: 'Gulberg Residence', waiting_requests: 1 }),
      buildOwnerHostel({ name: 'Quiet Place', waiting_requests: 0 }),
    ]);
    const grid = await screen.findByRole('list', { name: 'Your hostels' });

    const canal = within(cardOf(grid, 'Canal View Hostel')).getByRole('link', {
      name: '2 requests waiting at Canal View Hostel',
    });
    expect(canal).toHaveTextContent('2 requests waiting');
    expect(canal).toHaveAttribute('href', '/bookings');
    expect(
      within(cardOf(grid, 'Gulberg Residence')).getByRole('link', {
        name: '1 request waiting at Gulberg Residence',
      }),
    ).toHaveAttribute('href', '/bookings');
    expect(within(cardOf(grid, 'Quiet Place')).queryByText(/waiting/)).not.toBeInTheDocument();

    expect(
      screen.getByRole('link', { name: '3 requests waiting for your answer' }),
    ).toHaveAttribute('href', '/bookings');
  });

  it('should show no count when nothing waits (or the API does not say)', async () => {
    renderDashboard([buildOwnerHostel({ name: 'Canal View Hostel' })]);
    await screen.findByRole('list', { name: 'Your hostels' });
    expect(screen.queryByRole('link', { name: /waiting/ })).not.toBeInTheDocument();
  });
});
