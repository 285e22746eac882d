import { karachiToday, type HostelDetail } from '@hostelhub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../lib/auth';
import { buildHostelDetail, buildRoom } from '../../../testing/hostel-detail-factories';
import {
  answerConfirm,
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderAppInUrdu } from '../../../testing/urdu';
import { bookingsText } from '../i18n';
import { addDays } from '../utils/pakistan-time';
import { buildReservation, buildVisit, nextWeekday } from './booking-factories';

/** Issue 27: Request a visit and Reserve a bed on a hostel's page. */

beforeAll(async () => {
  await preloadUrdu(bookingsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const openRoom = buildRoom({
  room_title: 'Garden view',
  accepts_reservations: true,
  current_occupancy: 1,
  max_occupancy: 2,
});
// Available, but its last bed is taken: Occupied, and no reservation.
const fullRoom = buildRoom({
  room_title: 'Corner room',
  accepts_reservations: true,
  current_occupancy: 2,
  max_occupancy: 2,
});
// Open, but the owner takes no reservations for it.
const askRoom = buildRoom({ room_title: 'Quiet room', accepts_reservations: false });

function bookableHostel(overrides: Partial<HostelDetail> = {}): HostelDetail {
  return buildHostelDetail({
    name: 'Iqbal Hostel',
    rules: 'Gates close at 10 pm.',
    deposit_text: 'One month of rent, returned when you leave.',
    visiting_hours: [
      { day: 'wednesday', from: '15:00', to: '17:00' },
      { day: 'monday', from: '16:00', to: '18:00' },
      { day: 'monday', from: '10:00', to: '12:00' },
    ],
    rooms: [openRoom, fullRoom, askRoom],
    ...overrides,
  });
}

function renderHostel(hostel: HostelDetail, authState: AuthState) {
  const fetchMock = stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
    [`/api/enhanced-hostels/${hostel.id}/reviews`]: () =>
      jsonResponse({
        success: true,
        data: {
          reviews: [],
          aggregate: {
            rating_average: null,
            rating_count: 0,
            distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
            criteria: {},
          },
          total: 0,
          page: 1,
          limit: 10,
          total_pages: 0,
        },
      }),
    '/api/users/favorites': () =>
      jsonResponse({ success: true, data: { favorites: [], hostel_ids: [] } }),
    '/api/visits': () => jsonResponse({ success: true, data: buildVisit() }, 201),
    '/api/reservations': () => jsonResponse({ success: true, data: buildReservation() }, 201),
  });
  const result = renderApp({ url: `/hostels/${hostel.id}`, authState });
  return { ...result, fetchMock, user: userEvent.setup() };
}

const posts = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
  fetchMock.mock.calls
    .map(([, init], index) => ({ init, index }))
    .filter(
      ({ init, index }) => init?.method === 'POST' && fetchedUrls(fetchMock)[index]?.endsWith(path),
    )
    .map(({ index }) => fetchedBody(fetchMock, index));

async function expandRooms(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Available Rooms/ }));
}

