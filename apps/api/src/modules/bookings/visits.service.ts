import {
  AppError,
  BOOKING_MESSAGES,
  MESSAGES,
  VISIT_LENGTH_MINUTES,
  type CreateVisitValues,
  type Visit,
  type VisitActionValues,
  type VisitStatus,
} from '@hostelhub/shared';
import { createEvent } from 'ics';
import type { Actor } from '../../lib/actor.ts';
import type { BookingStep } from '../notify/booking-events.texts.ts';
import {
  conflict,
  forbidden,
  visitNotFound,
  toVisit,
  sideOf,
  expiryFrom,
  checkVisitTime,
} from './bookings.logic.ts';
import type { BookingsServiceDeps, VisitRow, VisitView } from './bookings.types.ts';

/**
 * Visits (issue 27; docs/decisions/028): a student asks to visit an approved hostel; its owner
 * accepts, declines or proposes another time; either side cancels. Every step is one
 * transaction with its notices (notify); an accepted visit is also a calendar file.
 */
export function createVisitsService({
  bookings,
  notify,
  openChat,
  now = () => new Date(),
}: BookingsServiceDeps) {
  /** The visit `id` as `actor` may see it (either side, or an admin); NOT_FOUND otherwise. */
  async function visitFor(actor: Actor, id: string): Promise<VisitView> {
    const row = await bookings.findVisit(id);
    if (!row || (actor.role !== 'admin' && !sideOf(actor, row))) throw visitNotFound();
    return row;
  }

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
      checkVisitTime(now(), startsAt, hostel.visitingHours, 'starts_at');
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
            checkVisitTime(now(), proposed, hostel?.visitingHours ?? [], 'starts_at');
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
  };
}
