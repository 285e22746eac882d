import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../lib/auth';
import {
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { registerText } from '../i18n';
import {
  buildBed,
  buildRegisterHostel,
  buildResident,
  buildRoomBeds,
  buildStaffMember,
  HOSTEL_ID,
} from './register-factories';

/** Issue 44 item 7: a hostel's register, its bed map, residents and staff. */

beforeAll(async () => {
  await preloadUrdu(registerText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const ali = buildResident({ full_name: 'Ali Raza' });
const freeBed = buildBed({ label: 'B', state: 'free' });
const room = buildRoomBeds({
  room_title: 'Garden view',
  beds: [
    buildBed({ label: 'A', state: 'occupied', resident: { id: ali.id, full_name: 'Ali Raza' } }),
    freeBed,
  ],
});
const markedBed = buildBed({ label: 'C', state: 'marked_taken', marked_taken: true });
const leavingRoom = buildRoomBeds({
  room_title: 'Corner room',
  max_occupancy: 3,
  current_occupancy: 3,
  beds: [
    buildBed({
      label: 'A',
      state: 'on_notice',
      resident: { id: ali.id, full_name: 'Sara Khan' },
      free_from: '2030-10-01',
    }),
    buildBed({
      label: 'B',
      state: 'reserved',
      reservation: { id: ali.id, student_name: 'Hina Noor', move_in: '2030-10-05' },
    }),
    markedBed,
  ],
});

function renderRegister(authState: AuthState, hostels = [buildRegisterHostel()], extra = {}) {
  const fetchMock = stubFetch({
    '/api/users/me/register-hostels': () => jsonResponse({ success: true, data: hostels }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/beds`]: () =>
      jsonResponse({ success: true, data: [room, leavingRoom] }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/residents`]: (_url, init) =>
      init?.method === 'POST'
        ? jsonResponse(
            {
              success: false,
              error: 'Validation failed',
              code: 'VALIDATION_ERROR',
              details: [{ field: 'phone', message: 'Please enter a valid phone number' }],
            },
            400,
          )
        : jsonResponse({ success: true, data: [ali] }),
    [`/api/enhanced-hostels/${HOSTEL_ID}/staff`]: () =>
      jsonResponse({
        success: true,
        data: [
          buildStaffMember({ user: { id: ali.id, full_name: 'Bilal Warden' } }),
          buildStaffMember({
            email: 'manager@example.pk',
            role: 'manager',
            user: null,
            status: 'invited',
            expires_at: '2030-09-08T07:00:00.000Z',
          }),
        ],
      }),
    ...extra,
  });
  const url = hostels.length > 0 ? `/register/${HOSTEL_ID}` : '/register';
  const result = renderApp({ url, authState });
  return { ...result, fetchMock, user: userEvent.setup() };
}

describe('The register page', () => {
  it('should clear a "taken (no record)" mark, so the bed is free again', async () => {
    const { user, fetchMock } = renderRegister(authStates.owner, undefined, {
      [`/api/beds/${markedBed.id}`]: () =>
        jsonResponse({ success: true, data: [room, leavingRoom] }),
    });

    await user.click(await screen.findByRole('button', { name: 'Bed C: mark free' }));

    await screen.findByText('Bed C is free now.');
    const index = fetchedUrls(fetchMock).indexOf(`/api/beds/${markedBed.id}`);
    expect(fetchMock.mock.calls[index]?.[1]?.method).toBe('PATCH');
    expect(fetchedBody(fetchMock, index)).toEqual({ marked_taken: false });
  });

  it("should save the residents' CSV as the API writes it", async () => {
    const csv = '\ufeffFull name,Phone\nAli Raza,+923001234567\n';
    const saved = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:residents';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: saved, revokeObjectURL: vi.fn() }));
    const { user, fetchMock } = renderRegister(authStates.owner, undefined, {
      [`/api/enhanced-hostels/${HOSTEL_ID}/residents.csv`]: () =>
        new Response(csv, { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
    });

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    expect(await saved.mock.calls[0]![0].text()).toBe(csv);
    expect(fetchedUrls(fetchMock)).toContain(
      `/api/enhanced-hostels/${HOSTEL_ID}/residents.csv?status=all`,
    );
  });

  it('should show each bed with an icon and a word for its state, and who is in it', async () => {
    renderRegister(authStates.owner);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register: Iqbal Hostel' }),
    ).toBeInTheDocument();
    const legend = within(screen.getByRole('list', { name: "What the beds' marks mean" }));
    expect(legend.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Free',
      'Occupied',
      'Reserved',
      'On notice',
      'Taken (no record)',
    ]);
    const corner = within(await screen.findByRole('list', { name: 'Beds of Corner room' }));
    expect(corner.getByRole('link', { name: /Sara Khan/ })).toHaveTextContent(
      'Bed AOn noticeSara KhanFree from 1 Oct 2030',
    );
    expect(corner.getAllByRole('listitem')[1]).toHaveTextContent(
      'Bed BReservedHina Noor, moving in 5 Oct 2030',
    );
    expect(corner.getAllByRole('listitem')[2]).toHaveTextContent('Bed CTaken (no record)');
    expect(screen.getByText('3 of 3 beds in use')).toBeInTheDocument();
  });

  it('should open Add resident on a free bed and show the API field errors at their fields', async () => {
    const { user, fetchMock } = renderRegister(authStates.owner);
    await user.click(await screen.findByRole('button', { name: 'Bed B, free: add a resident' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add resident' }));
    expect(dialog.getByLabelText('Room*')).toHaveValue(room.room_id);
    expect(dialog.getByLabelText('Bed')).toHaveValue(freeBed.id);

    await user.click(dialog.getByRole('button', { name: 'Add resident' }));
    expect(await dialog.findByText('Full name is required')).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Full name*'), 'Usman Tariq');
    await user.type(dialog.getByLabelText('Phone*'), '0300 1234567');
    await user.click(dialog.getByRole('button', { name: 'Add resident' }));

    await waitFor(() =>
      expect(dialog.getByLabelText('Phone*')).toHaveAccessibleDescription(
        /Please enter a valid phone number/,
      ),
    );
    const index = fetchedUrls(fetchMock).findLastIndex((url) => url.endsWith('/residents'));
    expect(fetchedBody(fetchMock, index)).toMatchObject({
      full_name: 'Usman Tariq',
      phone: '0300 1234567',
      room_id: room.room_id,
      bed_id: freeBed.id,
    });
  });

  it('should list the staff and pending invitations to the owner', async () => {
    renderRegister(authStates.owner);
    const staff = within(await screen.findByRole('list', { name: 'Staff and invitations' }));
    expect(staff.getByText('Bilal Warden')).toBeInTheDocument();
    expect(staff.getByText('Invitation waiting until 8 Sept 2030')).toBeInTheDocument();
    expect(staff.getByRole('button', { name: 'Remove manager@example.pk' })).toBeInTheDocument();
  });

  it('should show a staff member their hostel without the staff panel', async () => {
    renderRegister(authStates.student, [buildRegisterHostel({ role: 'warden' })]);
    expect(await screen.findByRole('list', { name: 'Residents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Staff' })).not.toBeInTheDocument();
  });

  it('should tell a student on no hostel staff that there is no register', async () => {
    renderRegister(authStates.student, []);
    expect(await screen.findByText('No register to show')).toBeInTheDocument();
  });

  it('should read in Urdu with phone numbers left to right', async () => {
    stubFetch({
      '/api/users/me/register-hostels': () =>
        jsonResponse({ success: true, data: [buildRegisterHostel()] }),
      [`/api/enhanced-hostels/${HOSTEL_ID}/beds`]: () =>
        jsonResponse({ success: true, data: [room] }),
      [`/api/enhanced-hostels/${HOSTEL_ID}/residents`]: () =>
        jsonResponse({ success: true, data: [ali] }),
      [`/api/enhanced-hostels/${HOSTEL_ID}/staff`]: () => jsonResponse({ success: true, data: [] }),
    });
    await renderAppInUrdu({ url: `/register/${HOSTEL_ID}`, authState: authStates.owner });
    expect(await screen.findByRole('heading', { level: 2, name: 'بستر' })).toBeInTheDocument();
    const phone = await screen.findByText('0300 1234567');
    expect(phone).toHaveAttribute('dir', 'ltr');
  });
});
