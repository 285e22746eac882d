import type { Favorites } from '@hostelhub/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { clearOfflineStore, hasOfflineCopy, offlineKeys } from '../../../lib/offline/offline-store';
import { buildHostelSummary } from '../../../testing/factories';
import {
  authStates,
  createTestQueryClient,
  jsonResponse,
  renderApp,
  stubFetch,
  users,
} from '../../../testing/test-utils';
import { getFavoritesQueryOptions } from '../api/get-favorites';

/**
 * A student's favourites stay readable offline (issue 25): the list loaded last is kept per
 * user in the offline store and answers when the network fails (a fetch that rejects, as a
 * browser's does offline). The store's own rules: lib/offline/__tests__/offline-store.test.ts.
 */

const favorite = buildHostelSummary({ name: 'Fatima Girls Hostel' });
const favorites: Favorites = { favorites: [favorite], hostel_ids: [favorite.id] };

/** Loads the student's favourites with the network up and waits until the store holds them. */
async function loadOnline() {
  stubFetch({ '/api/users/favorites': () => jsonResponse({ success: true, data: favorites }) });
  await createTestQueryClient().fetchQuery(getFavoritesQueryOptions(users.student.id));
  await vi.waitFor(async () =>
    expect(await hasOfflineCopy(offlineKeys.favorites(users.student.id))).toBe(true),
  );
}

function loseNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

beforeEach(async () => {
  await clearOfflineStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'onLine');
});

describe('favourites offline', () => {
  it("should keep each user's favourites apart and answer them offline", async () => {
    await loadOnline();

    loseNetwork();
    const offline = createTestQueryClient();
    expect(await offline.fetchQuery(getFavoritesQueryOptions(users.student.id))).toEqual(favorites);
    await expect(
      offline.fetchQuery(getFavoritesQueryOptions(users.owner.id)),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('should show the kept favourites in favourites-only mode when opened offline', async () => {
    await loadOnline();
    loseNetwork();
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, value: false });

    renderApp({ url: '/hostels?favorites=1', authState: authStates.student });

    expect(await screen.findByRole('link', { name: 'Fatima Girls Hostel' })).toBeInTheDocument();
    expect(screen.getByText('1 favourite')).toBeInTheDocument();
  });
});
