import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  fetchedUrls,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { LocationPicker } from '../components/location-picker/location-picker';
import {
  EMPTY_LOCATION,
  type LocationSelection,
} from '../components/location-picker/location-selection';
import { MapPicker, type PickedLocation } from '../components/map-picker/map-picker';
import { reverseGeocode } from '../api/geocode';
import { GULBERG, LAHORE, lookupHandlers, prepareOwnerTests } from './listing-fixtures';

beforeAll(prepareOwnerTests);

afterEach(() => {
  vi.unstubAllGlobals();
});

const UET = {
  id: 'e2000000-0000-4000-8000-000000000001',
  name: 'University of Engineering and Technology',
  city_id: LAHORE.id,
  city: 'Lahore',
};

function PickerHarness({ onConfirm }: { onConfirm: (value: LocationSelection) => void }) {
  const [value, setValue] = useState(EMPTY_LOCATION);
  return (
    <LocationPicker
      value={value}
      onConfirm={(next) => {
        setValue(next);
        onConfirm(next);
      }}
      onClear={() => setValue(EMPTY_LOCATION)}
    />
  );
}

describe('LocationPicker', () => {
  it('should enable Confirm only with a city and a town, then show the summary', async () => {
    const fetchMock = stubFetch(lookupHandlers);
    const onConfirm = vi.fn();
    renderWithProviders(<PickerHarness onConfirm={onConfirm} />);
    const confirm = screen.getByRole('button', { name: 'Confirm Location Selection' });
    expect(confirm).toBeDisabled();
    expect(screen.getByLabelText('Town/Area')).toBeDisabled();

    await userEvent.type(screen.getByLabelText('City'), 'lah');
    await userEvent.click(
      await within(screen.getByRole('list', { name: 'City matches' })).findByRole('button', {
        name: /^Lahore/,
      }),
    );
    expect(confirm).toBeDisabled();
    await userEvent.click(
      await within(await screen.findByRole('list', { name: 'Town/Area matches' })).findByRole(
        'button',
        { name: GULBERG.name },
      ),
    );
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);

    expect(onConfirm).toHaveBeenCalledWith({
      ...EMPTY_LOCATION,
      city_id: LAHORE.id,
      city_name: 'Lahore',
      city_name_ur: 'لاہور',
      town_id: GULBERG.id,
      town_name: 'Gulberg',
      town_name_ur: 'گلبرگ',
    });
    const summary = screen.getByRole('region', { name: 'Selected location' });
    expect(summary).toHaveTextContent('Lahore');
    expect(summary).toHaveTextContent('Gulberg');
    const urls = fetchedUrls(fetchMock);
    expect(urls.some((url) => url.includes('/api/locations/cities?search=lah'))).toBe(true);
    expect(urls.some((url) => url.includes(`city_id=${LAHORE.id}`))).toBe(true);
  });

  it('should need the university too in university mode, and Clear All starts over', async () => {
    stubFetch({
      ...lookupHandlers,
      '/api/locations/universities': () => jsonResponse({ success: true, data: [UET] }),
    });
    const onConfirm = vi.fn();
    renderWithProviders(<PickerHarness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('radio', { name: /By University/ }));
    // Choosing the university brings its city along.
    await userEvent.click(
      await within(await screen.findByRole('list', { name: 'University matches' })).findByRole(
        'button',
        { name: /^University of Engineering/ },
      ),
    );
    expect(screen.getByRole('button', { name: 'Change City' })).toBeInTheDocument();
    const confirm = screen.getByRole('button', { name: 'Confirm Location Selection' });
    expect(confirm).toBeDisabled();
    await userEvent.click(
      await within(await screen.findByRole('list', { name: 'Town/Area matches' })).findByRole(
        'button',
        { name: GULBERG.name },
      ),
    );
    await userEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({
        location_type: 'university',
        university_id: UET.id,
        city_id: LAHORE.id,
        town_id: GULBERG.id,
      }),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(screen.queryByRole('region', { name: 'Selected location' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Town/Area')).toBeDisabled();
  });
});

function MapHarness({ onConfirm }: { onConfirm: (value: PickedLocation) => void }) {
  const [value, setValue] = useState<PickedLocation | null>(null);
  return (
    <MapPicker
      value={value}
      onConfirm={(next) => {
        setValue(next);
        onConfirm(next);
      }}
      onClear={() => setValue(null)}
    />
  );
}

describe('MapPicker', () => {
  it('should refuse to confirm when nothing is picked', async () => {
    stubFetch(lookupHandlers);
    const onConfirm = vi.fn();
    renderWithProviders(<MapHarness onConfirm={onConfirm} />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Confirm Location & Save Coordinates' }),
    );
    expect(screen.getByText('No location selected to confirm.')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('should pick a searched place, confirm it with its address, and clear it with Change Location', async () => {
    stubFetch({
      ...lookupHandlers,
      '/api/geocode/search': () =>
        jsonResponse({
          success: true,
          data: {
            places: [{ lat: 31.5204, lng: 74.3587, address: 'Gulberg III, Lahore', placeId: '9' }],
          },
        }),
      '/api/geocode/reverse': () =>
        jsonResponse({
          success: true,
          data: {
            lat: 31.5204,
            lng: 74.3587,
            address: 'Main Boulevard, Gulberg III, Lahore',
            placeId: '9',
          },
        }),
    });
    const onConfirm = vi.fn();
    renderWithProviders(<MapHarness onConfirm={onConfirm} />);
    await userEvent.type(screen.getByLabelText('Search for a place'), 'Gulberg');
    await userEvent.click(
      await within(await screen.findByRole('list', { name: 'Places found' })).findByRole('button', {
        name: 'Gulberg III, Lahore',
      }),
    );
    expect(await screen.findByText('Main Boulevard, Gulberg III, Lahore')).toBeInTheDocument();
    await userEvent.click(
      screen.getByRole('button', { name: 'Confirm Location & Save Coordinates' }),
    );
    expect(onConfirm).toHaveBeenCalledWith({
      latitude: 31.5204,
      longitude: 74.3587,
      formatted_address: 'Main Boulevard, Gulberg III, Lahore',
    });
    expect(screen.getByText('Location confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change Location' }));
    expect(screen.queryByText('Location confirmed')).not.toBeInTheDocument();
  });

  it('should say when the browser has no geolocation', async () => {
    stubFetch(lookupHandlers);
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
    renderWithProviders(<MapHarness onConfirm={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Current Location' }));
    expect(
      await screen.findByText('Geolocation is not supported by this browser'),
    ).toBeInTheDocument();
  });
});

describe('reverseGeocode', () => {
  it('should fall back to the coordinates as text when the geocoder is unavailable', async () => {
    stubFetch({
      '/api/geocode/reverse': () =>
        jsonResponse(
          { success: false, error: 'geocoder unavailable', code: 'SERVICE_UNAVAILABLE' },
          503,
        ),
    });
    await expect(reverseGeocode(33.6844, 73.0479)).resolves.toEqual({
      lat: 33.6844,
      lng: 73.0479,
      address: '33.684400, 73.047900',
      placeId: null,
    });
  });
});
