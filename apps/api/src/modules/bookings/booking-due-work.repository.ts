import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { reservations, visits } from '../../db/schema/index.ts';

type VisitRow = typeof visits.$inferSelect;
type ReservationRow = typeof reservations.$inferSelect;

/**
 * The bookings' timed work (issue 27; bookings.service.ts runDueWork, every minute): overdue
 * requests expire, visits about to start are reminded once, stays past their last day end.
 * Part of the bookings repository's queries, over the database or one transaction.
 */
export function bookingDueWorkQueries(db: Executor) {
  return {
    /** Waiting visits whose answer is overdue at `now`, locked and marked expired. */
    async expireVisits(now: Date): Promise<VisitRow[]> {
      return db
        .update(visits)
        .set({ status: 'expired', proposedStartsAt: null, expiresAt: null })
        .where(and(inArray(visits.status, ['requested', 'proposed']), lte(visits.expiresAt, now)))
        .returning();
    },

    /** Waiting reservations whose answer is overdue at `now`, marked expired. */
    async expireReservations(now: Date): Promise<ReservationRow[]> {
      return db
        .update(reservations)
        .set({ status: 'expired', expiresAt: null })
        .where(and(eq(reservations.status, 'requested'), lte(reservations.expiresAt, now)))
        .returning();
    },

    /** Accepted visits starting within `leadMs` of `now` and not yet reminded, marked reminded. */
    async takeDueReminders(now: Date, leadMs: number): Promise<VisitRow[]> {
      return db
        .update(visits)
        .set({ remindedAt: now })
        .where(
          and(
            eq(visits.status, 'accepted'),
            isNull(visits.remindedAt),
            lte(visits.startsAt, new Date(now.getTime() + leadMs)),
            sql`${visits.startsAt} > ${now}`,
          ),
        )
        .returning();
    },

    /**
     * Accepted stays whose last day (`move_in` + `months`) is on or before `today`, marked
     * ended; their beds are freed by the caller in the same transaction.
     */
    async endStays(today: string, now: Date): Promise<ReservationRow[]> {
      return db
        .update(reservations)
        .set({ endedAt: now })
        .where(
          and(
            eq(reservations.status, 'accepted'),
            isNull(reservations.endedAt),
            sql`(${reservations.moveIn} + make_interval(months => ${reservations.months}))::date <= ${today}::date`,
          ),
        )
        .returning();
    },
  };
}
