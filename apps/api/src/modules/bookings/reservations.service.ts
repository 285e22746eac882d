import {
  AppError,
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGES,
  karachiToday,
  LISTING_MESSAGES,
  REGISTER_MESSAGES,
  type CreateReservationValues,
  type Reservation,
  type ReservationActionValues,
  type ReservationStatus,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { BookingStep } from '../notify/booking-events.texts.ts';
import {
  DAY_MS,
  fieldError,
  conflict,
  forbidden,
  reservationNotFound,
  toReservation,
  sideOf,
  expiryFrom,
  roomName,
} from './bookings.logic.ts';
import type { BookingsServiceDeps, ReservationRow, ReservationView } from './bookings.types.ts';

/**
 * Reservations (issue 27; docs/decisions/028): a student asks for a bed in a room; its owner
 * accepts (taking a bed in the same transaction, never above the room's beds: of several
 * acceptances racing for the last bed exactly one succeeds, the others answer 409) or declines,
 * and checks the student out; either side cancels. Every step is one transaction with its
 * notices (notify).
 */
export function createReservationsService({
  bookings,
  notify,
  openChat,
  onRoomsChange,
  now = () => new Date(),
}: BookingsServiceDeps) {
  /** The reservation `id` as `actor` may see it (either side, or an admin); NOT_FOUND otherwise. */
  async function reservationFor(actor: Actor, id: string): Promise<ReservationView> {
    const row = await bookings.findReservation(id);
    if (!row || (actor.role !== 'admin' && !sideOf(actor, row))) throw reservationNotFound();
    return row;
  }

  return {
    /**
     * POST /api/reservations: a student asks for a bed in an approved hostel's room that the
     * owner opened for reservations, is available and has a free bed, from `move_in` (today or
     * later, Pakistan time) for 1 to 12 months. The owner is told (in-app, email, SMS). Throws
     * FORBIDDEN (403) for anyone but a student, NOT_FOUND (404), CONFLICT (409) for a room that
     * takes no requests, is unavailable or full, or while one waits; VALIDATION_ERROR (400).
     */
    async requestReservation(actor: Actor, input: CreateReservationValues): Promise<Reservation> {
      if (actor.role !== 'student') throw forbidden(BOOKING_MESSAGES.studentsOnly);
      const room = await bookings.findRoom(input.room_id);
      if (room?.hostelStatus !== 'approved') {
        throw new AppError('NOT_FOUND', LISTING_MESSAGES.roomNotFound);
      }
      if (!room.acceptsReservations) throw conflict(BOOKING_MESSAGES.notReservable);
      if (!room.isAvailable) throw conflict(BOOKING_MESSAGES.roomUnavailable);
      const at = now();
      const today = karachiToday(at);
      if (input.move_in < today) throw fieldError('move_in', BOOKING_MESSAGES.moveInPast);
      if (input.move_in > karachiToday(new Date(at.getTime() + BOOKING_HORIZON_DAYS * DAY_MS))) {
        throw fieldError('move_in', BOOKING_MESSAGES.tooFarAhead);
      }
      // A bed on notice may be asked for from its free date on (spec decision 24).
      if ((await bookings.freeBedsOn(room.id, input.move_in)) <= 0) {
        throw conflict(BOOKING_MESSAGES.noFreeBed);
      }
      await openChat({
        studentId: actor.id,
        ownerId: room.ownerId,
        hostelId: room.hostelId,
        hostelName: room.hostelName,
      });
      const id = await bookings.transaction(async (queries, tx) => {
        const row = await queries.insertReservation({
          roomId: room.id,
          hostelId: room.hostelId,
          studentId: actor.id,
          ownerId: room.ownerId,
          moveIn: input.move_in,
          months: input.months,
          message: input.message ?? null,
          expiresAt: expiryFrom(at),
        });
        if (!row) throw conflict(BOOKING_MESSAGES.alreadyRequested);
        const view = await queries.findReservation(row.id);
        await notify.tell(tx, room.ownerId, 'reservationRequested', {
          hostel: room.hostelName,
          who: view?.studentName ?? '',
          room: view ? roomName(view) : '',
          moveIn: input.move_in,
          months: input.months,
        });
        await notify.tell(tx, [actor.id, room.ownerId], 'bookingsChanged', {});
        return row.id;
      });
      return toReservation(await reservationFor(actor, id));
    },

    /** GET /api/reservations: the caller's reservations, as student or as owner, newest first. */
    async listReservations(actor: Actor, status?: ReservationStatus): Promise<Reservation[]> {
      return (await bookings.listReservations(actor.id, status)).map(toReservation);
    },

    /** GET /api/reservations/{id}: its student, its owner and admins; anyone else 404. */
    async getReservation(actor: Actor, id: string): Promise<Reservation> {
      return toReservation(await reservationFor(actor, id));
    },

    /**
     * PATCH /api/reservations/{id}: the owner accepts (a bed is taken: 409 when none is left)
     * or declines (with a reason) a requested reservation, or checks the student out of an
     * accepted stay (the bed is freed); either side cancels (an accepted one with a reason,
     * freeing its bed). The other side is told. Throws NOT_FOUND (404) for anyone else,
     * FORBIDDEN (403) when the wrong side acts, CONFLICT (409), VALIDATION_ERROR (400).
     */
    async actOnReservation(
      actor: Actor,
      id: string,
      input: ReservationActionValues,
    ): Promise<Reservation> {
      const roomsChanged = await bookings.transaction(async (queries, tx) => {
        const reservation = await queries.lockReservation(id);
        const side = reservation ? sideOf(actor, reservation) : null;
        if (!reservation || !side) throw reservationNotFound();
        const view = await queries.findReservation(id);
        const reason = input.reason ?? null;
        const other = side === 'student' ? reservation.ownerId : reservation.studentId;
        const tell = (event: BookingStep) =>
          notify.tell(tx, other, event, {
            hostel: view?.hostelName ?? '',
            who: side === 'student' ? (view?.studentName ?? '') : (view?.ownerName ?? ''),
            room: view ? roomName(view) : '',
            moveIn: reservation.moveIn,
            months: reservation.months,
            reason,
          });
        const isOpenStay = (row: ReservationRow) => row.status === 'accepted' && !row.endedAt;
        let changesRooms = false;

        switch (input.action) {
          case 'accept':
          case 'decline': {
            if (side !== 'owner') throw forbidden(BOOKING_MESSAGES.ownerSideOnly);
            if (reservation.status !== 'requested') throw conflict(BOOKING_MESSAGES.notAllowedNow);
            if (input.action === 'decline') {
              if (!reason) throw fieldError('reason', BOOKING_MESSAGES.reasonRequired);
              await queries.updateReservation(id, { status: 'declined', reason, expiresAt: null });
              await tell('reservationDeclined');
              break;
            }
            if (!(await queries.takeBed(reservation.roomId, reservation.moveIn))) {
              throw conflict(BOOKING_MESSAGES.noFreeBed);
            }
            await queries.updateReservation(id, { status: 'accepted', expiresAt: null });
            await queries.refreshOccupancy([reservation.roomId]);
            await tell('reservationAccepted');
            changesRooms = true;
            break;
          }
          case 'cancel': {
            if (reservation.status === 'requested') {
              await queries.updateReservation(id, {
                status: 'cancelled',
                cancelledBy: side,
                reason,
                expiresAt: null,
              });
            } else if (isOpenStay(reservation)) {
              if (!reason) throw fieldError('reason', BOOKING_MESSAGES.reasonRequired);
              await queries.updateReservation(id, {
                status: 'cancelled',
                cancelledBy: side,
                reason,
              });
              await queries.refreshOccupancy([reservation.roomId]);
              changesRooms = true;
            } else throw conflict(BOOKING_MESSAGES.notAllowedNow);
            await tell('reservationCancelled');
            break;
          }
          case 'check_out': {
            if (side !== 'owner') throw forbidden(BOOKING_MESSAGES.ownerSideOnly);
            if (reservation.status === 'moved_in') throw conflict(REGISTER_MESSAGES.useMoveOut);
            if (!isOpenStay(reservation)) throw conflict(BOOKING_MESSAGES.notAllowedNow);
            await queries.updateReservation(id, { endedAt: now() });
            await queries.refreshOccupancy([reservation.roomId]);
            await tell('reservationCheckedOut');
            changesRooms = true;
            break;
          }
        }
        await notify.tell(tx, [reservation.studentId, reservation.ownerId], 'bookingsChanged', {});
        return changesRooms ? reservation.hostelId : null;
      });
      if (roomsChanged) await onRoomsChange([roomsChanged]);
      return toReservation(await reservationFor(actor, id));
    },
  };
}
