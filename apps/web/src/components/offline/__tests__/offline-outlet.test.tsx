import type { HostelDetail } from '@hostelhub/shared';
import { act, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getHostel } from '../../../lib/get-hostel';
import { clearOfflineStore, hasOfflineCopy, offlineKeys } from '../../../lib/offline/offline-store';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import { emptyApiHandlers, jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';

/**
 * The offline notice and screen (issue 25): a page opened offline shows what the app kept, or
 * says it needs a connection and lists what was kept; an open page stays when the network goes.
 * "Offline" is the browser's navigator.onLine with its events, and a fetch that rejects.
 */

let isOnline = true;

function setOnline(online: boolean, { announce = true } = {}) {
  isOnline = online;
  if (online) stubFetch(emptyApiHandlers);
  else
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
  if (announce) act(() => void window.dispatchEvent(new Event(online ? 'online' : 'offline')));
}

const NEEDS_NETWORK = 'This page needs an internet connection';
const BANNER = /^You are offline\. Hostels you opened/;

async function keep(hostel: HostelDetail) {
  stubFetch({
    ...emptyApiHandlers,
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
  });
  await getHostel(hostel.id);
  await vi.waitFor(async () =>
    expect(await hasOfflineCopy(offlineKeys.hostel(hostel.id))).toBe(true),
  );
}

beforeEach(async () => {
  await clearOfflineStore();
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => isOnline });
});

afterEach(() => {
  // The query library listens to these events too: back online, it resumes what it paused,
  // so the stubbed server stays until the file is done (never the real fetch).
  setOnline(true);
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('offline pages', () => {
  it('should open a hostel kept earlier when the app starts offline', async () => {
    const hostel = buildHostelDetail({ name: 'Iqbal Boys Hostel' });
    await keep(hostel);
    setOnline(false, { announce: false });

    renderApp({ url: `/hostels/${hostel.id}` });

    // Opened directly, a hostel is a page of its own (opened from a list, a dialog).
    expect(await screen.findByRole('heading', { name: 'Iqbal Boys Hostel' })).toBeInTheDocument();
    // The hostel's price (its collapsed rooms' rents are in the page too, hidden: issue 41).
    expect(
      screen.getByText(/^Rs [\d,]+ \/ month$/, { ignore: 'script, style, [hidden] *' }),
    ).toBeVisible();
    expect(screen.getByText(BANNER)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NEEDS_NETWORK })).not.toBeInTheDocument();
  });

  it('should say a page needs a connection and link to what was kept', async () => {
    const hostel = buildHostelDetail({ name: 'Iqbal Boys Hostel' });
    await keep(hostel);
    setOnline(false, { announce: false });

    renderApp({ url: `/hostels/${buildHostelDetail().id}` });

    expect(await screen.findByRole('heading', { name: NEEDS_NETWORK })).toBeInTheDocument();
    const saved = await screen.findByRole('region', { name: 'Saved on this device' });
    expect(within(saved).getByRole('link', { name: 'Iqbal Boys Hostel' })).toHaveAttribute(
      'href',
      `/hostels/${hostel.id}`,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('should show the page by itself once the browser is back online', async () => {
    setOnline(false, { announce: false });
    renderApp({ url: '/hostels' });
    expect(await screen.findByRole('heading', { name: NEEDS_NETWORK })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Hostels you open while online are kept on this device, to read offline.',
      ),
    ).toBeInTheDocument();

    setOnline(true);

    expect(
      await screen.findByRole('heading', { name: 'Find Hostels', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
  });

  it('should leave an open page as it is when the network goes, with the notice', async () => {
    renderApp({ url: '/hostels' });
    await screen.findByRole('heading', { name: 'Find Hostels', level: 1 });

    setOnline(false);

    expect(await screen.findByText(BANNER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Find Hostels', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NEEDS_NETWORK })).not.toBeInTheDocument();
  });

  it('should show a page gone Back to as it was, and the offline screen for a new one', async () => {
    const { router } = renderApp({ url: '/hostels' });
    await screen.findByRole('heading', { name: 'Find Hostels', level: 1 });
    setOnline(false);

    await act(() => router.navigate(`/hostels/${buildHostelDetail().id}`));
    expect(await screen.findByRole('heading', { name: NEEDS_NETWORK })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    expect(
      await screen.findByRole('heading', { name: 'Find Hostels', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NEEDS_NETWORK })).not.toBeInTheDocument();
  });

  it('should show pages made of text alone offline', async () => {
    setOnline(false, { announce: false });
    renderApp({ url: '/privacy' });
    expect(await screen.findByRole('heading', { level: 1, name: /privacy/i })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: NEEDS_NETWORK })).not.toBeInTheDocument();
  });
});
