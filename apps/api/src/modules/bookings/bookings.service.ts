import {
  AppError,
  karachiToday,
  LISTING_MESSAGES,
  VISIT_REMINDER_MS,
  type BookingSettings,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { assertManagesHostel } from '../../lib/listing-access.ts';
import { roomName } from './bookings.logic.ts';
import type { BookingsServiceDeps } from './bookings.types.ts';
import { createReservationsService } from './reservations.service.ts';
import { createVisitsService } from './visits.service.ts';

export type { BookingsServiceDeps } from './bookings.types.ts';

/**
 * Visits and reservations (issue 27; docs/decisions/028). Students ask; the hostel's owner
 * answers; either side cancels; every step is one transaction with its notices
 * (visits.service.ts, reservations.service.ts). Here: the hostel's booking settings, the
 * owner's and the reviews' questions, and the background work of every minute.
 */
export function createBookingsService(deps: BookingsServiceDeps) {
  const { bookings, notify, onRoomsChange, now = () => new Date() } = deps;
  return {
    ...createVisitsService(deps),
    ...createReservationsService(deps),

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
        await queries.refreshOccupancy([...new Set(ended.map((stay) => stay.roomId))]);
        for (const stay of ended) {
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
