import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildHostelDetail,
  buildRoom,
  buildRoomImage,
} from '../../../testing/hostel-detail-factories';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { HostelDetailDialog } from '../components/hostel-detail-dialog';
import { hostelDetailText } from '../i18n';

// The Urdu catalogues load before rendering, so nothing suspends midway through the test.
// The shared texts' Urdu loads before the console is watched: lib/i18n/server-text-ur.ts
// activates its Lingui instance before loading it, and Lingui warns once when the module loads.
beforeAll(async () => {
  await preloadUrdu(hostelDetailText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const loadLocationMap = () =>
  Promise.resolve({ default: ({ name }: { name: string }) => <p>Map of {name}</p> });

describe('HostelDetailDialog in Urdu', () => {
  it('should show the hostel detail in Urdu, right to left, with typed data as typed', async () => {
    const hostel = buildHostelDetail({
      name: 'Iqbal Boys Hostel',
      rooms: [buildRoom({ room_title: null, room_images: [buildRoomImage()] })],
    });
    stubFetch({
      [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
    });
    await renderAppInUrdu({
      url: '/hostels',
      routes: [
        {
          path: '*',
          element: (
            <HostelDetailDialog
              hostelId={hostel.id}
              onClose={() => {}}
              loadLocationMap={loadLocationMap}
            />
          ),
        },
      ],
    });

    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Iqbal Boys Hostel' },
      { timeout: 5000 },
    );
    const view = within(dialog);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(view.getByRole('button', { name: 'نقشہ دکھائیں' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'سفر شروع کریں' })).toBeInTheDocument();
    expect(view.getByRole('heading', { name: 'اس ہاسٹل کے بارے میں' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'دستیاب کمرے (1)' })).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'ہاسٹل سے رابطہ کریں' })).toBeInTheDocument();
    expect(view.queryByText(/Show Map|Contact Hostel|Available Rooms/)).not.toBeInTheDocument();
    // Reference names in Urdu too (issue 24): the city and town, and the facilities.
    // In the header and in the Location section.
    expect(view.getAllByText('لاہور - جوہر ٹاؤن')).toHaveLength(2);
    const facilities = view.getByRole('heading', { name: 'سہولیات' }).parentElement as HTMLElement;
    expect(within(facilities).getByText('وائی فائی')).toBeInTheDocument();
    expect(within(facilities).getByText('لانڈری')).toBeInTheDocument();
    // (The owner's city stays as the owner typed it in their profile.)
    expect(view.queryByText(/Johar Town|WiFi|Laundry/)).not.toBeInTheDocument();
  });
});
