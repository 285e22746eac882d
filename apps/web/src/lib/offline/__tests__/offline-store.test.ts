import type { HostelDetail } from '@hostelhub/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildSession } from '../../../testing/factories';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import {
  authStates,
  emptyApiHandlers,
  jsonResponse,
  renderApp,
  stubFetch,
  users,
} from '../../../testing/test-utils';
import { ApiError } from '../../api-client';
import { getHostel } from '../../get-hostel';
import {
  claimOfflineStore,
  clearOfflineStore,
  hasOfflineCopy,
  listSavedHostels,
  MAX_SAVED_HOSTELS,
  offlineKeys,
} from '../offline-store';

/**
 * The offline store (issue 25) as the app uses it: a hostel or the favourites loaded once stay
 * readable when the network fails, and are gone after sign-out or another user's sign-in.
 * happy-dom has no Cache Storage, so these run on the store's in-memory keeping (what a browser
 * without Cache Storage gets); the browser journey e2e/journeys/offline.test.ts covers Cache
 * Storage and the service worker. The server is a stubbed fetch; "no network" is a fetch that
 * rejects, as a browser's does offline.
 */

/** Answers GET /api/enhanced-hostels/{id} for these hostels (404 for others). */
function serveHostels(...hostels: HostelDetail[]) {
  const handlers = Object.fromEntries(
    hostels.map((hostel) => [
      `/api/enhanced-hostels/${hostel.id}`,
      () => jsonResponse({ success: true, data: hostel }),
    ]),
  );
  return stubFetch({ ...emptyApiHandlers, ...handlers });
}

function loseNetwork() {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
}

/** Loads `hostel` with the network up and waits until the store holds it. */
async function openOnline(hostel: HostelDetail) {
  serveHostels(hostel);
  await getHostel(hostel.id);
  await vi.waitFor(async () =>
    expect(await hasOfflineCopy(offlineKeys.hostel(hostel.id))).toBe(true),
  );
}

beforeEach(async () => {
  await clearOfflineStore();
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('offline store', () => {
  it('should answer a hostel opened before from its kept copy when the network fails', async () => {
    const hostel = buildHostelDetail({ name: 'Iqbal Boys Hostel' });
    await openOnline(hostel);

    loseNetwork();
    const offline = await getHostel(hostel.id);

    expect(offline).toEqual(hostel);
    expect(await listSavedHostels()).toEqual([{ id: hostel.id, name: 'Iqbal Boys Hostel' }]);
  });

  it('should still fail without a network for a hostel never opened', async () => {
    await openOnline(buildHostelDetail());
    loseNetwork();

    const error = await getHostel(buildHostelDetail().id).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect((error as ApiError).message).toMatch(/Could not reach the server/);
  });

  it("should pass the server's own refusal on instead of the kept copy", async () => {
    const hostel = buildHostelDetail();
    await openOnline(hostel);
    // Online again, the hostel is gone (unlisted): the 404 is the answer, not the old copy.
    stubFetch(emptyApiHandlers);

    await expect(getHostel(hostel.id)).rejects.toMatchObject({ status: 404 });
  });

  it('should forget every kept hostel when the person signs out', async () => {
    const hostel = buildHostelDetail();
    await openOnline(hostel);
    const user = userEvent.setup();
    renderApp({ url: '/about', authState: authStates.student });

    await user.click(await screen.findByRole('button', { name: 'Account menu for Ayesha Khan' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign In' });

    await waitFor(async () => expect(await listSavedHostels()).toEqual([]));
    loseNetwork();
    await expect(getHostel(hostel.id)).rejects.toMatchObject({ status: 0 });
  });

  it("should forget the last user's copies when another user's session starts", async () => {
    await claimOfflineStore(users.student.id);
    const hostel = buildHostelDetail();
    await openOnline(hostel);
    // The same person again keeps them.
    await claimOfflineStore(users.student.id);
    expect(await hasOfflineCopy(offlineKeys.hostel(hostel.id))).toBe(true);

    // A returning browser restores someone else's session.
    stubFetch({
      ...emptyApiHandlers,
      '/api/auth/refresh': () =>
        jsonResponse({ success: true, data: buildSession({ full_name: 'Omar Farooq' }) }),
    });
    renderApp({ url: '/about', authState: 'restore' });
    await screen.findByRole('button', { name: 'Account menu for Omar Farooq' });

    await waitFor(async () =>
      expect(await hasOfflineCopy(offlineKeys.hostel(hostel.id))).toBe(false),
    );
  });

  it(`should keep the ${MAX_SAVED_HOSTELS} hostels opened last`, async () => {
    const hostels = Array.from({ length: MAX_SAVED_HOSTELS + 2 }, (_, index) =>
      buildHostelDetail({ name: `Hostel ${index + 1}` }),
    );
    serveHostels(...hostels);
    for (const hostel of hostels) await getHostel(hostel.id);
    // Opened again: now among the most recent.
    await getHostel(hostels[0]!.id);

    await vi.waitFor(async () => {
      const saved = await listSavedHostels();
      expect(saved).toHaveLength(MAX_SAVED_HOSTELS);
      expect(saved[0]?.name).toBe('Hostel 1');
    });
    const names = (await listSavedHostels()).map((hostel) => hostel.name);
    expect(names).not.toContain('Hostel 2');
    expect(names).not.toContain('Hostel 3');
    expect(names).toContain('Hostel 4');
  });
});
