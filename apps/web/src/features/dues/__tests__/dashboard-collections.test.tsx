import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import {
  buildOwnerHostel,
  lookupHandlers,
  ownerStates,
  prepareOwnerTests,
} from '../../listings/__tests__/listing-fixtures';

/** Issue 45 item 5: the owner dashboard shows a hostel's collections, chosen among its own. */

beforeAll(prepareOwnerTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

const canal = buildOwnerHostel({ name: 'Canal View Hostel', status: 'approved' });
const gulberg = buildOwnerHostel({ name: 'Gulberg Residence', status: 'approved' });
const waiting = buildOwnerHostel({ name: 'Quiet Place', status: 'pending' });
const month = (due: number, collected: number, occupancy: number) => ({
  months: [{ month: '2026-11', due, collected, outstanding: due - collected, occupancy }],
});

function renderDashboard() {
  const fetchMock = stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/owner/my-hostels': () =>
      jsonResponse({ success: true, data: [canal, gulberg, waiting] }),
    [`/api/enhanced-hostels/${canal.id}/collections`]: () =>
      jsonResponse({ success: true, data: month(21_500, 9_000, 0.75) }),
    [`/api/enhanced-hostels/${gulberg.id}/collections`]: () =>
      jsonResponse({ success: true, data: month(40_000, 40_000, 1) }),
  });
  renderApp({ url: '/owner', authState: ownerStates.approved });
  return { fetchMock, user: userEvent.setup() };
}

describe("The owner dashboard's collections", () => {
  it("should chart the first approved hostel's months, switch hostel, and link to its dues", async () => {
    const { user } = renderDashboard();
    const section = (
      await screen.findByRole('heading', { level: 2, name: 'Collections' })
    ).closest('section')!;
    const table = await within(section).findByRole('table', {
      name: "Each month's dues, collections, outstanding balance and occupancy",
    });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'November 2026Rs 21,500Rs 9,000Rs 12,500',
    );
    expect(within(section).getByRole('link', { name: 'Open dues' })).toHaveAttribute(
      'href',
      `/register/${canal.id}/dues`,
    );
    // Only approved hostels are offered: a pending one has no residents yet.
    const choice = within(section).getByRole('combobox', { name: 'Hostel' });
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Canal View Hostel', 'Gulberg Residence']);

    await user.selectOptions(choice, 'Gulberg Residence');
    await waitFor(() =>
      expect(
        within(
          within(section).getByRole('table', {
            name: "Each month's dues, collections, outstanding balance and occupancy",
          }),
        ).getAllByRole('row')[1],
      ).toHaveTextContent('November 2026Rs 40,000Rs 40,000Rs 0100%'),
    );
    expect(within(section).getByRole('link', { name: 'Open dues' })).toHaveAttribute(
      'href',
      `/register/${gulberg.id}/dues`,
    );
  });
});
