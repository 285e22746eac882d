import type { MapHostel } from '@hostelhub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import HostelsMapView from '../components/hostels-map-view';

let sequence = 0;

function buildMapHostel(overrides: Partial<MapHostel> = {}): MapHostel {
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
    status: 'approved',
    ...overrides,
  };
}

const config = {
  map_tile_url: 'https://tiles.example.pk/{z}/{x}/{y}.png',
  geocoder_url: 'https://geo.example.pk',
};

function stubMapApi(hostels: MapHostel[]) {
  return stubFetch({
    '/api/config': () => jsonResponse({ success: true, data: config }),
    '/api/hostels': () => jsonResponse({ success: true, data: { hostels } }),
  });
}

function setGeolocation(value: unknown) {
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('HostelsMapView', () => {
  it('should show each approved hostel with coordinates as a marker, with the count and legend', async () => {
    const fetchMock = stubMapApi([
      buildMapHostel({ name: 'Iqbal Boys Hostel', gender_category: 'male' }),
      buildMapHostel({ name: 'Fatima Girls Residence', gender_category: 'female' }),
      buildMapHostel({ name: 'Clifton Lodge', gender_category: 'male' }),
    ]);

    renderWithProviders(
      <StrictMode>
        <HostelsMapView />
      </StrictMode>,
    );

    expect(screen.getByRole('status', { name: 'Loading map' })).toBeInTheDocument();
    expect(await screen.findByText('Showing 3 hostels with location data')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map of hostels' });
    expect(within(map).getByRole('button', { name: 'Iqbal Boys Hostel' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Fatima Girls Residence' })).toBeInTheDocument();
    expect(map.querySelectorAll('.hostel-marker--male')).toHaveLength(2);
    expect(map.querySelectorAll('.hostel-marker--female')).toHaveLength(1);
    expect(map.querySelectorAll('.hostel-cluster')).toHaveLength(0);

    const legend = screen.getByRole('list', { name: 'Map legend' });
    expect(within(legend).getByText('Boys Hostel')).toBeInTheDocument();
    expect(within(legend).getByText('Girls Hostel')).toBeInTheDocument();

    const hostelsUrl = fetchedUrls(fetchMock).find((url) => url.includes('/api/hostels'));
    expect(hostelsUrl).toContain('status=approved');
    expect(hostelsUrl).toContain('hasLocation=true');
  });

  it('should leave out hostels whose coordinates are missing or invalid', async () => {
    stubMapApi([
      buildMapHostel({ name: 'Placed Hostel' }),
      buildMapHostel({ name: 'Nowhere Hostel', lat: null, lng: null }),
      buildMapHostel({ name: 'Broken Hostel', lat: 123, lng: 67 }),
    ]);

    renderWithProviders(<HostelsMapView />);

    expect(await screen.findByText('Showing 1 hostel with location data')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nowhere Hostel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Broken Hostel' })).not.toBeInTheDocument();
  });

  it('should draw tiles from the configured tile server with OpenStreetMap attribution', async () => {
    stubMapApi([buildMapHostel()]);
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
      '/api/hostels': () => jsonResponse({ success: true, data: { hostels: [buildMapHostel()] } }),
    });
    renderWithProviders(<HostelsMapView />);

    const map = await screen.findByRole('region', { name: 'Map of hostels' });
    await waitFor(() => expect(map.querySelector('img.leaflet-tile')).not.toBeNull());
    expect(map.querySelector('img.leaflet-tile')?.getAttribute('src')).toMatch(
      /^https:\/\/tile\.openstreetmap\.org\/15\//,
    );
  });

  it('should open a popup with the price, gender, coordinates and View details', async () => {
    const hostel = buildMapHostel({
      name: 'Iqbal Boys Hostel',
      city: 'Lahore',
      price_range: '15000',
      lat: 31.52041,
      lng: 74.35872,
    });
    stubMapApi([hostel, buildMapHostel({ name: 'Second Hostel', price_range: null })]);
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
    stubMapApi([buildMapHostel({ name: 'Iqbal Boys Hostel' }), buildMapHostel()]);
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
    stubMapApi([buildMapHostel({ name: 'Iqbal Boys Hostel', lat: 24.8607, lng: 67.0011 })]);
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
    stubMapApi([buildMapHostel({ name: 'Iqbal Boys Hostel', lat: 24.8607, lng: 67.0011 })]);
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

  it("should show 'Failed to load map' with the reason, and Try Again should refetch", async () => {
    let calls = 0;
    stubFetch({
      '/api/config': () => jsonResponse({ success: true, data: config }),
      '/api/hostels': () => {
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
          : jsonResponse({
              success: true,
              data: { hostels: [buildMapHostel(), buildMapHostel()] },
            });
      },
    });
    const user = userEvent.setup();

    renderWithProviders(<HostelsMapView />);

    expect(await screen.findByRole('heading', { name: 'Failed to load map' })).toBeInTheDocument();
    expect(screen.getByText('The service is temporarily unavailable.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByText('Showing 2 hostels with location data')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('should show an empty state when no hostel has coordinates', async () => {
    stubMapApi([buildMapHostel({ lat: null, lng: null })]);
    renderWithProviders(<HostelsMapView />);
    expect(
      await screen.findByRole('heading', { name: 'No hostels on the map yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Map of hostels' })).not.toBeInTheDocument();
  });

  // StrictMode as in main.tsx: its double mount once sent marker clustering into an endless
  // loop while the tile layer (then the only source of the map's maximum zoom) was away.
  it('should cluster the markers when there are more than 200, without losing or doubling any', async () => {
    const hostels = Array.from({ length: 250 }, (_, index) =>
      buildMapHostel({ lat: 24.8 + (index % 50) / 100, lng: 67 + Math.floor(index / 50) / 100 }),
    );
    stubMapApi(hostels);
    // happy-dom lays nothing out; give the map a size so clusters fall inside its view.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    renderWithProviders(
      <StrictMode>
        <HostelsMapView />
      </StrictMode>,
    );

    expect(await screen.findByText('Showing 250 hostels with location data')).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'Map of hostels' });
    await waitFor(() => expect(map.querySelector('.hostel-cluster')).not.toBeNull());
    const clustered = Array.from(map.querySelectorAll('[data-cluster-count]')).reduce(
      (sum, element) => sum + Number(element.getAttribute('data-cluster-count')),
      0,
    );
    expect(clustered + map.querySelectorAll('.hostel-marker').length).toBe(250);
  });
});
