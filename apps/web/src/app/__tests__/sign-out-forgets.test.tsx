import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPARE_STORAGE_KEY, compareList } from '../../features/compare/utils/compare-list';
import {
  RECENTLY_VIEWED_STORAGE_KEY,
  recentlyViewedList,
} from '../../features/recently-viewed/utils/recently-viewed-list';
import { authStates, emptyApiHandlers, renderApp, stubFetch } from '../../testing/test-utils';

/** A shared phone: signing out forgets the hostels chosen for comparison and viewed lately. */

beforeEach(() => {
  window.localStorage.clear();
  stubFetch(emptyApiHandlers);
  compareList.write([
    { id: 'c1', name: 'Ravi Hostel', image_url: null },
    { id: 'c2', name: 'Iqbal Hostel', image_url: null },
  ]);
  recentlyViewedList.write([
    { id: 'c1', name: 'Ravi Hostel', image_url: null, price_range: null, city: null },
  ]);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('Sign out', () => {
  it('should forget the compare list and the recently viewed hostels', async () => {
    const user = userEvent.setup();
    renderApp({ url: '/about', authState: authStates.student });

    await user.click(await screen.findByRole('button', { name: /^Account menu for / }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(compareList.read()).toEqual([]);
    expect(recentlyViewedList.read()).toEqual([]);
    expect(window.localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY)).toBeNull();
  });

  it('should keep them while the person stays signed in', async () => {
    renderApp({ url: '/about', authState: authStates.student });
    expect(await screen.findByRole('button', { name: /^Account menu for / })).toBeInTheDocument();
    expect(compareList.read().map((item) => item.name)).toEqual(['Ravi Hostel', 'Iqbal Hostel']);
    expect(recentlyViewedList.read()).toHaveLength(1);
  });
});
