import {
  HostelInsightsSchema,
  OwnerInsightsSchema,
  type HostelInsights,
  type InsightsDay,
  type OwnerInsights,
} from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixture } from '../../../testing/factories';
import {
  authStates,
  fetchedUrls,
  jsonResponse,
  renderApp,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelInsightsPanel } from '../components/hostel-insights-panel';
import { OwnerInsightsOverview } from '../components/owner-insights-overview';
import { insightsText } from '../i18n';

/**
 * Owner insights on the web (issue 30): the figures and every day's numbers for screen readers
 * beside the charts (which happy-dom does not draw: they are pictures of the same numbers), the
 * empty state, the price context, the page's periods, the dashboard's overview, and Urdu.
 */

const HOSTEL_ID = '00000000-0000-4000-8000-0000000000b1';
const LAHORE = {
  id: '00000000-0000-4000-8000-0000000000c1',
  name: 'Lahore',
  name_ur: 'لاہور',
};

function day(date: string, counts: Partial<Omit<InsightsDay, 'day'>> = {}): InsightsDay {
  return {
    day: date,
    views: 0,
    unique_visitors: 0,
    favourites_added: 0,
    chats_started: 0,
    visit_requests: 0,
    reservation_requests: 0,
    ...counts,
  };
}

/** Three days of a hostel's insights: 9 views by 6 visitors, 3 contacts. */
function buildInsights(overrides: Partial<HostelInsights> = {}): HostelInsights {
  return fixture('hostel insights', HostelInsightsSchema, {
    hostel_id: HOSTEL_ID,
    hostel_name: 'Canal View Hostel',
    days: 3,
    from: '2026-03-08',
    to: '2026-03-10',
    daily: [
      day('2026-03-08', { views: 2, unique_visitors: 2 }),
      day('2026-03-09', { views: 2, unique_visitors: 1, favourites_added: 1 }),
      day('2026-03-10', { views: 5, unique_visitors: 3, chats_started: 2, visit_requests: 1 }),
    ],
    totals: {
      views: 9,
      unique_visitors: 6,
      favourites_added: 1,
      chats_started: 2,
      visit_requests: 1,
      reservation_requests: 0,
      contacts: 3,
    },
    view_to_contact: 0.5,
    price: {
      city: LAHORE,
      gender_category: 'female',
      price_min: 8_000,
      market_median: 9_500,
      market_hostels: 23,
      room_types: [
        {
          room_type: 'double',
          price_min: 10_000,
          price_max: 12_000,
          rooms: 2,
          market_median: 11_000,
          market_rooms: 14,
          market_hostels: 9,
        },
        {
          room_type: 'single',
          price_min: 15_000,
          price_max: 15_000,
          rooms: 1,
          market_median: null,
          market_rooms: 0,
          market_hostels: 0,
        },
      ],
    },
    ...overrides,
  });
}

