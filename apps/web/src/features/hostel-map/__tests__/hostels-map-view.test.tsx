import type { MapCluster, MapPoint, MapView } from '@hostelhub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import HostelsMapView from '../components/hostels-map-view';

let sequence = 0;

function buildMapPoint(overrides: Partial<MapPoint> = {}): MapPoint {
  sequence += 1;
  return {
    id: `00000000-0000-4000-9000-${String(sequence).padStart(12, '0')}`,
    lat: 24.86 + sequence / 1000,
    lng: 67.0 + sequence / 1000,
    name: `Map Hostel ${sequence}`,
    city: 'Karachi',
    city_ur: 'کراچی',
    price_range: '12000',
    gender_category: 'male',
    ...overrides,
  };
}

function buildCluster(overrides: Partial<MapCluster> = {}): MapCluster {
  return {
    lat: 24.9,
    lng: 67.05,
    count: 12,
    bounds: [67.0, 24.85, 67.1, 24.95],
    ...overrides,
  };
}

function answerOf(hostels: MapPoint[], clusters: MapCluster[] = []): MapView {
  const total = hostels.length + clusters.reduce((sum, cluster) => sum + cluster.count, 0);
  return { clusters, hostels, total };
}

const config = {
  map_tile_url: 'https://tiles.example.pk/{z}/{x}/{y}.png',
  geocoder_url: 'https://geo.example.pk',
};

const OVERVIEW = 'bbox=-180%2C-90%2C180%2C90&zoom=3';

/** Answers GET /api/hostels/map with `answer(url)` (the overview and every viewport alike). */
function stubMapApi(answer: (url: URL) => MapView | Response) {
  return stubFetch({
    '/api/config': () => jsonResponse({ success: true, data: config }),
    '/api/hostels/map': (url) => {
      const body = answer(url);
      return body instanceof Response ? body : jsonResponse({ success: true, data: body });
    },
  });
}

/** The viewport calls (not the overview that frames the map), as their queries. */
function viewportCalls(mock: ReturnType<typeof stubFetch>): URLSearchParams[] {
  return fetchedUrls(mock)
    .filter((url) => url.includes('/api/hostels/map') && !url.includes(OVERVIEW))
    .map((url) => new URL(url, 'http://localhost').searchParams);
}

function setGeolocation(value: unknown) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value });
}

