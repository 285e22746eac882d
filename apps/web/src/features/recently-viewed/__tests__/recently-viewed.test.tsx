import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import { renderWithProviders } from '../../../testing/test-utils';
import { RecentlyViewed } from '../components/recently-viewed';
import {
  RECENTLY_VIEWED_MAX,
  RECENTLY_VIEWED_STORAGE_KEY,
  recentlyViewedList,
  recordRecentlyViewed,
} from '../utils/recently-viewed-list';

/** Issue 29: the hostels opened last in this browser, on the browse screen. */

const hostelHref = (id: string) => `/hostels/${id}?city=Lahore`;

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  window.localStorage.clear();
});

describe('recently viewed hostels', () => {
  it('should keep the last hostels opened, newest first, each once, at most eight', () => {
    const hostels = Array.from({ length: 10 }, (_, index) =>
      buildHostelSummary({ name: `Hostel ${index}` }),
    );
    for (const hostel of hostels) recordRecentlyViewed(hostel);
    // Opened again: back to the front, not twice.
    recordRecentlyViewed(hostels[5]!);

    const names = recentlyViewedList.read().map((entry) => entry.name);
    expect(names).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(names.slice(0, 3)).toEqual(['Hostel 5', 'Hostel 9', 'Hostel 8']);
    expect(names).not.toContain('Hostel 1');
    expect(new Set(names).size).toBe(names.length);
  });

  it('should show nothing before a hostel was opened', () => {
    renderWithProviders(<RecentlyViewed hostelHref={hostelHref} />);
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
  });

  it('should list them as links to their details, with price and city', async () => {
    const ravi = buildHostelSummary({ name: 'Ravi Hostel', price_range: '5000-8000' });
    const canal = buildHostelSummary({ name: 'Canal View Hostel', image_url: null });
    recordRecentlyViewed(ravi);
    recordRecentlyViewed(canal);
    renderWithProviders(<RecentlyViewed hostelHref={hostelHref} />);

    const section = (await screen.findByRole('heading', { name: 'Recently viewed' })).closest(
      'section',
    );
    if (!section) throw new Error('no section');
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      hostelHref(canal.id),
      hostelHref(ravi.id),
    ]);
    expect(within(links[1]!).getByText('Rs 5,000 - 8,000 / month')).toBeInTheDocument();
    expect(within(links[1]!).getByText('Lahore')).toBeInTheDocument();
    expect(within(links[0]!).getByRole('img', { name: 'No photo available' })).toBeInTheDocument();
  });

  it('should forget them all with Clear', async () => {
    recordRecentlyViewed(buildHostelSummary({ name: 'Ravi Hostel' }));
    const user = userEvent.setup();
    renderWithProviders(<RecentlyViewed hostelHref={hostelHref} />);

    await user.click(await screen.findByRole('button', { name: 'Clear recently viewed hostels' }));

    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();
    expect(await screen.findByText('Recently viewed hostels cleared')).toBeInTheDocument();
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
  });

  it('should skip what is not a hostel in storage rather than break the screen', () => {
    window.localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, '{not json');
    renderWithProviders(<RecentlyViewed hostelHref={hostelHref} />);
    expect(screen.queryByRole('heading', { name: 'Recently viewed' })).not.toBeInTheDocument();

    window.localStorage.setItem(
      RECENTLY_VIEWED_STORAGE_KEY,
      JSON.stringify([{ id: 'x' }, { id: 'a1', name: 'Kept Hostel', city: 'Lahore' }]),
    );
    expect(recentlyViewedList.read()).toEqual([
      { id: 'a1', name: 'Kept Hostel', image_url: null, price_range: null, city: null },
    ]);
  });
});
