import type { MapView } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelSummary } from '../../testing/factories';
import { fetchedUrls, jsonResponse, renderApp } from '../../testing/test-utils';
import { lastListRequest, prepareBrowseTests, stubBrowseApi } from './browse-fixtures';

/**
 * Issue 28, "Search this area": the map's view becomes the list's `bbox` filter in the URL,
 * shown as a removable "Map area" wherever the filters are, and cleared by Clear all.
 */

const AREA = '74.28123,31.45123,74.41877,31.58877';

beforeAll(prepareBrowseTests);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function search(router: { state: { location: { search: string } } }): URLSearchParams {
  return new URLSearchParams(router.state.location.search);
}

const mapAnswer: MapView = {
  clusters: [],
  hostels: [
    {
      id: 'a1000000-0000-4000-8000-000000000001',
      lat: 31.52,
      lng: 74.35,
      name: 'Canal View Hostel',
      city: 'Lahore',
      city_ur: 'لاہور',
      price_range: '15000',
      gender_category: 'female',
    },
  ],
  total: 1,
};

const mapHandlers = {
  '/api/config': () =>
    jsonResponse({
      success: true,
      data: { map_tile_url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', geocoder_url: 'http://geo' },
    }),
  '/api/hostels/map': () => jsonResponse({ success: true, data: mapAnswer }),
};

describe('the map area filter', () => {
  it('should filter the list by the area in the URL, and drop it with its chip', async () => {
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: `/hostels?bbox=${AREA}&gender_category=female` });

    await waitFor(() => expect(lastListRequest(fetchMock).get('bbox')).toBe(AREA));
    const [remove] = await screen.findAllByRole('button', { name: 'Remove map area' });
    expect(screen.getAllByText('Map area').length).toBeGreaterThan(0);

    await user.click(remove!);

    await waitFor(() => expect(search(router).has('bbox')).toBe(false));
    expect(search(router).get('gender_category')).toBe('female');
    await waitFor(() => expect(lastListRequest(fetchMock).has('bbox')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Remove map area' })).not.toBeInTheDocument();
  });

  it('should list the area among the filters, count it, and clear it with Clear all', async () => {
    stubBrowseApi({ hostels: [buildHostelSummary()] });
    const user = userEvent.setup();
    const { router } = renderApp({ url: `/hostels?bbox=${AREA}&search=canal` });

    const panel = await screen.findByRole('region', { name: 'Filters (1)' });
    expect(within(panel).getByRole('button', { name: 'Remove map area' })).toBeInTheDocument();
    expect(
      within(panel).getByText('Only hostels inside the area you searched on the map.'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Clear all' }));

    await waitFor(() => expect(router.state.location.search).toBe('?search=canal'));
    expect(screen.queryByRole('button', { name: 'Remove map area' })).not.toBeInTheDocument();
  });

  it('should write the view as the area with Search this area, for the list and the map alike', async () => {
    // happy-dom lays nothing out: give the map a size, so it has a view.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    const fetchMock = stubBrowseApi({ hostels: [buildHostelSummary()], extra: mapHandlers });
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/hostels?view=map&gender_category=female' });

    // The map asks with the list's filters.
    expect(await screen.findByText('1 hostel in this area')).toBeInTheDocument();
    const mapCall = fetchedUrls(fetchMock)
      .map((url) => new URL(url, 'http://localhost'))
      .find((url) => url.pathname === '/api/hostels/map');
    expect(mapCall?.searchParams.get('gender_category')).toBe('female');
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(
      await screen.findByRole('button', { name: 'Search this area' }, { timeout: 3000 }),
    );

    await waitFor(() => expect(search(router).has('bbox')).toBe(true));
    const bbox = search(router).get('bbox') ?? '';
    const [minLng, minLat, maxLng, maxLat] = bbox.split(',').map(Number);
    expect(minLng).toBeLessThan(74.35);
    expect(maxLng).toBeGreaterThan(74.35);
    expect(minLat).toBeLessThan(31.52);
    expect(maxLat).toBeGreaterThan(31.52);
    expect(search(router).get('view')).toBe('map');
    expect(search(router).get('gender_category')).toBe('female');
    expect(screen.getAllByRole('button', { name: 'Remove map area' }).length).toBeGreaterThan(0);
    // The button has done its work until the map moves again.
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'List View' }));
    await waitFor(() => expect(lastListRequest(fetchMock).get('bbox')).toBe(bbox));
  });
});