beforeEach(() => {
  // happy-dom lays nothing out: give the map a size, so it has a view to ask for.
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('HostelsMapView', () => {
  it('should ask for the hostels in view with the filters, and show each as a marker with the count and legend', async () => {
    const hostels = [
      buildMapPoint({ name: 'Iqbal Boys Hostel', gender_category: 'male' }),
      buildMapPoint({ name: 'Fatima Girls Residence', gender_category: 'female' }),
      buildMapPoint({ name: 'Clifton Lodge', gender_category: 'male' }),
    ];
    const fetchMock = stubMapApi(() => answerOf(hostels));

    renderWithProviders(
      <StrictMode>
        <HostelsMapView filters={{ gender_category: 'male', facilities: ['WiFi', 'Gym'] }} />
      </StrictMode>,
    );

    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    expect(await screen.findByText('3 hostels in this area')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map of hostels' });
    expect(within(map).getByRole('button', { name: 'Iqbal Boys Hostel' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Fatima Girls Residence' })).toBeInTheDocument();
    expect(map.querySelectorAll('.hostel-marker--male')).toHaveLength(2);
    expect(map.querySelectorAll('.hostel-marker--female')).toHaveLength(1);
    expect(map.querySelectorAll('.hostel-cluster')).toHaveLength(0);

    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Boys Hostel')).toBeInTheDocument();
    expect(within(legend).getByText('Girls Hostel')).toBeInTheDocument();

    // First the whole world frames the map, then the view itself is asked for.
    const urls = fetchedUrls(fetchMock).filter((url) => url.includes('/api/hostels/map'));
    expect(urls[0]).toContain(OVERVIEW);
    const [view] = viewportCalls(fetchMock);
    expect(view?.get('gender_category')).toBe('male');
    expect(view?.getAll('facilities')).toEqual(['WiFi', 'Gym']);
    const [minLng, minLat, maxLng, maxLat] = (view?.get('bbox') ?? '').split(',').map(Number);
    for (const hostel of hostels) {
      expect(hostel.lng).toBeGreaterThanOrEqual(minLng ?? Infinity);
      expect(hostel.lng).toBeLessThanOrEqual(maxLng ?? -Infinity);
      expect(hostel.lat).toBeGreaterThanOrEqual(minLat ?? Infinity);
      expect(hostel.lat).toBeLessThanOrEqual(maxLat ?? -Infinity);
    }
    expect(Number(view?.get('zoom'))).toBeGreaterThan(3);
    expect(fetchedUrls(fetchMock).some((url) => url.includes('/api/hostels?'))).toBe(false);
  });

  it('should open on an applied area, asking for it rather than the whole world', async () => {
    const fetchMock = stubMapApi(() => answerOf([buildMapPoint({ name: 'Inside Hostel' })]));

    renderWithProviders(<HostelsMapView filters={{ bbox: '74.3,31.45,74.4,31.55', city: 'x' }} />);

    expect(await screen.findByRole('button', { name: 'Inside Hostel' })).toBeInTheDocument();
    expect(fetchedUrls(fetchMock).some((url) => url.includes(OVERVIEW))).toBe(false);
    const [view] = viewportCalls(fetchMock);
    // The view holds the area (fitted with a margin); the list's own bbox is not sent along.
    const [minLng, minLat, maxLng, maxLat] = (view?.get('bbox') ?? '').split(',').map(Number);
    expect(minLng).toBeLessThanOrEqual(74.3);
    expect(minLat).toBeLessThanOrEqual(31.45);
    expect(maxLng).toBeGreaterThanOrEqual(74.4);
    expect(maxLat).toBeGreaterThanOrEqual(31.55);
    expect(maxLng! - minLng!).toBeLessThan(1);
    expect(view?.get('city')).toBe('x');
  });

  it('should draw clusters as count badges named for screen readers, and zoom into one when pressed', async () => {
    let firstZoom: number | undefined;
    const fetchMock = stubMapApi((url) => {
      const zoom = Number(url.searchParams.get('zoom'));
      firstZoom ??= zoom;
      return zoom <= firstZoom
        ? answerOf([], [buildCluster({ count: 12, bounds: [67.0, 24.85, 67.02, 24.87] })])
        : answerOf([buildMapPoint({ name: 'Close Up Hostel' })]);
    });

    renderWithProviders(<HostelsMapView filters={{ bbox: '66.5,24.5,67.5,25.2' }} />);

    const cluster = await screen.findByRole('button', { name: '12 hostels here, zoom in' });
    expect(screen.getByText('12 hostels in this area')).toBeInTheDocument();
    expect(cluster.querySelector('[data-cluster-count="12"]')).not.toBeNull();
    expect(cluster).toHaveAttribute('tabindex', '0');
    const before = Number(viewportCalls(fetchMock).at(-1)?.get('zoom'));

    fireEvent.click(cluster);

    expect(
      await screen.findByRole('button', { name: 'Close Up Hostel' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    const after = viewportCalls(fetchMock).at(-1);
    expect(Number(after?.get('zoom'))).toBeGreaterThan(before);
    const [minLng, minLat, maxLng, maxLat] = (after?.get('bbox') ?? '').split(',').map(Number);
    expect(minLng).toBeLessThanOrEqual(67.0);
    expect(minLat).toBeLessThanOrEqual(24.85);
    expect(maxLng).toBeGreaterThanOrEqual(67.02);
    expect(maxLat).toBeGreaterThanOrEqual(24.87);
  });

  it('should zoom into a cluster from the keyboard and hand the keyboard to the map', async () => {
    let firstZoom: number | undefined;
    const fetchMock = stubMapApi((url) => {
      const zoom = Number(url.searchParams.get('zoom'));
      firstZoom ??= zoom;
      return zoom <= firstZoom
        ? answerOf([], [buildCluster({ count: 3, bounds: [67.01, 24.86, 67.01, 24.86] })])
        : answerOf([buildMapPoint({ name: 'Close Up Hostel' })]);
    });
    renderWithProviders(<HostelsMapView filters={{ bbox: '66.5,24.5,67.5,25.2' }} />);

    const cluster = await screen.findByRole('button', { name: '3 hostels here, zoom in' });
    const before = Number(viewportCalls(fetchMock).at(-1)?.get('zoom'));
    cluster.focus();
    fireEvent.keyPress(cluster, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });

    await screen.findByRole('button', { name: 'Close Up Hostel' }, { timeout: 3000 });
    // Hostels on one point: two levels closer, at that point.
    expect(Number(viewportCalls(fetchMock).at(-1)?.get('zoom'))).toBe(before + 2);
    expect(screen.getByRole('region', { name: 'Map of hostels' })).toHaveFocus();
  });

  it('should offer Search this area only after the map was moved, and hand over the view', async () => {
    stubMapApi(() => answerOf([buildMapPoint(), buildMapPoint()]));
    const onSearchArea = vi.fn();
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView onSearchArea={onSearchArea} />);

    await screen.findByText('2 hostels in this area');
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(
      await screen.findByRole('button', { name: 'Search this area' }, { timeout: 3000 }),
    );

    expect(onSearchArea).toHaveBeenCalledTimes(1);
    const bbox = String(onSearchArea.mock.calls[0]?.[0]);
    expect(bbox).toMatch(/^-?\d+(\.\d+)?(,-?\d+(\.\d+)?){3}$/);
    const [minLng, minLat, maxLng, maxLat] = bbox.split(',').map(Number);
    expect(minLng).toBeLessThan(maxLng!);
    expect(minLat).toBeLessThan(maxLat!);
    expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
  });

  it('should draw tiles from the configured tile server with OpenStreetMap attribution', async () => {
    stubMapApi(() => answerOf([buildMapPoint()]));
    renderWithProviders(<HostelsMapView />);

    const map = await screen.findByRole('region', { name: 'Map of hostels' });
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tiles\.example\.pk\/15\/\d+\/\d+\.png$/,
    );
    expect(within(map).getByRole('link', { name: 'OpenStreetMap' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/copyright',
    );
  });

  it('should fall back to the OpenStreetMap tile server when the config call fails', async () => {
    stubFetch({
      '/api/config': () =>
        jsonResponse({ success: false, error: 'Down', code: 'SERVICE_UNAVAILABLE' }, 503),
      '/api/hostels/map': () => jsonResponse({ success: true, data: answerOf([buildMapPoint()]) }),
    });
    renderWithProviders(<HostelsMapView />);

    const map = await screen.findByRole('region', { name: 'Map of hostels' });
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/15\//,
    );
  });

  it('should open a popup with the price, gender, coordinates and View details', async () => {
    const hostel = buildMapPoint({
      name: 'Iqbal Boys Hostel',
      city: 'Lahore',
      price_range: '15000',
      lat: 31.52041,
      lng: 74.35872,
    });
    const second = buildMapPoint({
      name: 'Second Hostel',
      price_range: null,
      lat: 31.521,
      lng: 74.359,
    });
    stubMapApi(() => answerOf([hostel, second]));
    const onOpenHostel = vi.fn();
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView onOpenHostel={onOpenHostel} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Iqbal Boys Hostel' }));

    const heading = await screen.findByRole('heading', { name: 'Iqbal Boys Hostel' });
    const popup = heading.parentElement as HTMLElement;
    expect(within(popup).getByText('Lahore')).toBeInTheDocument();
    expect(within(popup).getByText('Rs 15,000 / month')).toBeInTheDocument();
    expect(within(popup).getByText('Boys Hostel')).toBeInTheDocument();
    expect(within(popup).getByText(/31\.52041, 74\.35872/)).toBeInTheDocument();

    await user.click(within(popup).getByRole('button', { name: 'View details' }));
    expect(onOpenHostel).toHaveBeenCalledWith(hostel.id);

    fireEvent.click(screen.getByRole('button', { name: 'Second Hostel' }));
    expect(await screen.findByText('Contact for price')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Iqbal Boys Hostel' })).not.toBeInTheDocument();
  });

  it('should open a popup from the keyboard, and give focus back to the marker on Escape', async () => {
    stubMapApi(() => answerOf([buildMapPoint({ name: 'Iqbal Boys Hostel' }), buildMapPoint()]));
    renderWithProviders(<HostelsMapView onOpenHostel={vi.fn()} />);

    const marker = await screen.findByRole('button', { name: 'Iqbal Boys Hostel' });
    marker.focus();
    fireEvent.keyPress(marker, { key: 'Enter', code: 'Enter', keyCode: 13, charCode: 13 });

    const heading = await screen.findByRole('heading', { name: 'Iqbal Boys Hostel' });
    await waitFor(() => expect(heading).toHaveFocus());

    fireEvent.keyDown(heading, { key: 'Escape' });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Iqbal Boys Hostel' })).not.toBeInTheDocument(),
    );
    expect(marker).toHaveFocus();
  });

  it("should open directions from the user's position in a new tab", async () => {
    stubMapApi(() =>
      answerOf([buildMapPoint({ name: 'Iqbal Boys Hostel', lat: 24.8607, lng: 67.0011 })]),
    );
    const getCurrentPosition = vi.fn(
      (success: PositionCallback, _failure?: PositionErrorCallback, _options?: PositionOptions) =>
        success({
          coords: { latitude: 24.9, longitude: 67.1, accuracy: 20 },
          timestamp: 0,
        } as GeolocationPosition),
    );
    setGeolocation({ getCurrentPosition });
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Iqbal Boys Hostel' }));
    await user.click(await screen.findByRole('button', { name: 'Get Directions' }));

    await waitFor(() =>
      expect(open).toHaveBeenCalledWith(
        'https://www.openstreetmap.org/directions?route=24.9,67.1;24.8607,67.0011',
        '_blank',
        expect.stringContaining('noopener'),
      ),
    );
    expect(getCurrentPosition.mock.calls[0]?.[2]).toMatchObject({
      timeout: 5000,
      maximumAge: 300000,
    });
  });

  it('should open directions to the hostel alone when geolocation is not supported', async () => {
    stubMapApi(() =>
      answerOf([buildMapPoint({ name: 'Iqbal Boys Hostel', lat: 24.8607, lng: 67.0011 })]),
    );
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView />);
    fireEvent.click(await screen.findByRole('button', { name: 'Iqbal Boys Hostel' }));
    await user.click(await screen.findByRole('button', { name: 'Get Directions' }));

    expect(
      await screen.findByText(
        'Geolocation is not supported by this browser. Directions opened without a starting point.',
      ),
    ).toBeInTheDocument();
    expect(open).toHaveBeenCalledWith(
      'https://www.openstreetmap.org/?mlat=24.8607&mlon=67.0011#map=16/24.8607/67.0011',
      '_blank',
      expect.stringContaining('noopener'),
    );
  });

  it("should show 'Failed to load map' with the reason when the map cannot be framed, and Try Again should refetch", async () => {
    let calls = 0;
    stubMapApi(() => {
      calls += 1;
      return calls === 1
        ? jsonResponse(
            {
              success: false,
              error: 'The service is temporarily unavailable.',
              code: 'SERVICE_UNAVAILABLE',
            },
            503,
          )
        : answerOf([buildMapPoint(), buildMapPoint()]);
    });
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView />);

    expect(await screen.findByRole('heading', { name: 'Failed to load map' })).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('2 hostels in this area')).toBeInTheDocument();
  });

  it('should keep the map when the hostels in view fail to load, and Try Again should load them', async () => {
    let fail = true;
    stubMapApi(() =>
      fail
        ? jsonResponse(
            { success: false, error: 'The database is busy.', code: 'SERVICE_UNAVAILABLE' },
            503,
          )
        : answerOf([buildMapPoint({ name: 'Back Again Hostel' })]),
    );
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView filters={{ bbox: '66.9,24.8,67.1,24.95' }} />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not load the hostels in this area. The database is busy.',
    );
    expect(screen.getByRole('region', { name: 'Map of hostels' })).toBeInTheDocument();

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('button', { name: 'Back Again Hostel' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('should say when nothing matches in view, and how to find more', async () => {
    stubMapApi(() => answerOf([]));
    renderWithProviders(<HostelsMapView filters={{ gender_category: 'female' }} />);

    expect(await screen.findByText('No hostels in this area')).toBeInTheDocument();
    expect(screen.getByText('No hostels match your filters in this area.')).toBeInTheDocument();
    expect(screen.getByText('Zoom out, move the map or change the filters.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Map of hostels' })).toBeInTheDocument();
  });
});
