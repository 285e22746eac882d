import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
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
      city_ur: 'کراچی',
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
    await renderInUrdu(<HostelsMapView />);

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

  it("should name a popup's city in Urdu, and a city without an Urdu name as it is", async () => {
    const hostel = (id: number, city: string, city_ur: string | null) => ({
      id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
      lat: 24.86 + id / 1000,
      lng: 67.0 + id / 1000,
      name: `Map Hostel ${id}`,
      city,
      city_ur,
      price_range: '12000',
      gender_category: 'male',
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
          data: { hostels: [hostel(1, 'Karachi', 'کراچی'), hostel(2, 'Hyderabad', null)] },
        }),
    });
    await renderInUrdu(<HostelsMapView onOpenHostel={() => {}} />);

    fireEvent.click(await screen.findByRole('button', { name: 'Map Hostel 1' }, { timeout: 5000 }));
    const first = (await screen.findByRole('heading', { name: 'Map Hostel 1' })).parentElement;
    expect(await within(first as HTMLElement).findByText('کراچی')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Map Hostel 2' }));
    const second = (await screen.findByRole('heading', { name: 'Map Hostel 2' })).parentElement;
    expect(within(second as HTMLElement).getByText('Hyderabad')).toBeInTheDocument();
  });
});
