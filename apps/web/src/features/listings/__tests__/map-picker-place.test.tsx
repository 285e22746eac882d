import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import { MapPicker, type PickedLocation } from '../components/map-picker/map-picker';
import type { PickerPlace } from '../hooks/use-picker-area';
import { GULBERG, LAHORE, lookupHandlers } from './listing-fixtures';

/**
 * Issue 22 items 2 and 3: the map picker opens on the chosen town (else city), asks before
 * accepting a pin more than 25 km from the chosen city, and never confirms the coordinates
 * fallback as the address. Leaflet is replaced by a stand-in that shows the centre it was
 * given and picks fixed points, so the picker's own logic is what is tested.
 */

vi.mock('../components/map-picker/picker-map', () => ({
  default: ({
    center,
    zoom,
    onPick,
  }: {
    center: { lat: number; lng: number };
    zoom: number;
    onPick: (point: { lat: number; lng: number }) => void;
  }) => (
    <div data-testid="picker-map" data-center={`${center.lat},${center.lng}`} data-zoom={zoom}>
      <button type="button" onClick={() => onPick({ lat: 31.52, lng: 74.36 })}>
        Pick in Lahore
      </button>
      <button type="button" onClick={() => onPick({ lat: 33.6844, lng: 73.0479 })}>
        Pick in Islamabad
      </button>
    </div>
  ),
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

const LAHORE_CENTRE = { latitude: 31.5204, longitude: 74.3587 };
const GULBERG_CENTRE = { latitude: 31.5102, longitude: 74.3441 };

function stubPlaces(reverse: () => Response = geocoded) {
  return stubFetch({
    ...lookupHandlers,
    '/api/enhanced-hostels/cities': () =>
      jsonResponse({ success: true, data: [{ ...LAHORE, ...LAHORE_CENTRE }] }),
    '/api/enhanced-hostels/towns': () =>
      jsonResponse({ success: true, data: [{ ...GULBERG, ...GULBERG_CENTRE }] }),
    '/api/geocode/reverse': reverse,
  });
}

function geocoded() {
  return jsonResponse({
    success: true,
    data: { lat: 31.52, lng: 74.36, address: 'Main Boulevard, Gulberg III, Lahore', placeId: '9' },
  });
}

function Harness({
  place,
  onConfirm,
}: {
  place: PickerPlace | null;
  onConfirm: (value: PickedLocation) => void;
}) {
  const [value, setValue] = useState<PickedLocation | null>(null);
  return (
    <MapPicker
      value={value}
      place={place}
      onConfirm={(next) => {
        setValue(next);
        onConfirm(next);
      }}
      onClear={() => setValue(null)}
    />
  );
}

const confirmButton = () =>
  screen.getByRole('button', { name: 'Confirm Location & Save Coordinates' });

describe('MapPicker: where it opens (issue 22 item 3)', () => {
  it('should open on the chosen town, closer in', async () => {
    stubPlaces();
    renderWithProviders(
      <Harness place={{ city_id: LAHORE.id, town_id: GULBERG.id }} onConfirm={vi.fn()} />,
    );
    const map = await screen.findByTestId('picker-map');
    await vi.waitFor(() => expect(map).toHaveAttribute('data-center', '31.5102,74.3441'));
    expect(map).toHaveAttribute('data-zoom', '14');
  });

  it('should open on the chosen city when the town has no centre', async () => {
    stubPlaces();
    renderWithProviders(
      <Harness
        place={{ city_id: LAHORE.id, town_id: 'd2000000-0000-4000-8000-0000000000ff' }}
        onConfirm={vi.fn()}
      />,
    );
    const map = await screen.findByTestId('picker-map');
    await vi.waitFor(() => expect(map).toHaveAttribute('data-center', '31.5204,74.3587'));
    expect(map).toHaveAttribute('data-zoom', '12');
  });

  it('should open on Islamabad before a place is chosen', async () => {
    stubPlaces();
    renderWithProviders(<Harness place={null} onConfirm={vi.fn()} />);
    expect(await screen.findByTestId('picker-map')).toHaveAttribute(
      'data-center',
      '33.6844,73.0479',
    );
  });
});

describe('MapPicker: a pin far from the chosen city (issue 22 item 3)', () => {
  it('should ask before accepting a pin more than 25 km away, and let the owner move it', async () => {
    stubPlaces();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Harness place={{ city_id: LAHORE.id, town_id: GULBERG.id }} onConfirm={onConfirm} />,
    );
    const map = await screen.findByTestId('picker-map');
    await vi.waitFor(() => expect(map).toHaveAttribute('data-center', '31.5102,74.3441'));
    await user.click(within(map).getByRole('button', { name: 'Pick in Islamabad' }));
    await user.click(confirmButton());

    const dialog = await screen.findByRole('dialog', { name: 'Check the pin' });
    expect(
      within(dialog).getByText('This pin is more than 25 km from Lahore. Use it anyway?'),
    ).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Move the pin' }));
    expect(screen.queryByRole('dialog', { name: 'Check the pin' })).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();

    await user.click(confirmButton());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check the pin' })).getByRole('button', {
        name: 'Use this pin',
      }),
    );
    expect(onConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ latitude: 33.6844, longitude: 73.0479 }),
    );
  });

  it('should accept a pin near the chosen city at once', async () => {
    stubPlaces();
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <Harness place={{ city_id: LAHORE.id, town_id: GULBERG.id }} onConfirm={onConfirm} />,
    );
    const map = await screen.findByTestId('picker-map');
    await vi.waitFor(() => expect(map).toHaveAttribute('data-center', '31.5102,74.3441'));
    await user.click(within(map).getByRole('button', { name: 'Pick in Lahore' }));
    expect(await screen.findByText('Main Boulevard, Gulberg III, Lahore')).toBeInTheDocument();
    await user.click(confirmButton());
    expect(screen.queryByRole('dialog', { name: 'Check the pin' })).not.toBeInTheDocument();
    expect(onConfirm).toHaveBeenCalledWith({
      latitude: 31.52,
      longitude: 74.36,
      formatted_address: 'Main Boulevard, Gulberg III, Lahore',
    });
  });
});

describe('MapPicker: geocoder unreachable (issue 22 item 2)', () => {
  it('should show the coordinates but confirm no address, so students see the typed one', async () => {
    stubPlaces(() =>
      jsonResponse(
        { success: false, error: 'geocoder unavailable', code: 'SERVICE_UNAVAILABLE' },
        503,
      ),
    );
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<Harness place={null} onConfirm={onConfirm} />);
    await user.click(
      within(await screen.findByTestId('picker-map')).getByRole('button', {
        name: 'Pick in Lahore',
      }),
    );
    const selected = screen.getByRole('region', { name: 'Selected location' });
    expect(await within(selected).findByText('31.520000, 74.360000')).toBeInTheDocument();
    await user.click(confirmButton());

    expect(onConfirm).toHaveBeenCalledWith({
      latitude: 31.52,
      longitude: 74.36,
      formatted_address: '',
    });
    const confirmed = screen.getByRole('region', { name: 'Confirmed map location' });
    expect(
      within(confirmed).getByText(
        'No address was found for this pin: students see the address you typed.',
      ),
    ).toBeInTheDocument();
  });
});