/** The figure labelled `label` in the summary: its value. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

// A signed-in page asks for its chats too: every call without a handler answers 404.
beforeEach(() => {
  stubFetch({});
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HostelInsightsPanel', () => {
  it('should give the period’s figures and every day’s numbers beside the charts', () => {
    renderWithProviders(<HostelInsightsPanel insights={buildInsights()} />, {
      authState: authStates.owner,
    });

    expect(figure('Views')).toBe('9');
    expect(figure('Unique visitors')).toBe('6');
    expect(figure('Contacts')).toBe('3');
    expect(figure('Views to contact')).toBe('50%');

    const views = screen.getByRole('table', {
      name: 'Views and unique visitors per day, Sun, 8 Mar 2026 to Tue, 10 Mar 2026',
    });
    const lastDay = within(views).getByRole('rowheader', { name: 'Tue, 10 Mar 2026' });
    expect(
      within(lastDay.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '3']);
    expect(within(views).getAllByRole('row')).toHaveLength(4);

    const contacts = screen.getByRole('table', { name: /^Favourites added, chats, visit/ });
    expect(
      within(contacts)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Day',
      'Favourites added',
      'Chats started',
      'Visit requests',
      'Reservation requests',
    ]);
    const secondDay = within(contacts).getByRole('rowheader', { name: 'Mon, 9 Mar 2026' });
    expect(
      within(secondDay.closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '0', '0', '0']);
  });

  it('should set the lowest price beside the market, and each room type’s rent', () => {
    renderWithProviders(<HostelInsightsPanel insights={buildInsights()} />, {
      authState: authStates.owner,
    });
    expect(
      screen.getByText(
        'Your lowest price Rs 8,000 — median in Lahore for female hostels Rs 9,500 (23 hostels)',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('15.8% below the median')).toBeInTheDocument();

    const rooms = screen.getByRole('table', {
      name: 'Rents by room type beside other approved female hostels in Lahore',
    });
    const double = within(rooms).getByRole('rowheader', { name: 'Double' }).closest('tr')!;
    expect(within(double).getByText('Rs 10,000 - 12,000')).toBeInTheDocument();
    expect(within(double).getByText('Rs 11,000')).toBeInTheDocument();
    expect(within(double).getByText('14 rooms in 9 hostels')).toBeInTheDocument();
    const single = within(rooms).getByRole('rowheader', { name: 'Single' }).closest('tr')!;
    expect(within(single).getByText('None to compare yet')).toBeInTheDocument();
  });

  it('should say so when nobody viewed or contacted the hostel, with no conversion', () => {
    renderWithProviders(
      <HostelInsightsPanel
        insights={buildInsights({
          daily: [day('2026-03-08'), day('2026-03-09'), day('2026-03-10')],
          totals: {
            views: 0,
            unique_visitors: 0,
            favourites_added: 0,
            chats_started: 0,
            visit_requests: 0,
            reservation_requests: 0,
            contacts: 0,
          },
          view_to_contact: null,
          price: {
            city: LAHORE,
            gender_category: 'male',
            price_min: 8_000,
            market_median: null,
            market_hostels: 0,
            room_types: [],
          },
        })}
      />,
      { authState: authStates.owner },
    );
    expect(screen.getByRole('heading', { name: 'No views yet' })).toBeInTheDocument();
    expect(screen.getByText(/in the last 3 days/)).toBeInTheDocument();
    expect(figure('Views')).toBe('0');
    expect(figure('Views to contact')).toBe('–');
    expect(screen.getByText('No visitors yet')).toBeInTheDocument();
    // No empty charts and tables of zeros.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Your lowest price is Rs 8,000 a month. There are no other approved male hostels in Lahore to compare with yet.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the insights page', () => {
  it('should open a hostel’s insights and change the period', async () => {
    const fetchMock = stubFetch({
      [`/api/enhanced-hostels/${HOSTEL_ID}/insights`]: (url) =>
        jsonResponse({
          success: true,
          data: buildInsights({ days: Number(url.searchParams.get('days')) }),
        }),
    });
    const user = userEvent.setup();
    renderApp({ url: `/owner/insights/${HOSTEL_ID}`, authState: authStates.owner });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Insights: Canal View Hostel' }),
    ).toBeInTheDocument();
    const periods = screen.getByRole('group', { name: 'Period' });
    expect(within(periods).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(within(periods).getByRole('button', { name: '7 days' }));
    expect(within(periods).getByRole('button', { name: '7 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(fetchedUrls(fetchMock).filter((url) => url.includes('/insights'))).toEqual([
      `/api/enhanced-hostels/${HOSTEL_ID}/insights?days=30`,
      `/api/enhanced-hostels/${HOSTEL_ID}/insights?days=7`,
    ]);
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/owner',
    );
  });

  it('should say why when the hostel is not the owner’s', async () => {
    stubFetch({
      [`/api/enhanced-hostels/${HOSTEL_ID}/insights`]: () =>
        jsonResponse({ success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' }, 404),
    });
    renderApp({ url: `/owner/insights/${HOSTEL_ID}`, authState: authStates.owner });
    expect(await screen.findByText('Hostel not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

/** The overview's answer: each hostel's line as its own insights give it. */
function buildOverview(lines: HostelInsights[]): OwnerInsights {
  return fixture('owner insights', OwnerInsightsSchema, {
    days: 30,
    from: '2026-02-09',
    to: '2026-03-10',
    hostels: lines.map(({ hostel_id, hostel_name, daily, totals }) => ({
      hostel_id,
      hostel_name,
      daily,
      totals,
    })),
  });
}

const OVERVIEW_URL = '/api/enhanced-hostels/owner/insights';

describe('OwnerInsightsOverview', () => {
  it('should list each hostel’s figures for the last 30 days with a link to its insights', async () => {
    const fetchMock = stubFetch({
      [OVERVIEW_URL]: () => jsonResponse({ success: true, data: buildOverview([buildInsights()]) }),
    });
    renderWithProviders(
      <OwnerInsightsOverview hostels={[{ id: HOSTEL_ID, name: 'Canal View Hostel' }]} />,
      { authState: authStates.owner },
    );
    const section = screen.getByRole('region', { name: 'Insights, last 30 days' });
    const row = within(section).getByRole('heading', { name: 'Canal View Hostel' }).closest('li')!;
    expect(await within(row).findByText('9')).toBeInTheDocument();
    expect(within(row).getByText('Unique visitors').nextElementSibling).toHaveTextContent('6');
    expect(within(row).getByText('Contacts').nextElementSibling).toHaveTextContent('3');
    expect(within(row).getByText('Most views on Tue, 10 Mar 2026: 5 views')).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: 'See insights for Canal View Hostel' }),
    ).toHaveAttribute('href', `/owner/insights/${HOSTEL_ID}`);
    expect(fetchedUrls(fetchMock).filter((url) => url.includes('/insights'))).toEqual([
      `${OVERVIEW_URL}?days=30`,
    ]);
  });

  it('should say so on each hostel when the overview could not be loaded', async () => {
    stubFetch({
      [OVERVIEW_URL]: () =>
        jsonResponse({ success: false, error: 'Server error', code: 'INTERNAL' }, 500),
    });
    renderWithProviders(
      <OwnerInsightsOverview hostels={[{ id: HOSTEL_ID, name: 'Canal View Hostel' }]} />,
      { authState: authStates.owner },
    );
    const section = screen.getByRole('region', { name: 'Insights, last 30 days' });
    expect(
      await within(section).findByText("This hostel's insights could not be loaded."),
    ).toBeInTheDocument();
  });
});

