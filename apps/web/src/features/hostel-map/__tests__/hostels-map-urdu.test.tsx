import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, stubFetch } from '../../../testing/test-utils';
import HostelsMapView from '../components/hostels-map-view';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the Map View in Urdu (issue 24)', () => {
  it('should show the count, the map and its legend in Urdu', async () => {
    const hostel = (id: number, gender: 'male' | 'female') => ({
      id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
      lat: 24.86 + id / 1000,
      lng: 67.0 + id / 1000,
      name: `Map Hostel ${id}`,
      city: 'Karachi',
      price_range: '12000',
      gender_category: gender,
      status: 'approved',
    });
    stubFetch({
      '/api/config': () =>
        jsonResponse({
          success: true,
          data: {
            map_tile_url: 'https://tiles.example.pk/{z}/{x}/{y}.png',
            geocoder_url: 'https://geo.example.pk',
          },
        }),
      '/api/hostels': () =>
        jsonResponse({
          success: true,
          data: { hostels: [hostel(1, 'male'), hostel(2, 'female')] },
        }),
    });

    // An awaited, async act: the component suspends until its Urdu catalogue has loaded, and
    // React retries it only inside such an act.
    await act(async () => {
      renderWithProviders(<HostelsMapView />, { language: 'ur' });
      await Promise.resolve();
    });

    expect(
      await screen.findByText('مقام کے ساتھ 2 ہاسٹل دکھائے جا رہے ہیں', undefined, {
        timeout: 5000,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ہاسٹلز کا نقشہ' })).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'نقشے کی علامات' });
    expect(within(legend).getByText('بوائز ہاسٹل')).toBeInTheDocument();
    expect(within(legend).getByText('گرلز ہاسٹل')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'قریب کریں' })).toBeInTheDocument();
  });
});