describe('Visits and reservations on a hostel', () => {
  it('should list the visiting hours and refuse a time outside them before sending', async () => {
    const hostel = bookableHostel();
    const { user, fetchMock } = renderHostel(hostel, authStates.student);

    await user.click(await screen.findByRole('button', { name: 'Request a visit' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Request a visit to Iqbal Hostel' }),
    );
    const hours = within(
      dialog.getByRole('heading', { name: 'Visiting hours (Pakistan time)' }).closest('section')!,
    );
    expect(hours.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Monday',
      'Wednesday',
    ]);
    expect(hours.getAllByRole('definition').map((term) => term.textContent)).toEqual([
      '10:00–12:00, 16:00–18:00',
      '15:00–17:00',
    ]);

    const monday = nextWeekday('monday');
    fireEvent.change(dialog.getByLabelText(/^Date/), { target: { value: monday } });
    expect(dialog.getByText('Monday: 10:00–12:00, 16:00–18:00')).toBeInTheDocument();
    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '13:00' } });
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(
      await dialog.findByText(
        "Choose a time inside the hostel's visiting hours (Pakistan time), shown beside the form.",
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Time/)).toHaveFocus();
    expect(posts(fetchMock, '/api/visits')).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '11:00' } });
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'Coming with my brother.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('Visit requested. You will be told when the owner answers.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock, '/api/visits')).toEqual([
      {
        hostel_id: hostel.id,
        starts_at: `${monday}T11:00:00+05:00`,
        message: 'Coming with my brother.',
      },
    ]);
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Request a visit to Iqbal Hostel' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('should explain that visits are not open when the hostel set no hours', async () => {
    const hostel = bookableHostel({ visiting_hours: [] });
    const { user } = renderHostel(hostel, authStates.student);

    await user.click(await screen.findByRole('button', { name: 'Request a visit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Visits are not open yet' }));
    expect(
      dialog.getByText('This hostel has not set visiting hours yet. Ask the owner in a chat.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Ask in a chat' })).toBeInTheDocument();
  });

  it('should show deposit and rules before a reservation, and send it', async () => {
    const hostel = bookableHostel();
    const { user, fetchMock } = renderHostel(hostel, authStates.student);
    await expandRooms(user);

    // Only the open room that takes reservations offers one; the full one reads Occupied.
    expect(screen.getAllByRole('button', { name: /^Reserve a bed/ })).toHaveLength(1);
    const fullCard = within(
      screen.getByRole('heading', { name: 'Corner room' }).closest('li') as HTMLElement,
    );
    expect(fullCard.getByText('Occupied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reserve a bed in Garden view' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reserve a bed in Garden view' }),
    );
    expect(
      dialog.getByText('Iqbal Hostel, Rs 15,000 / month. The owner has 48 hours to answer.'),
    ).toBeInTheDocument();
    expect(dialog.getByText('One month of rent, returned when you leave.')).toBeInTheDocument();
    expect(dialog.getByText('Gates close at 10 pm.')).toBeInTheDocument();
    expect(
      dialog.getByText('Payment happens at the hostel. Online payment is not offered yet.'),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText(/^Move-in date/)).toHaveAttribute('min', karachiToday());

    const moveIn = addDays(karachiToday(), 10);
    fireEvent.change(dialog.getByLabelText(/^Move-in date/), { target: { value: moveIn } });
    await user.selectOptions(dialog.getByRole('combobox', { name: /For how long/ }), '3 months');
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), 'I study at UET.');
    await user.click(dialog.getByRole('button', { name: 'Send request' }));

    expect(
      await screen.findByText('Reservation requested. You will be told when the owner answers.'),
    ).toBeInTheDocument();
    expect(posts(fetchMock, '/api/reservations')).toEqual([
      { room_id: openRoom.id, move_in: moveIn, months: 3, message: 'I study at UET.' },
    ]);
  });

  it('should refuse a move-in day in the past before sending', async () => {
    const hostel = bookableHostel();
    const { user, fetchMock } = renderHostel(hostel, authStates.student);
    await expandRooms(user);
    await user.click(screen.getByRole('button', { name: 'Reserve a bed in Garden view' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Reserve a bed in Garden view' }),
    );
    fireEvent.change(dialog.getByLabelText(/^Move-in date/), {
      target: { value: addDays(karachiToday(), -1) },
    });
    await user.click(dialog.getByRole('button', { name: 'Send request' }));
    expect(await dialog.findByText('Choose a move-in date from today on.')).toBeInTheDocument();
    expect(posts(fetchMock, '/api/reservations')).toEqual([]);
  });

  it('should ask a guest to log in first and bring them back afterwards', async () => {
    const hostel = bookableHostel();
    const { user, router } = renderHostel(hostel, authStates.signedOut);
    await user.click(await screen.findByRole('button', { name: 'Request a visit' }));
    const question = await answerConfirm(user, 'Log in', 'Go to Login');
    expect(question).toContain('Please login as a student to request a visit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?redirect=${encodeURIComponent(`/hostels/${hostel.id}`)}`,
    );
  });

  it('should not offer visits or reservations to owners', async () => {
    const hostel = bookableHostel();
    const { user } = renderHostel(hostel, authStates.owner);
    await expandRooms(user);
    expect(screen.getByRole('button', { name: 'Contact Hostel' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a visit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reserve a bed/ })).not.toBeInTheDocument();
  });

  it('should offer both in Urdu', async () => {
    const hostel = bookableHostel();
    await renderHostelInUrdu(hostel);
    expect(await screen.findByRole('button', { name: 'وزٹ کی درخواست کریں' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /^دستیاب کمرے/ }));
    expect(
      screen.getByRole('button', { name: '\u2068Garden view\u2069 میں بستر ریزرو کریں' }),
    ).toBeInTheDocument();
  });
});

function renderHostelInUrdu(hostel: HostelDetail) {
  stubFetch({
    [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
    '/api/users/favorites': () =>
      jsonResponse({ success: true, data: { favorites: [], hostel_ids: [] } }),
  });
  return renderAppInUrdu({ url: `/hostels/${hostel.id}`, authState: authStates.student });
}