describe('OwnerInsightsOverview with many hostels', () => {
  it('should list the five most viewed first and the others on Show all, from one request', async () => {
    const hostels = Array.from({ length: 6 }, (_, index) => ({
      id: `00000000-0000-4000-8000-0000000001${String(index).padStart(2, '0')}`,
      name: `Hostel ${index + 1}`,
    }));
    const fetchMock = stubFetch({
      [OVERVIEW_URL]: () =>
        jsonResponse({
          success: true,
          data: buildOverview(
            hostels.map((hostel, index) =>
              buildInsights({
                hostel_id: hostel.id,
                hostel_name: hostel.name,
                totals: { ...buildInsights().totals, views: index * 10 },
              }),
            ),
          ),
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OwnerInsightsOverview hostels={hostels} />, {
      authState: authStates.owner,
    });
    const section = screen.getByRole('region', { name: 'Insights, last 30 days' });
    await within(section).findByText('50');
    const names = () =>
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);
    expect(names()).toEqual(['Hostel 6', 'Hostel 5', 'Hostel 4', 'Hostel 3', 'Hostel 2']);
    await user.click(within(section).getByRole('button', { name: 'Show all 6 hostels' }));
    expect(names()).toHaveLength(6);
    expect(within(section).getByRole('button', { name: 'Show fewer' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).filter((url) => url.includes('/insights'))).toEqual([
      `${OVERVIEW_URL}?days=30`,
    ]);
  });
});

describe('OwnerInsightsOverview and a hostel approved since', () => {
  it('should load the overview again, once, for a hostel it does not have', async () => {
    const second = { id: '00000000-0000-4000-8000-0000000000b2', name: 'Johar Town Hostel' };
    const never = { id: '00000000-0000-4000-8000-0000000000b3', name: 'Model Town Hostel' };
    let approved = [buildInsights()];
    const fetchMock = stubFetch({
      [OVERVIEW_URL]: () => jsonResponse({ success: true, data: buildOverview(approved) }),
    });
    function Dashboard() {
      const [hostels, setHostels] = useState([{ id: HOSTEL_ID, name: 'Canal View Hostel' }]);
      return (
        <>
          <button type="button" onClick={() => setHostels((list) => [...list, second])}>
            Approved
          </button>
          <button type="button" onClick={() => setHostels((list) => [...list, never])}>
            Still pending
          </button>
          <OwnerInsightsOverview hostels={hostels} />
        </>
      );
    }
    const user = userEvent.setup();
    renderWithProviders(<Dashboard />, { authState: authStates.owner });
    const section = screen.getByRole('region', { name: 'Insights, last 30 days' });
    const rowOf = (name: string) => within(section).getByRole('heading', { name }).closest('li')!;
    expect(await within(rowOf('Canal View Hostel')).findByText('9')).toBeInTheDocument();

    // The dashboard now lists a hostel approved after the overview loaded.
    approved = [
      buildInsights(),
      buildInsights({
        hostel_id: second.id,
        hostel_name: second.name,
        totals: { ...buildInsights().totals, views: 42 },
      }),
    ];
    await user.click(screen.getByRole('button', { name: 'Approved' }));
    expect(await within(rowOf(second.name)).findByText('42')).toBeInTheDocument();
    const overviewCalls = () =>
      fetchedUrls(fetchMock).filter((url) => url.includes('/insights')).length;
    expect(overviewCalls()).toBe(2);

    // One the server does not have (not approved after all) is asked for once, not in a loop.
    await user.click(screen.getByRole('button', { name: 'Still pending' }));
    await waitFor(() => expect(overviewCalls()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(overviewCalls()).toBe(3);
    expect(within(rowOf(never.name)).queryByText('Views')).not.toBeInTheDocument();
  });
});

describe('insights in Urdu', () => {
  beforeAll(async () => {
    await preloadUrdu(insightsText);
  });

  it('should give the figures, the tables and the price in Urdu', async () => {
    await renderInUrdu(<HostelInsightsPanel insights={buildInsights()} />, {
      authState: authStates.owner,
    });
    expect(figure('ویوز')).toBe('9');
    expect(figure('ویو سے رابطہ')).toBe('50%');
    expect(
      screen.getByRole('table', { name: /روزانہ ویوز اور منفرد وزیٹرز$/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'آپ کی کم از کم قیمت \u2066Rs 8,000\u2069 — لاہور میں لڑکیوں کے ہاسٹلوں کی درمیانی قیمت \u2066Rs 9,500\u2069 (23 ہاسٹلز)',
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('درمیانی قیمت سے 15.8% کم')).toBeInTheDocument();
  });
});
