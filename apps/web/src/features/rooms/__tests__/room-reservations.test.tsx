import type { Room } from '@hostelhub/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildRoom } from '../../../testing/hostel-detail-factories';
import {
  fetchedBody,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { HostelRoomsPanel } from '../components/hostel-rooms-panel';
import { roomsText } from '../i18n';

const HOSTEL_ID = 'a3000000-0000-4000-8000-000000000027';

beforeAll(async () => {
  await preloadUrdu(roomsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubRooms(rooms: Room[]) {
  return stubFetch({
    '/api/rooms': (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ success: true, data: buildRoom({ hostel_id: HOSTEL_ID }) }, 201)
        : jsonResponse({ success: true, data: rooms }),
    ...Object.fromEntries(
      rooms.map((room) => [
        `/api/rooms/${room.id}`,
        () => jsonResponse({ success: true, data: room }),
      ]),
    ),
  });
}

const methodIndex = (fetchMock: ReturnType<typeof stubFetch>, method: string) =>
  fetchMock.mock.calls.findIndex(([, init]) => init?.method === method);

// Issue 27: rooms open for reservation requests, and occupancy as students see it.
describe('rooms and reservations', () => {
  it('should show beds taken, Available only with a free bed, and "Takes reservations"', async () => {
    stubRooms([
      buildRoom({
        hostel_id: HOSTEL_ID,
        room_title: 'Full Room',
        max_occupancy: 2,
        current_occupancy: 2,
        is_available: true,
        accepts_reservations: true,
      }),
      buildRoom({
        hostel_id: HOSTEL_ID,
        room_title: 'Open Room',
        max_occupancy: 3,
        current_occupancy: 1,
        is_available: true,
      }),
      buildRoom({
        hostel_id: HOSTEL_ID,
        room_title: 'Single Bed Room',
        max_occupancy: 1,
        current_occupancy: 0,
        is_available: false,
      }),
    ]);
    renderWithProviders(<HostelRoomsPanel hostelId={HOSTEL_ID} canEdit onBack={vi.fn()} />);
    const list = await screen.findByRole('list', { name: 'Rooms' });
    const card = (title: string) =>
      within(list).getByRole('heading', { name: title }).closest('li')!;

    const full = within(card('Full Room'));
    expect(full.getByText('Occupied')).toBeInTheDocument();
    expect(full.getByText('2 of 2 beds taken')).toBeInTheDocument();
    expect(full.getByText('Takes reservations')).toBeInTheDocument();
    expect(full.getByRole('meter', { name: 'Occupancy of Full Room' })).toHaveAttribute(
      'aria-valuetext',
      '2 of 2 beds taken',
    );

    const open = within(card('Open Room'));
    expect(open.getByText('Available')).toBeInTheDocument();
    expect(open.getByText('1 of 3 beds taken')).toBeInTheDocument();
    expect(open.queryByText('Takes reservations')).not.toBeInTheDocument();

    const closed = within(card('Single Bed Room'));
    expect(closed.getByText('Occupied')).toBeInTheDocument();
    expect(closed.getByText('0 of 1 bed taken')).toBeInTheDocument();
  });

  it('should send accepts_reservations with a new room and with an edited one', async () => {
    const user = userEvent.setup();
    const room = buildRoom({
      hostel_id: HOSTEL_ID,
      room_title: 'Corner Room',
      accepts_reservations: true,
    });
    const fetchMock = stubRooms([room]);
    renderWithProviders(<HostelRoomsPanel hostelId={HOSTEL_ID} canEdit onBack={vi.fn()} />);

    await user.click(await screen.findByRole('button', { name: 'Add Room' }));
    const box = screen.getByRole('checkbox', { name: /^Take reservation requests for this room/ });
    expect(box).not.toBeChecked();
    expect(
      screen.getByText(
        'Students can ask to reserve a bed while the room is available and a bed is free; you accept or decline each request.',
      ),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Price per month/), '9000');
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await waitFor(() => expect(methodIndex(fetchMock, 'POST')).toBeGreaterThanOrEqual(0));
    expect(fetchedBody(fetchMock, methodIndex(fetchMock, 'POST'))).toMatchObject({
      hostel_id: HOSTEL_ID,
      price_per_month: 9000,
      accepts_reservations: true,
    });

    await user.click(await screen.findByRole('button', { name: 'Edit Corner Room' }));
    const editBox = screen.getByRole('checkbox', {
      name: /^Take reservation requests for this room/,
    });
    expect(editBox).toBeChecked();
    await user.click(editBox);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(methodIndex(fetchMock, 'PUT')).toBeGreaterThanOrEqual(0));
    expect(fetchedBody(fetchMock, methodIndex(fetchMock, 'PUT'))).toMatchObject({
      room_title: 'Corner Room',
      accepts_reservations: false,
    });
  });

  it('should word the card and the checkbox in Urdu', async () => {
    const user = userEvent.setup();
    stubRooms([
      buildRoom({
        hostel_id: HOSTEL_ID,
        room_title: null,
        room_type: 'triple',
        max_occupancy: 3,
        current_occupancy: 1,
        accepts_reservations: true,
      }),
    ]);
    await renderInUrdu(<HostelRoomsPanel hostelId={HOSTEL_ID} canEdit onBack={() => {}} />);
    const list = await screen.findByRole('list', { name: 'کمرے' }, { timeout: 5000 });
    expect(within(list).getByText('دستیاب')).toBeInTheDocument();
    expect(within(list).getByText('3 میں سے 1 بستر بھرے ہوئے')).toBeInTheDocument();
    expect(within(list).getByText('ریزرویشن لیتا ہے')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'ٹرپل کمرہ میں ترمیم کریں' }));
    expect(
      screen.getByRole('checkbox', { name: /^اس کمرے کے لیے ریزرویشن کی درخواستیں لیں/ }),
    ).toBeChecked();
  });
});
