import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildHostelDetail,
  buildMessInfo,
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

  // Issue 40 item 2: a value that reads left to right is an isolate whether or not it has
  // letters, so it does not turn into "AM - 9:30 AM 7:30", "x 12 ft 13" or "71.46862 ,30.20392".
  it('should keep timings, sizes, coordinates, prices and phones left to right in Urdu', async () => {
    const user = userEvent.setup();
    const mess = buildMessInfo({
      meal_timings: { breakfast: '7:30 AM - 9:30 AM', lunch: '1:00 - 2:00', dinner: '8:00 PM' },
    });
    const hostel = buildHostelDetail({
      name: 'Iqbal Boys Hostel',
      price_range: '14000',
      latitude: 30.20392,
      longitude: 71.46862,
      mess_info: mess,
      hostel_mess_info: [mess],
      rooms: [
        buildRoom({
          room_size: '13 x 12 ft',
          price_per_month: 14000,
          description: 'A spacious room with a study table.',
        }),
      ],
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
    const view = within(
      await screen.findByRole('dialog', { name: 'Iqbal Boys Hostel' }, { timeout: 5000 }),
    );
    /** The element showing exactly `text`, which must read left to right. */
    const leftToRight = (text: string) =>
      expect(view.getByText(text, { normalizer: (shown) => shown.trim() })).toHaveAttribute(
        'dir',
        'ltr',
      );

    // Coordinates (the Location section before its map is loaded).
    leftToRight('30.20392, 71.46862');
    // The hostel's price: only the figure is an isolate, the Urdu "monthly" stays outside it.
    expect(view.getAllByText('\u2066Rs 14,000\u2069 ماہانہ').length).toBeGreaterThan(0);
    // The contact phone.
    leftToRight('0300 1234567');

    await user.click(view.getByRole('button', { name: /میس/ }));
    // Meal timings, with letters or without.
    leftToRight('7:30 AM - 9:30 AM');
    leftToRight('1:00 - 2:00');
    leftToRight('8:00 PM');
    // Free English text takes its own direction (its full stop stays at its end).
    expect(view.getByText(mess.mess_description ?? '')).toHaveAttribute('dir', 'auto');

    await user.click(view.getByRole('button', { name: 'دستیاب کمرے (1)' }));
    // A room's size and its rent.
    leftToRight('13 x 12 ft');
    expect(view.getByText('A spacious room with a study table.')).toHaveAttribute('dir', 'auto');
    expect(view.getAllByText('\u2066Rs 14,000\u2069 ماہانہ').length).toBeGreaterThan(1);
  });
});
