import type { MapPoint } from '@hostelhub/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { renderInUrdu } from '../../../testing/urdu';
import HostelsMapView from '../components/hostels-map-view';

function hostel(id: number, overrides: Partial<MapPoint> = {}): MapPoint {
  return {
    id: `00000000-0000-4000-9000-${String(id).padStart(12, '0')}`,
    lat: 24.86 + id / 1000,
    lng: 67.0 + id / 1000,
    name: `Map Hostel ${id}`,
    city: 'Karachi',
    city_ur: 'کراچی',
    price_range: '12000',
    gender_category: 'male',
    ...overrides,
  };
}

function stubMapApi(data: { hostels: MapPoint[]; clusters?: unknown[]; total: number }) {
  stubFetch({
    '/api/config': () =>
      jsonResponse({
        success: true,
        data: {
          map_tile_url: 'https://tiles.example.pk/{z}/{x}/{y}.png',
          geocoder_url: 'https://geo.example.pk',
        },
      }),
    '/api/hostels/map': () => jsonResponse({ success: true, data: { clusters: [], ...data } }),
  });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Map View in Urdu (issue 24)', () => {
  it('should show the count, the map, its clusters and its legend in Urdu', async () => {
    stubMapApi({
      hostels: [hostel(1), hostel(2, { gender_category: 'female' })],
      clusters: [{ lat: 24.9, lng: 67.05, count: 5, bounds: [67.04, 24.89, 67.06, 24.91] }],
      total: 7,
    });
    await renderInUrdu(<HostelsMapView onSearchArea={() => {}} />);

    expect(
      await screen.findByText('اس علاقے میں 7 ہاسٹل', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    const map = screen.getByRole('region', { name: 'ہاسٹلوں کا نقشہ' });
    expect(
      within(map).getByRole('button', { name: 'یہاں 5 ہاسٹل، قریب کریں' }),
    ).toBeInTheDocument();
    const legend = screen.getByRole('list', { name: 'نقشے کی علامات' });
    expect(within(legend).getByText('بوائز ہاسٹل')).toBeInTheDocument();
    expect(within(legend).getByText('گرلز ہاسٹل')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'قریب کریں' }));
    expect(
      await screen.findByRole('button', { name: 'اس علاقے میں تلاش کریں' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('should say in Urdu when nothing is in view', async () => {
    stubMapApi({ hostels: [], total: 0 });
    await renderInUrdu(<HostelsMapView />);

    expect(
      await screen.findByText('اس علاقے میں کوئی ہاسٹل نہیں', undefined, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('مزید دیکھنے کے لیے نقشہ دور کریں یا اسے کھسکائیں۔'),
    ).toBeInTheDocument();
  });

  it("should name a popup's city in Urdu, and a city without an Urdu name as it is", async () => {
    stubMapApi({
      hostels: [hostel(1), hostel(2, { city: 'Hyderabad', city_ur: null })],
      total: 2,
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
