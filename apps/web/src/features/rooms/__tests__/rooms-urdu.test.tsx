import type { Room } from '@hostelhub/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoom } from '../../../testing/hostel-detail-factories';
import { jsonResponse, stubFetch } from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelRoomsPanel } from '../components/hostel-rooms-panel';
import { roomsText } from '../i18n';

const HOSTEL_ID = 'a3000000-0000-4000-8000-000000000001';

// The Urdu catalogues load before rendering, so nothing suspends midway through the test.
// The shared texts' Urdu loads before the console is watched: lib/i18n/server-text-ur.ts
// activates its Lingui instance before loading it, and Lingui warns once when the module loads.
beforeAll(async () => {
  await preloadUrdu(roomsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the room manager in Urdu', () => {
  it('should show the rooms, their words and actions in Urdu', async () => {
    const rooms: Room[] = [
      buildRoom({
        hostel_id: HOSTEL_ID,
        room_title: null,
        room_type: 'triple',
        is_available: true,
        ac: true,
      }),
    ];
    stubFetch({ '/api/rooms': () => jsonResponse({ success: true, data: rooms }) });
    await renderInUrdu(<HostelRoomsPanel hostelId={HOSTEL_ID} canEdit onBack={() => {}} />);

    expect(
      await screen.findByRole('heading', { name: 'کمروں کا انتظام (1)' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ہاسٹل پر واپس جائیں' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'کمرہ شامل کریں' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'کمرے' });
    expect(within(list).getByRole('heading', { name: 'ٹرپل کمرہ' })).toBeInTheDocument();
    expect(within(list).getByText('دستیاب')).toBeInTheDocument();
    expect(within(list).getByText('اے سی')).toBeInTheDocument();
    expect(
      within(list).getByRole('button', { name: 'ٹرپل کمرہ میں ترمیم کریں' }),
    ).toBeInTheDocument();
  });
});
