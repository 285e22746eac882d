import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { componentsText } from '../../../components/i18n';
import { libText, loadNamespace } from '../../../lib/i18n';
import {
  buildHostelDetail,
  buildRoom,
  buildRoomImage,
} from '../../../testing/hostel-detail-factories';
import { jsonResponse, renderApp, stubFetch } from '../../../testing/test-utils';
import { HostelDetailDialog } from '../components/hostel-detail-dialog';
import { hostelDetailText } from '../i18n';

// The Urdu catalogues load before rendering, so nothing suspends midway through the test.
// The shared texts' Urdu loads before the console is watched: lib/i18n/server-text-ur.ts
// activates its Lingui instance before loading it, and Lingui warns once when the module loads.
beforeAll(async () => {
  await Promise.all([
    import('../../../lib/i18n/server-text-ur'),
    loadNamespace(hostelDetailText, 'ur'),
    loadNamespace(libText, 'ur'),
    loadNamespace(componentsText, 'ur'),
  ]);
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
    // An awaited, async act: the components suspend until their Urdu catalogues have loaded,
    // and React retries them only inside such an act.
    await act(async () => {
      renderApp({
        url: '/hostels',
        language: 'ur',
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
      await Promise.resolve();
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
  });
});
