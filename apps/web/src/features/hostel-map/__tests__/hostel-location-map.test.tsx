import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import HostelLocationMap from '../components/hostel-location-map';
import { MapErrorBoundary } from '../../../components/map-error-boundary';

function stubConfig() {
  return stubFetch({
    '/api/config': () =>
      jsonResponse({
        success: true,
        data: {
          map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
          geocoder_url: 'https://nominatim.openstreetmap.org',
        },
      }),
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('HostelLocationMap', () => {
  it('should show the hostel as one marker on a named map', async () => {
    stubConfig();
    renderWithProviders(
      <HostelLocationMap latitude={31.5204} longitude={74.3587} name="Canal View Hostel" />,
    );

    const map = await screen.findByRole('region', {
      name: 'Map showing the location of Canal View Hostel',
    });
    expect(within(map).getByRole('button', { name: 'Canal View Hostel' })).toBeInTheDocument();
    expect(map.querySelectorAll('.hostel-marker')).toHaveLength(1);
    expect(screen.queryByText(/Distance:/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Get Directions/ })).not.toBeInTheDocument();
  });

  it("should say 'Location data not available for this hostel' for invalid coordinates", async () => {
    stubConfig();
    renderWithProviders(
      <HostelLocationMap latitude={123} longitude={74.3587} name="Lost Hostel" />,
    );

    expect(
      await screen.findByText('Location data not available for this hostel'),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('region', { name: 'Map showing the location of Lost Hostel' }),
    ).not.toBeInTheDocument();
  });

  it('should treat NaN coordinates as unavailable', async () => {
    stubConfig();
    renderWithProviders(
      <HostelLocationMap latitude={Number.NaN} longitude={Number.NaN} name="Lost Hostel" />,
    );
    expect(
      await screen.findByText('Location data not available for this hostel'),
    ).toBeInTheDocument();
  });

  it('should show the route line, the distance and directions from the given origin', async () => {
    stubConfig();
    renderWithProviders(
      <HostelLocationMap
        latitude={24.8607}
        longitude={67.0011}
        name="Clifton Lodge"
        origin={{ lat: 24.9, lng: 67.1 }}
      />,
    );

    const map = await screen.findByRole('region', {
      name: 'Map showing the location of Clifton Lodge',
    });
    expect(within(map).getByRole('button', { name: 'You are here' })).toBeInTheDocument();
    expect(map.querySelector('path[stroke-dasharray="6 8"]')).not.toBeNull();
    // 24.8607,67.0011 to 24.9,67.1 is about 10.9 km in a straight line.
    expect(screen.getByText(/Distance: 10\.\d km/)).toBeInTheDocument();

    const link = screen.getByRole('link', { name: /Get Directions/ });
    expect(link).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/directions?route=24.9,67.1;24.8607,67.0011',
    );
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('should ignore an invalid origin', async () => {
    stubConfig();
    renderWithProviders(
      <HostelLocationMap
        latitude={24.8607}
        longitude={67.0011}
        name="Clifton Lodge"
        origin={{ lat: 240, lng: 67.1 }}
      />,
    );
    await screen.findByRole('region', { name: 'Map showing the location of Clifton Lodge' });
    expect(screen.queryByRole('button', { name: 'You are here' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Distance:/)).not.toBeInTheDocument();
  });
});

describe('MapErrorBoundary', () => {
  it("should replace a crashed map with 'Map Error: {reason}' and let the user try again", async () => {
    // React reports the caught error on the console; that is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    let shouldThrow = true;
    function FlakyMap() {
      if (shouldThrow) throw new Error('Map container is already initialized.');
      return <p>Map drawn</p>;
    }
    const user = userEvent.setup();

    renderWithProviders(
      <MapErrorBoundary>
        <FlakyMap />
      </MapErrorBoundary>,
    );

    expect(
      await screen.findByText('Map Error: Map container is already initialized.'),
    ).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    shouldThrow = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Map drawn')).toBeInTheDocument();
  });
});
