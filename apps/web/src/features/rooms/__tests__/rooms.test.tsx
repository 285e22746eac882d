import type { Room, WizardRoomInput } from '@hostelhub/shared';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildHostelSummary } from '../../../testing/factories';
import {
  authStates,
  fetchedBody,
  jsonResponse,
  renderApp,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { HostelRoomsPanel } from '../components/hostel-rooms-panel';
import { WizardRoomsStep } from '../components/wizard-rooms-step';

const HOSTEL_ID = 'a3000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  configure({ asyncUtilTimeout: 4000 });
  await import('../../../app/routes/owner/rooms');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

let sequence = 0;
function buildRoom(overrides: Partial<Room> = {}): Room {
  sequence += 1;
  return {
    id: `b3000000-0000-4000-8000-00000000000${sequence % 10}`,
    hostel_id: HOSTEL_ID,
    room_type: 'double',
    room_title: `Room ${sequence}`,
    description: null,
    price_per_month: 10000,
    price_per_day: null,
    max_occupancy: 2,
    current_occupancy: 1,
    room_size: null,
    floor_number: 1,
    bed_type: 'single',
    attached_bathroom: false,
    ac: false,
    balcony: false,
    wifi: true,
    study_table: false,
    wardrobe: false,
    is_available: true,
    features: [],
    room_images: [],
    ...overrides,
  };
}

const hostel = { ...buildHostelSummary({ id: HOSTEL_ID, name: 'Iqbal Boys Hostel' }) };

function stubRoomsApi(
  rooms: Room[],
  extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {},
) {
  return stubFetch({
    [`/api/enhanced-hostels/${HOSTEL_ID}`]: () =>
      jsonResponse({
        success: true,
        data: {
          ...hostel,
          rules: null,
          contact_phone: null,
          hostel_images: [],
          hostel_mess_info: [],
          mess_info: null,
          rooms,
          owner: null,
          updated_at: hostel.created_at,
        },
      }),
    '/api/rooms': (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse({ success: true, data: buildRoom() }, 201)
        : jsonResponse({ success: true, data: rooms }),
    '/api/enhanced-hostels/owner/my-hostels': () =>
      jsonResponse({ success: true, data: [ownHostel(HOSTEL_ID)] }),
    ...extra,
  });
}

/** A hostel of the signed-in owner's list (GET /api/enhanced-hostels/owner/my-hostels). */
function ownHostel(id: string) {
  return {
    ...buildHostelSummary({ id }),
    contact_phone: null,
    rules: null,
    rejection_reason: null,
    room_count: 0,
    show_owner_contact: false,
    updated_at: hostel.created_at,
  };
}

const ownerState = {
  status: 'signed-in',
  user: { ...authStates.owner.user, owner_approval_status: 'approved' },
} as const;

describe('/owner/rooms/{hostelId}', () => {
  it('should show the four tiles and each room as the spec describes it', async () => {
    const long = 'A'.repeat(120);
    stubRoomsApi([
      buildRoom({
        room_title: null,
        room_type: 'triple',
        price_per_month: 7000,
        price_per_day: 400,
        floor_number: 0,
        description: long,
        ac: true,
        balcony: true,
        features: ['Geyser', 'Fridge', 'Heater'],
      }),
      buildRoom({ room_title: 'Corner Room', price_per_month: 12000, is_available: false }),
    ]);
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });

    expect(
      await screen.findByRole('heading', { name: 'Rooms of Iqbal Boys Hostel', level: 1 }),
    ).toBeInTheDocument();
    const tiles = screen.getAllByRole('definition').map((tile) => tile.textContent);
    expect(tiles.slice(0, 4)).toEqual(['2', '1', '1', 'Rs 7,000']);

    const list = screen.getByRole('list', { name: 'Rooms' });
    expect(within(list).getByRole('heading', { name: 'Triple Room' })).toBeInTheDocument();
    expect(within(list).getByText('Ground')).toBeInTheDocument();
    expect(within(list).getByText('Rs 400 / day')).toBeInTheDocument();
    expect(within(list).getByText(`${'A'.repeat(100)}…`)).toBeInTheDocument();
    // AC, Balcony, WiFi, Geyser shown; Fridge and Heater counted.
    const badges = within(list).getByRole('list', { name: 'Features of Triple Room' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AC', 'Balcony', 'WiFi', 'Geyser', '+2 more']);
    expect(within(list).getByText('Occupied')).toBeInTheDocument();
  });

  it('should offer "Add Your First Room" when there are none, with Starting From Rs 0', async () => {
    stubRoomsApi([]);
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });
    expect(await screen.findByRole('heading', { name: 'No Rooms Yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Your First Room' })).toBeInTheDocument();
    expect(screen.getByText('Rs 0')).toBeInTheDocument();
  });

  it("should show the server's reason and Back to Dashboard when loading fails", async () => {
    stubFetch({
      [`/api/enhanced-hostels/${HOSTEL_ID}`]: () =>
        jsonResponse({ success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' }, 404),
      '/api/rooms': () =>
        jsonResponse({ success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' }, 404),
    });
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });
    expect(await screen.findByText('Hostel not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/owner',
    );
  });

  it('should check a new room with the room rules, then POST it', async () => {
    const fetchMock = stubRoomsApi([buildRoom({ room_title: 'Existing' })]);
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Room' });
    for (const section of [
      'Basic Information',
      'Pricing & Capacity',
      'Room Details',
      'Amenities',
    ]) {
      expect(within(dialog).getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(within(dialog).queryByRole('group', { name: 'Availability' })).not.toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    expect(
      within(dialog).getByText('Room type and monthly price are required'),
    ).toBeInTheDocument();

    await userEvent.type(within(dialog).getByLabelText(/^Price per month/), '9500');
    await userEvent.clear(within(dialog).getByLabelText(/^Current occupancy/));
    await userEvent.type(within(dialog).getByLabelText(/^Current occupancy/), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    expect(
      within(dialog).getByText('Current occupancy cannot be more than max occupancy'),
    ).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Current occupancy/));
    await userEvent.type(within(dialog).getByLabelText(/^Current occupancy/), '0');

    // Custom features: Enter adds, a duplicate is ignored.
    const feature = within(dialog).getByLabelText('Extra features');
    await userEvent.type(feature, 'Geyser{Enter}');
    await userEvent.type(feature, 'geyser{Enter}');
    expect(within(dialog).getAllByText('Geyser')).toHaveLength(1);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Room' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const postIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(fetchedBody(fetchMock, postIndex)).toMatchObject({
      hostel_id: HOSTEL_ID,
      room_type: 'single',
      price_per_month: 9500,
      max_occupancy: 1,
      current_occupancy: 0,
      floor_number: 1,
      wifi: true,
      study_table: true,
      wardrobe: true,
      features: ['Geyser'],
    });
  });

  it('should PUT an edited room and DELETE a room after confirmation', async () => {
    const room = buildRoom({ room_title: 'Corner Room' });
    const fetchMock = stubRoomsApi([room], {
      [`/api/rooms/${room.id}`]: (_url, init) =>
        jsonResponse({
          success: true,
          data: init?.method === 'DELETE' ? { id: room.id, deleted: true } : room,
        }),
    });
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });

    await userEvent.click(await screen.findByRole('button', { name: 'Edit Corner Room' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Room' });
    expect(within(dialog).getByRole('group', { name: 'Availability' })).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/^Price per month/));
    await userEvent.type(within(dialog).getByLabelText(/^Price per month/), '11000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const putIndex = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'PUT');
    expect(fetchedBody(fetchMock, putIndex)).toMatchObject({
      price_per_month: 11000,
      room_title: 'Corner Room',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete Corner Room' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Room' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
  });

  // Issue 22 item 7: another owner's approved hostel loads publicly, and the page offered
  // Add, Edit and Delete (the server refused the saves).
  it("should refuse another owner's hostel with Back to Dashboard and no room actions", async () => {
    stubRoomsApi([buildRoom({ room_title: 'Their Room' })], {
      '/api/enhanced-hostels/owner/my-hostels': () =>
        jsonResponse({ success: true, data: [ownHostel('a3000000-0000-4000-8000-000000000099')] }),
    });
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });
    expect(
      await screen.findByText('You can only manage rooms for your own hostels'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/owner',
    );
    expect(screen.queryByRole('button', { name: /Add Room/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Their Room')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });

  it('should say the same when the server refuses the rooms with a 403', async () => {
    stubRoomsApi([], {
      '/api/rooms': () =>
        jsonResponse(
          {
            success: false,
            error: 'You can only manage rooms for your own hostels',
            code: 'FORBIDDEN',
          },
          403,
        ),
    });
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: ownerState });
    expect(
      await screen.findByText('You can only manage rooms for your own hostels'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Failed to load rooms')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add Room/ })).not.toBeInTheDocument();
  });

  it('should let an admin in and send a student to their own page', async () => {
    stubRoomsApi([]);
    renderApp({ url: `/owner/rooms/${HOSTEL_ID}`, authState: authStates.admin });
    expect(await screen.findByRole('heading', { name: 'No Rooms Yet' })).toBeInTheDocument();

    stubRoomsApi([]);
    const { router } = renderApp({
      url: `/owner/rooms/${HOSTEL_ID}`,
      authState: authStates.student,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/student'));
  });
});

describe('HostelRoomsPanel (the dashboard room manager)', () => {
  it('should only list rooms in view mode, with the photo strip of 5 then "+N more"', async () => {
    const images = Array.from({ length: 7 }, (_, index) => ({
      id: `c3000000-0000-4000-8000-00000000000${index}`,
      image_url: `/uploads/${index}.webp`,
      thumbnail_url: null,
      image_title: `Photo ${index}`,
      image_description: null,
      is_primary: index === 0,
      display_order: index,
    }));
    stubRoomsApi([buildRoom({ room_title: 'Bright Room', room_images: images })]);
    renderWithProviders(<HostelRoomsPanel hostelId={HOSTEL_ID} canEdit={false} onBack={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Room Details (1)' })).toBeInTheDocument();
    const strip = screen.getByRole('list', { name: 'Photos of Bright Room' });
    expect(within(strip).getAllByRole('img')).toHaveLength(5);
    expect(within(strip).getByText('+2 more')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Room' })).not.toBeInTheDocument();
  });

  it('should replace the list with the owner form in edit mode, and go Back to Hostel', async () => {
    stubRoomsApi([buildRoom({ room_title: 'Bright Room' })]);
    const onBack = vi.fn();
    renderWithProviders(<HostelRoomsPanel hostelId={HOSTEL_ID} canEdit onBack={onBack} />);
    expect(await screen.findByRole('heading', { name: 'Manage Rooms (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Bright Room' }));
    expect(screen.getByRole('heading', { name: 'Edit Bright Room' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rooms' })).not.toBeInTheDocument();
    // The owner form: the four owner types, no title, the six amenities.
    const types = within(screen.getByLabelText(/^Room type/)).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Single',
      'Double',
      'Triple',
      'Quad',
    ]);
    expect(screen.queryByLabelText(/^Room title/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Back to Hostel' }));
    expect(onBack).toHaveBeenCalled();
  });
});

describe('WizardRoomsStep', () => {
  function Harness() {
    const [rooms, setRooms] = useState<WizardRoomInput[]>([]);
    return <WizardRoomsStep rooms={rooms} onChange={setRooms} />;
  }

  it('should need a title and a monthly price (decision 13) and sum up the rooms', async () => {
    renderWithProviders(<Harness />);
    const figures = () => screen.getAllByRole('definition').map((figure) => figure.textContent);
    expect(figures()).toEqual(['0', '0', 'Rs 0', 'Rs 0']);

    await userEvent.type(screen.getByLabelText(/^Price per month/), '8000');
    await userEvent.click(screen.getByRole('button', { name: 'Add Room' }));
    expect(screen.getByText('Room title and monthly price are required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Room title/), 'Shared Room');
    await userEvent.clear(screen.getByLabelText(/^Max occupancy/));
    await userEvent.type(screen.getByLabelText(/^Max occupancy/), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add Room' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add Room' }));
    await userEvent.type(screen.getByLabelText(/^Room title/), 'Single Room');
    await userEvent.type(screen.getByLabelText(/^Price per month/), '15000');
    await userEvent.click(screen.getByRole('button', { name: 'Add Room' }));

    expect(figures().slice(0, 4)).toEqual(['2', '4', 'Rs 8,000', 'Rs 15,000']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Shared Room' }));
    expect(figures().slice(0, 4)).toEqual(['1', '1', 'Rs 15,000', 'Rs 15,000']);
  });
});
