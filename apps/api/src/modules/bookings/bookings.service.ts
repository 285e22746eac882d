import {
  AppError,
  BOOKING_HORIZON_DAYS,
  BOOKING_MESSAGES,
  isWithinVisitingHours,
  karachiToday,
  LISTING_MESSAGES,
  MESSAGES,
  REQUEST_ANSWER_HOURS,
  VISIT_LENGTH_MINUTES,
  VISIT_REMINDER_MS,
  type BookingSettings,
  type CreateReservationValues,
  type CreateVisitValues,
  type Reservation,
  type ReservationActionValues,
  type ReservationStatus,
  type Visit,
  type VisitActionValues,
  type VisitingWindow,
  type VisitStatus,
} from '@hostelhub/shared';
import { createEvent } from 'ics';
import type { Actor } from '../../lib/actor.ts';
import { assertManagesHostel } from '../../lib/listing-access.ts';
import type { Notify } from '../notify/notify.service.ts';
import type { BookingStep } from '../notify/booking-events.texts.ts';
import type {
  BookingsRepository,
  ReservationRow,
  ReservationView,
  VisitRow,
  VisitView,
} from './bookings.repository.ts';

/** What visits and reservations need. */
export interface BookingsServiceDeps {
  bookings: BookingsRepository;
  /** Tells each side of a request what changed (issue 43 item 2). */
  notify: Pick<Notify, 'tell'>;
  /** Opens (or finds) the student's chat about the hostel, which every request links to. */
  openChat: (values: {
    studentId: string;
    ownerId: string;
    hostelId: string;
    hostelName: string;
  }) => Promise<unknown>;
  /**
   * Called after a bed is taken or freed, with the hostels whose rooms changed: drops what the
   * public browse cache showed of them (issue 28).
   */
  onRoomsChange: (hostelIds: readonly string[]) => Promise<void>;
  /** The clock (tests control it). */
  now?: () => Date;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

const fieldError = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, [{ field, message }]);
const conflict = (message: string) => new AppError('CONFLICT', message);
const forbidden = (message: string) => new AppError('FORBIDDEN', message);
const visitNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.visitNotFound);
const reservationNotFound = () => new AppError('NOT_FOUND', BOOKING_MESSAGES.reservationNotFound);

