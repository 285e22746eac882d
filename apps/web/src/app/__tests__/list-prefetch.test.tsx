import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelDetail } from '../../testing/hostel-detail-factories';
import { buildHostelSummary } from '../../testing/factories';
import { fetchedUrls, jsonResponse, renderApp } from '../../testing/test-utils';
import { listRequests, prepareBrowseTests, stubBrowseApi } from './browse-fixtures';

beforeAll(prepareBrowseTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The API paths called, in order. */
function apiPaths(mock: ReturnType<typeof stubBrowseApi>): string[] {
  return fetchedUrls(mock)
    .map((url) => new URL(url, 'http://localhost').pathname)
    .filter((path) => path.startsWith('/api/'));
}

describe('Find Hostels list prefetch', () => {
  it('should request the list page before the filters load their lists, and only once', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary({ name: 'Early Hostel' })] });
    renderApp({ url: '/hostels?page=2&sort=price_asc' });

    expect(await screen.findByRole('link', { name: 'Early Hostel' })).toBeInTheDocument();
    const requests = listRequests(fetchMock);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.get('page')).toBe('2');
    expect(requests[0]?.get('sort')).toBe('price_asc');
    // Started while the screen rendered, ahead of the filter panel's reference lists.
    const paths = apiPaths(fetchMock);
    expect(paths.indexOf('/api/enhanced-hostels')).toBeLessThan(
      paths.indexOf('/api/enhanced-hostels/cities'),
    );
  });

  it("should request a hostel's own page once, and neither the list nor the filters", async () => {
    const hostel = buildHostelDetail({ name: 'Prefetched Hostel' });
    const fetchMock = stubBrowseApi({
      extra: {
        [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
      },
    });
    renderApp({ url: `/hostels/${hostel.id}` });

    // A direct load is the hostel's own page (issue 25): no browse screen is built under it.
    expect(await screen.findByRole('article', { name: 'Prefetched Hostel' })).toBeInTheDocument();
    const paths = apiPaths(fetchMock);
    const detail = `/api/enhanced-hostels/${hostel.id}`;
    expect(paths.filter((path) => path === detail)).toHaveLength(1);
    expect(paths).not.toContain('/api/enhanced-hostels');
    expect(paths).not.toContain('/api/enhanced-hostels/cities');
  }, 15_000); // the real page pulls in the whole detail feature on first open

  it('should not request the list in Map view, which does not show it', async () => {
    const fetchMock = stubBrowseApi();
    renderApp({ url: '/hostels?view=map' });
    await screen.findByRole('heading', { level: 1, name: 'Find Hostels' });
    // The map's code (Leaflet) downloads after the heading shows; let it finish inside this
    // test, or it would land after the page's window is taken down.
    await waitFor(
      () => expect(screen.queryByRole('status', { name: 'Loading map' })).not.toBeInTheDocument(),
      { timeout: 10_000 },
    );
    expect(listRequests(fetchMock)).toEqual([]);
  }, 15_000);
});
