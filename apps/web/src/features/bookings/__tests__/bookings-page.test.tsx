import type { Reservation, Visit } from '@hostelhub/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthState } from '../../../lib/auth';
import { buildHostelDetail } from '../../../testing/hostel-detail-factories';
import {
  answerConfirm,
  authStates,
  fetchedBody,
  fetchedUrls,
  jsonResponse,
  renderApp,
  renderWithProviders,
  stubFetch,
} from '../../../testing/test-utils';
import { preloadUrdu, renderInUrdu } from '../../../testing/urdu';
import { BookingsPage } from '../components/bookings-page';
import { bookingsText } from '../i18n';
import { buildReservation, buildVisit, nextWeekday } from './booking-factories';

/** Issue 27: Visits & reservations, the page of one's requests. */

beforeAll(async () => {
  await preloadUrdu(bookingsText);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

type Handlers = Parameters<typeof stubFetch>[0];

/** Serves the visits and reservations (read at each call) and `extra` routes. */
function stubBookings(
  visits: () => Visit[],
  reservations: () => Reservation[],
  extra: Handlers = {},
) {
  return stubFetch({
    '/api/visits': () => jsonResponse({ success: true, data: visits() }),
    '/api/reservations': () => jsonResponse({ success: true, data: reservations() }),
    ...extra,
  });
}

function renderPage(authState: AuthState, openChat?: (chatId: string) => void) {
  const result = renderWithProviders(<BookingsPage openChat={openChat} />, {
    authState,
    url: '/bookings',
  });
  return { ...result, user: userEvent.setup() };
}

const patches = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls
    .map(([input, init], index) => ({ input, init, index }))
    .filter(({ init }) => init?.method === 'PATCH')
    .map(({ index }) => ({
      url: fetchedUrls(fetchMock)[index] ?? '',
      body: fetchedBody(fetchMock, index),
    }));

async function findCard(listName: string, hostelName: string) {
  const list = await screen.findByRole('list', { name: listName });
  return within(within(list).getByRole('article', { name: hostelName }));
}

describe('Visits & reservations', () => {
  it("should list the owner's visits and reservations in two sections, in Pakistan time", async () => {
    const visit = buildVisit();
    const reservation = buildReservation();
    stubBookings(
      () => [visit],
      () => [reservation],
    );
    renderPage(authStates.owner);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visits & reservations' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Visits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reservations' })).toBeInTheDocument();

    const visitCard = await findCard('Visits', 'Iqbal Hostel');
    expect(visitCard.getByRole('link', { name: 'Iqbal Hostel' })).toHaveAttribute(
      'href',
      `/hostels/${visit.hostel.id}`,
    );
    expect(visitCard.getByText('Student: Ayesha Khan')).toBeInTheDocument();
    expect(visitCard.getByText('Requested')).toBeInTheDocument();
    expect(visitCard.getByText('Mon, 2 Dec 2030, 11:00 am')).toBeInTheDocument();
    expect(visitCard.getByText('I will come with my father.')).toHaveAttribute('dir', 'auto');
    expect(visitCard.getByText('Answer by')).toBeInTheDocument();
    expect(visitCard.getByText('Thu, 28 Nov 2030, 12:00 pm')).toBeInTheDocument();
    expect(visitCard.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accept',
      'Decline',
      'Propose another time',
    ]);

    const reservationCard = await findCard('Reservations', 'Nishat Hostel');
    expect(reservationCard.getByText('Garden view, Rs 15,000 / month')).toBeInTheDocument();
    expect(reservationCard.getByText('1 Jan 2031')).toBeInTheDocument();
    expect(reservationCard.getByText('6 months, until 1 Jul 2031')).toBeInTheDocument();
    expect(reservationCard.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Accept',
      'Decline',
    ]);
  });

  it("should send the owner's answers as PATCH bodies and refresh the lists", async () => {
    const visit = buildVisit();
    const reservation = buildReservation();
    const stay = buildReservation({
      hostel: { id: '20000000-0000-4000-8000-0000000000f1', name: 'Gulberg Residence' },
      status: 'accepted',
      expires_at: null,
    });
    let visits = [visit];
    const fetchMock = stubBookings(
      () => visits,
      () => [reservation, stay],
      {
        [`/api/visits/${visit.id}`]: () => {
          visits = [{ ...visit, status: 'accepted', expires_at: null }];
          return jsonResponse({ success: true, data: visits[0] });
        },
        [`/api/reservations/${reservation.id}`]: () =>
          jsonResponse({ success: true, data: { ...reservation, status: 'accepted' } }),
        [`/api/reservations/${stay.id}`]: () =>
          jsonResponse({ success: true, data: { ...stay, ended_at: new Date().toISOString() } }),
      },
    );
    const { user } = renderPage(authStates.owner);

    const visitCard = await findCard('Visits', 'Iqbal Hostel');
    await user.click(visitCard.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Visit accepted')).toBeInTheDocument();
    // The list is asked again and now offers the calendar file.
    expect(
      await (
        await findCard('Visits', 'Iqbal Hostel')
      ).findByRole('button', {
        name: 'Add to calendar',
      }),
    ).toBeInTheDocument();

    const reservationCard = await findCard('Reservations', 'Nishat Hostel');
    await user.click(reservationCard.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Reservation accepted: a bed is held')).toBeInTheDocument();

    const stayCard = await findCard('Reservations', 'Gulberg Residence');
    await user.click(stayCard.getByRole('button', { name: 'Check out' }));
    const question = await answerConfirm(user, 'Check Ayesha Khan out?', 'Check out');
    expect(question).toContain('The stay ends today and the bed becomes free again.');
    expect(await screen.findByText('Checked out: the bed is free again')).toBeInTheDocument();

    expect(patches(fetchMock)).toEqual([
      {
        url: expect.stringMatching(new RegExp(`/api/visits/${visit.id}$`)),
        body: { action: 'accept' },
      },
      {
        url: expect.stringMatching(new RegExp(`/api/reservations/${reservation.id}$`)),
        body: { action: 'accept' },
      },
      {
        url: expect.stringMatching(new RegExp(`/api/reservations/${stay.id}$`)),
        body: { action: 'check_out' },
      },
    ]);
  });

  it('should require a reason before the owner declines, and send it trimmed', async () => {
    const reservation = buildReservation();
    const fetchMock = stubBookings(
      () => [],
      () => [reservation],
      {
        [`/api/reservations/${reservation.id}`]: () =>
          jsonResponse({ success: true, data: { ...reservation, status: 'declined' } }),
      },
    );
    const { user } = renderPage(authStates.owner);

    const card = await findCard('Reservations', 'Nishat Hostel');
    await user.click(card.getByRole('button', { name: 'Decline' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this reservation?' }));
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(dialog.getByText('Please give a reason')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveFocus();
    expect(patches(fetchMock)).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Full for the term.  ');
    await user.click(dialog.getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Reservation declined')).toBeInTheDocument();
    expect(patches(fetchMock).map(({ body }) => body)).toEqual([
      { action: 'decline', reason: 'Full for the term.' },
    ]);
  });

  it("should propose another time inside the hostel's visiting hours", async () => {
    const visit = buildVisit();
    const hostel = buildHostelDetail({
      id: visit.hostel.id,
      name: 'Iqbal Hostel',
      visiting_hours: [
        { day: 'tuesday', from: '16:00', to: '18:00' },
        { day: 'tuesday', from: '10:00', to: '12:00' },
      ],
    });
    const fetchMock = stubBookings(
      () => [visit],
      () => [],
      {
        [`/api/enhanced-hostels/${hostel.id}`]: () => jsonResponse({ success: true, data: hostel }),
        [`/api/visits/${visit.id}`]: () =>
          jsonResponse({ success: true, data: { ...visit, status: 'proposed' } }),
      },
    );
    const { user } = renderPage(authStates.owner);

    const card = await findCard('Visits', 'Iqbal Hostel');
    await user.click(card.getByRole('button', { name: 'Propose another time' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Propose another time' }));
    expect(await dialog.findByText('Visiting hours (Pakistan time)')).toBeInTheDocument();
    expect(dialog.getByText('Tuesday')).toBeInTheDocument();
    expect(dialog.getByText('10:00–12:00, 16:00–18:00')).toBeInTheDocument();

    // Between the day's two windows: refused before anything is sent.
    const tuesday = nextWeekday('tuesday');
    fireEvent.change(dialog.getByLabelText(/^Date/), { target: { value: tuesday } });
    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '13:00' } });
    await user.click(dialog.getByRole('button', { name: 'Propose time' }));
    expect(
      await dialog.findByText(
        "Choose a time inside the hostel's visiting hours (Pakistan time), shown beside the form.",
      ),
    ).toBeInTheDocument();
    expect(patches(fetchMock)).toEqual([]);

    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '16:30' } });
    await user.click(dialog.getByRole('button', { name: 'Propose time' }));
    expect(
      await screen.findByText('Time proposed. The student is asked to answer.'),
    ).toBeInTheDocument();
    expect(patches(fetchMock).map(({ body }) => body)).toEqual([
      { action: 'propose', starts_at: `${tuesday}T16:30:00+05:00` },
    ]);
  });

  it("should offer the student the proposed time's answer, Open chat, and cancel with a reason", async () => {
    const proposed = buildVisit({
      status: 'proposed',
      proposed_starts_at: '2030-12-03T11:30:00.000Z',
    });
    const stay = buildReservation({ status: 'accepted', expires_at: null });
    const fetchMock = stubBookings(
      () => [proposed],
      () => [stay],
      {
        [`/api/visits/${proposed.id}`]: () =>
          jsonResponse({ success: true, data: { ...proposed, status: 'accepted' } }),
        [`/api/reservations/${stay.id}`]: () =>
          jsonResponse({ success: true, data: { ...stay, status: 'cancelled' } }),
      },
    );
    const openChat = vi.fn();
    const { user } = renderPage(authStates.student, openChat);

    const card = await findCard('Visits', 'Iqbal Hostel');
    expect(card.getByText('Owner: Bilal Ahmed')).toBeInTheDocument();
    expect(card.getByText('New time proposed')).toBeInTheDocument();
    expect(card.getByText('Asked for')).toBeInTheDocument();
    expect(card.getByText('Tue, 3 Dec 2030, 4:30 pm')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Open chat' }));
    expect(openChat).toHaveBeenCalledWith(proposed.chat_id);
    await user.click(card.getByRole('button', { name: 'Accept new time' }));
    expect(await screen.findByText('New time accepted: the visit is agreed')).toBeInTheDocument();

    // An accepted stay is cancelled only with a reason.
    const stayCard = await findCard('Reservations', 'Nishat Hostel');
    await user.click(stayCard.getByRole('button', { name: 'Cancel reservation' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this reservation?' }));
    expect(dialog.getByText('The bed becomes free again.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel reservation' }));
    expect(dialog.getByText('Please give a reason')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'I found a room nearer.');
    await user.click(dialog.getByRole('button', { name: 'Cancel reservation' }));
    expect(await screen.findByText('Reservation cancelled')).toBeInTheDocument();

    expect(patches(fetchMock).map(({ body }) => body)).toEqual([
      { action: 'accept' },
      { action: 'cancel', reason: 'I found a room nearer.' },
    ]);
  });

  it('should filter each section by status and say when nothing matches', async () => {
    const fetchMock = stubBookings(
      () => [],
      () => [],
    );
    const { user } = renderPage(authStates.student);

    expect(
      await screen.findByText('No visits yet. Open a hostel and choose Request a visit.'),
    ).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show visits' }), 'Accepted');
    expect(await screen.findByText('No visits with this status.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchedUrls(fetchMock).some((url) => url.endsWith('/api/visits?status=accepted')),
      ).toBe(true),
    );
    expect(
      screen.getByText(
        'No reservations yet. Open a hostel and choose Reserve a bed on an available room.',
      ),
    ).toBeInTheDocument();
  });

  it('should say when a list failed to load, with Try Again', async () => {
    stubBookings(
      () => [],
      () => [],
      {
        '/api/visits': () =>
          jsonResponse({ success: false, error: 'Database unavailable', code: 'INTERNAL' }, 503),
      },
    );
    renderPage(authStates.owner);
    expect(
      await screen.findByRole('heading', { name: 'Failed to load visits' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('should be linked from the account menu and open for students at /bookings', async () => {
    stubBookings(
      () => [buildVisit()],
      () => [],
    );
    const user = userEvent.setup();
    renderApp({ url: '/', authState: authStates.student });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Ayesha Khan' }));
    await user.click(screen.getByRole('link', { name: 'Visits & reservations' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visits & reservations' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Iqbal Hostel' })).toBeInTheDocument();
  });

  it('should render in Urdu, right to left', async () => {
    stubBookings(
      () => [buildVisit()],
      () => [buildReservation()],
    );
    await renderInUrdu(<BookingsPage />, { authState: authStates.owner, url: '/bookings' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'وزٹ اور ریزرویشنز' }),
    ).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'وزٹ' });
    const card = within(within(list).getByRole('article', { name: 'Iqbal Hostel' }));
    expect(card.getByText('درخواست بھیجی گئی')).toBeInTheDocument();
    expect(card.getByText('طالب علم: \u2068Ayesha Khan\u2069')).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'منظور کریں' })).toBeInTheDocument();
    expect(screen.getByText('6 مہینے، 1 جولائی، 2031 تک')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