/** The visit in the API's shape (VisitSchema). */
function toVisit(row: VisitView): Visit {
  return {
    id: row.id,
    hostel: { id: row.hostelId, name: row.hostelName },
    student: { id: row.studentId, full_name: row.studentName },
    owner: { id: row.ownerId, full_name: row.ownerName },
    starts_at: row.startsAt.toISOString(),
    proposed_starts_at: row.proposedStartsAt?.toISOString() ?? null,
    message: row.message,
    status: row.status,
    reason: row.reason,
    cancelled_by: row.cancelledBy,
    expires_at: row.expiresAt?.toISOString() ?? null,
    chat_id: row.chatId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** `YYYY-MM-DD` plus `months` calendar months (the day a stay ends). */
function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const end = new Date(Date.UTC(year, month - 1 + months, date));
  return end.toISOString().slice(0, 10);
}

/** The reservation in the API's shape (ReservationSchema). */
function toReservation(row: ReservationView): Reservation {
  return {
    id: row.id,
    hostel: { id: row.hostelId, name: row.hostelName },
    room: {
      id: row.roomId,
      room_title: row.roomTitle,
      room_type: row.roomType,
      price_per_month: row.pricePerMonth,
    },
    student: { id: row.studentId, full_name: row.studentName },
    owner: { id: row.ownerId, full_name: row.ownerName },
    move_in: row.moveIn,
    months: row.months,
    ends_on: addMonths(row.moveIn, row.months),
    message: row.message,
    status: row.status,
    reason: row.reason,
    cancelled_by: row.cancelledBy,
    ended_at: row.endedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    chat_id: row.chatId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Which side of a request the caller is on, or null when they are not in it. */
function sideOf(actor: Actor, row: { studentId: string; ownerId: string }) {
  if (actor.id === row.studentId) return 'student' as const;
  if (actor.id === row.ownerId) return 'owner' as const;
  return null;
}

/**
 * Visits and reservations (issue 27; docs/decisions/028). Students ask; the hostel's owner
 * answers; either side cancels; every step is one transaction with its notices. Accepting a
 * reservation takes a bed in the same transaction, never above the room's beds: of several
 * acceptances racing for the last bed exactly one succeeds, the others answer 409.
 */
export function createBookingsService({
  bookings,
  notify,
  openChat,
  onRoomsChange,
  now = () => new Date(),
}: BookingsServiceDeps) {
  /** When a waiting request lapses: 48 hours on, or at `startsAt` if sooner. */
  const expiryFrom = (at: Date, startsAt?: Date) => {
    const limit = new Date(at.getTime() + REQUEST_ANSWER_HOURS * HOUR_MS);
    return startsAt && startsAt < limit ? startsAt : limit;
  };

  /** A visit time must be ahead, within the horizon and inside the hostel's hours. */
  function checkVisitTime(startsAt: Date, hours: readonly VisitingWindow[], field: string) {
    const at = now();
    if (startsAt.getTime() <= at.getTime()) throw fieldError(field, BOOKING_MESSAGES.visitInPast);
    if (startsAt.getTime() > at.getTime() + BOOKING_HORIZON_DAYS * DAY_MS) {
      throw fieldError(field, BOOKING_MESSAGES.tooFarAhead);
    }
    if (hours.length === 0) throw fieldError(field, BOOKING_MESSAGES.noVisitingHours);
    if (!isWithinVisitingHours(startsAt, hours)) {
      throw fieldError(field, BOOKING_MESSAGES.outsideVisitingHours);
    }
  }

  async function visitFor(actor: Actor, id: string): Promise<VisitView> {
    const row = await bookings.findVisit(id);
    if (!row || (actor.role !== 'admin' && !sideOf(actor, row))) throw visitNotFound();
    return row;
  }

  async function reservationFor(actor: Actor, id: string): Promise<ReservationView> {
    const row = await bookings.findReservation(id);
    if (!row || (actor.role !== 'admin' && !sideOf(actor, row))) throw reservationNotFound();
    return row;
  }

  const roomName = (row: { roomTitle: string | null; roomType: string }) =>
    row.roomTitle ?? row.roomType;

  return {
    /**
     * POST /api/visits: a student asks to visit an approved hostel at `starts_at`, inside its
     * visiting hours (Pakistan time). The owner is told (in-app, email, SMS). Throws FORBIDDEN
     * (403) for anyone but a student, HOSTEL_NOT_FOUND (404), VALIDATION_ERROR (400) for a time
     * in the past, too far ahead or outside the hours, CONFLICT (409) while one waits.
     */
    async requestVisit(actor: Actor, input: CreateVisitValues): Promise<Visit> {
      if (actor.role !== 'student') throw forbidden(BOOKING_MESSAGES.studentsOnly);
      const hostel = await bookings.findHostel(input.hostel_id);
      if (hostel?.status !== 'approved') {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      const startsAt = new Date(input.starts_at);
      checkVisitTime(startsAt, hostel.visitingHours, 'starts_at');
      await openChat({
        studentId: actor.id,
        ownerId: hostel.ownerId,
        hostelId: hostel.id,
        hostelName: hostel.name,
      });
      const id = await bookings.transaction(async (queries, tx) => {
        const row = await queries.insertVisit({
          hostelId: hostel.id,
          studentId: actor.id,
          ownerId: hostel.ownerId,
          startsAt,
          message: input.message ?? null,
          expiresAt: expiryFrom(now(), startsAt),
        });
        if (!row) throw conflict(BOOKING_MESSAGES.alreadyRequested);
        const student = await queries.personName(actor.id);
        await notify.tell(tx, hostel.ownerId, 'visitRequested', {
          hostel: hostel.name,
          who: student,
          when: startsAt,
        });
        await notify.tell(tx, [actor.id, hostel.ownerId], 'bookingsChanged', {});
        return row.id;
      });
      return toVisit(await visitFor(actor, id));
    },

    /** GET /api/visits: the caller's visits, as student or as owner, newest first. */
    async listVisits(actor: Actor, status?: VisitStatus): Promise<Visit[]> {
      return (await bookings.listVisits(actor.id, status)).map(toVisit);
    },

    /** GET /api/visits/{id}: its student, its owner and admins; anyone else 404. */
    async getVisit(actor: Actor, id: string): Promise<Visit> {
      return toVisit(await visitFor(actor, id));
    },

    /**
     * PATCH /api/visits/{id}: the owner accepts, declines or proposes another time for a
     * requested visit; the student accepts or declines a proposed time; either cancels before
     * the visit starts. The other side is told. Throws NOT_FOUND (404) for anyone else,
     * FORBIDDEN (403) when the wrong side acts, CONFLICT (409) when the visit no longer allows
     * it, VALIDATION_ERROR (400) for a proposed time outside the hours.
     */
    async actOnVisit(actor: Actor, id: string, input: VisitActionValues): Promise<Visit> {
      await bookings.transaction(async (queries, tx) => {
        const visit = await queries.lockVisit(id);
        const side = visit ? sideOf(actor, visit) : null;
        if (!visit || !side) throw visitNotFound();
        const at = now();
        const hostel = await queries.findHostel(visit.hostelId);
        const hostelName = hostel?.name ?? '';
        const who = await queries.personName(actor.id);
        const other = side === 'student' ? visit.ownerId : visit.studentId;
        const reason = input.reason ?? null;
        const tell = (event: BookingStep, when: Date) =>
          notify.tell(tx, other, event, {
            hostel: hostelName,
            who,
            when,
            reason,
          });
        const waiting: VisitRow['status'][] = ['requested', 'proposed'];

        switch (input.action) {
          case 'accept':
          case 'decline': {
            const accepting = input.action === 'accept';
            if (visit.status === 'requested') {
              if (side !== 'owner') throw forbidden(BOOKING_MESSAGES.ownerSideOnly);
              if (visit.startsAt <= at) throw conflict(BOOKING_MESSAGES.visitStarted);
              await queries.updateVisit(id, {
                status: accepting ? 'accepted' : 'declined',
                expiresAt: null,
                reason: accepting ? null : reason,
              });
              await tell(accepting ? 'visitAccepted' : 'visitDeclined', visit.startsAt);
            } else if (visit.status === 'proposed' && visit.proposedStartsAt) {
              if (side !== 'student') throw forbidden(BOOKING_MESSAGES.studentSideOnly);
              if (visit.proposedStartsAt <= at) throw conflict(BOOKING_MESSAGES.visitStarted);
              await queries.updateVisit(id, {
                status: accepting ? 'accepted' : 'declined',
                startsAt: accepting ? visit.proposedStartsAt : visit.startsAt,
                proposedStartsAt: null,
                expiresAt: null,
                reason: accepting ? null : reason,
              });
              await tell(
                accepting ? 'visitProposalAccepted' : 'visitProposalDeclined',
                visit.proposedStartsAt,
              );
            } else throw conflict(BOOKING_MESSAGES.notAllowedNow);
            break;
          }
          case 'propose': {
            if (side !== 'owner') throw forbidden(BOOKING_MESSAGES.ownerSideOnly);
            if (!waiting.includes(visit.status)) throw conflict(BOOKING_MESSAGES.notAllowedNow);
            const proposed = new Date(input.starts_at ?? '');
            checkVisitTime(proposed, hostel?.visitingHours ?? [], 'starts_at');
            await queries.updateVisit(id, {
              status: 'proposed',
              proposedStartsAt: proposed,
              expiresAt: expiryFrom(at, proposed),
              reason: null,
            });
            await tell('visitProposed', proposed);
            break;
          }
          case 'cancel': {
            const open: VisitRow['status'][] = [...waiting, 'accepted'];
            if (!open.includes(visit.status)) throw conflict(BOOKING_MESSAGES.notAllowedNow);
            if (visit.status === 'accepted' && visit.startsAt <= at) {
              throw conflict(BOOKING_MESSAGES.visitStarted);
            }
            await queries.updateVisit(id, {
              status: 'cancelled',
              cancelledBy: side,
              proposedStartsAt: null,
              expiresAt: null,
              reason,
            });
            await tell('visitCancelled', visit.startsAt);
            break;
          }
        }
        await notify.tell(tx, [visit.studentId, visit.ownerId], 'bookingsChanged', {});
      });
      return toVisit(await visitFor(actor, id));
    },

    /**
     * GET /api/visits/{id}/calendar.ics: an accepted visit as an iCalendar event (30 minutes,
     * at the hostel). Throws NOT_FOUND (404) for anyone outside it, CONFLICT (409) unless
     * accepted.
     */
    async visitCalendar(actor: Actor, id: string): Promise<string> {
      const visit = await visitFor(actor, id);
      if (visit.status !== 'accepted') throw conflict(BOOKING_MESSAGES.notAllowedNow);
      const { error, value } = createEvent({
        uid: `visit-${visit.id}@hostelhub`,
        title: `Visit: ${visit.hostelName}`,
        description: `Hostel visit arranged on Hostelhub between ${visit.studentName} and ${visit.ownerName}.`,
        start: visit.startsAt.getTime(),
        startInputType: 'utc',
        startOutputType: 'utc',
        duration: { minutes: VISIT_LENGTH_MINUTES },
        status: 'CONFIRMED',
        alarms: [
          { action: 'display', description: 'Hostel visit', trigger: { hours: 2, before: true } },
        ],
      });
      if (error || !value) throw error ?? new Error('the calendar file could not be made');
      return value;
    },

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
      if (room.currentOccupancy >= room.maxOccupancy) throw conflict(BOOKING_MESSAGES.noFreeBed);
      const at = now();
      const today = karachiToday(at);
      if (input.move_in < today) throw fieldError('move_in', BOOKING_MESSAGES.moveInPast);
      if (input.move_in > karachiToday(new Date(at.getTime() + BOOKING_HORIZON_DAYS * DAY_MS))) {
        throw fieldError('move_in', BOOKING_MESSAGES.tooFarAhead);
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
            if (!(await queries.takeBed(reservation.roomId))) {
              throw conflict(BOOKING_MESSAGES.noFreeBed);
            }
            await queries.updateReservation(id, { status: 'accepted', expiresAt: null });
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
              await queries.freeBed(reservation.roomId);
              changesRooms = true;
            } else throw conflict(BOOKING_MESSAGES.notAllowedNow);
            await tell('reservationCancelled');
            break;
          }
          case 'check_out': {
            if (side !== 'owner') throw forbidden(BOOKING_MESSAGES.ownerSideOnly);
            if (!isOpenStay(reservation)) throw conflict(BOOKING_MESSAGES.notAllowedNow);
            await queries.updateReservation(id, { endedAt: now() });
            await queries.freeBed(reservation.roomId);
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

    /**
     * PUT /api/enhanced-hostels/{id}/booking-settings: the hostel's visiting hours and deposit
     * text (they apply at once). Its owner and admins; another owner's hostel 404.
     */
    async saveSettings(actor: Actor, hostelId: string, input: BookingSettings) {
      const hostel = await bookings.findSettings(hostelId);
      assertManagesHostel(
        actor,
        hostel,
        'hostel',
        new AppError('HOSTEL_NOT_FOUND', LISTING_MESSAGES.hostelNotFound),
      );
      await bookings.saveSettings(hostelId, {
        visitingHours: input.visiting_hours,
        depositText: input.deposit_text,
      });
      await onRoomsChange([hostelId]);
      return { visiting_hours: input.visiting_hours, deposit_text: input.deposit_text };
    },

    /** Requests waiting for the owner's answer, by hostel (the owner's dashboard). */
    waitingByHostel: (hostelIds: readonly string[]) => bookings.waitingByHostel(hostelIds),

    /** Whether the student stayed at the hostel (a "Stayed here" review, issue 27). */
    hasStayed: (studentId: string, hostelId: string) =>
      bookings.hasStayed(studentId, hostelId, karachiToday(now())),

    /**
     * The background work, every minute: requests not answered in time expire (both sides
     * told), accepted visits starting within 2 hours remind both sides once, and stays whose
     * last day has come end and free their beds. Returns how many requests it changed.
     */
    async runDueWork(): Promise<number> {
      const at = now();
      const changed = await bookings.transaction(async (queries, tx) => {
        const expiredVisits = await queries.expireVisits(at);
        const expiredReservations = await queries.expireReservations(at);
        const reminders = await queries.takeDueReminders(at, VISIT_REMINDER_MS);
        const ended = await queries.endStays(karachiToday(at), at);
        for (const visit of [...expiredVisits, ...reminders]) {
          const view = await queries.findVisit(visit.id);
          const event = visit.status === 'expired' ? 'visitExpired' : 'visitReminder';
          await notify.tell(tx, [visit.studentId, visit.ownerId], event, {
            hostel: view?.hostelName ?? '',
            when: visit.startsAt,
          });
          await notify.tell(tx, [visit.studentId, visit.ownerId], 'bookingsChanged', {});
        }
        for (const reservation of expiredReservations) {
          const view = await queries.findReservation(reservation.id);
          await notify.tell(
            tx,
            [reservation.studentId, reservation.ownerId],
            'reservationExpired',
            {
              hostel: view?.hostelName ?? '',
              room: view ? roomName(view) : '',
              moveIn: reservation.moveIn,
            },
          );
          await notify.tell(
            tx,
            [reservation.studentId, reservation.ownerId],
            'bookingsChanged',
            {},
          );
        }
        for (const stay of ended) {
          await queries.freeBed(stay.roomId);
          await notify.tell(tx, [stay.studentId, stay.ownerId], 'bookingsChanged', {});
        }
        return {
          total:
            expiredVisits.length + expiredReservations.length + reminders.length + ended.length,
          hostelIds: [...new Set(ended.map((stay) => stay.hostelId))],
        };
      });
      if (changed.hostelIds.length > 0) await onRoomsChange(changed.hostelIds);
      return changed.total;
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
