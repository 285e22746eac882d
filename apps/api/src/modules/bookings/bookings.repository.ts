import type { ReservationStatus, VisitingWindow, VisitStatus } from '@hostelhub/shared';
import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { bookingDueWorkQueries } from './booking-due-work.repository.ts';
import {
  lockRoomCapacity,
  refreshOccupancy,
  roomCapacity,
} from '../register/room-occupancy.repository.ts';
import { hostels, reservations, rooms, users, visits } from '../../db/schema/index.ts';

/** A visit row as stored. */
export type VisitRow = typeof visits.$inferSelect;
/** A reservation row as stored. */
export type ReservationRow = typeof reservations.$inferSelect;

/** The names and chat around a request, for its answer. */
export interface BookingContext {
  hostelName: string;
  studentName: string;
  ownerName: string;
  chatId: string | null;
}

/** A visit with the names and chat its answer shows. */
export type VisitView = VisitRow & BookingContext;
/** A reservation with its room and the names and chat its answer shows. */
export type ReservationView = ReservationRow &
  BookingContext & {
    roomTitle: string | null;
    roomType: string;
    pricePerMonth: number;
  };

const students = alias(users, 'booking_students');
const owners = alias(users, 'booking_owners');

/** The name and chat columns of a request joined with its hostel and both people. */
function contextColumns(studentId: AnyPgColumn, hostelId: AnyPgColumn) {
  return {
    hostelName: hostels.name,
    studentName: students.fullName,
    ownerName: owners.fullName,
    chatId: sql<string | null>`(select c.id from chats c
      where c.student_id = ${studentId} and c.hostel_id = ${hostelId} limit 1)`,
  };
}

/** The visits and reservations queries, over the database or one transaction. */
function bookingsQueries(db: Executor) {
  const visitSelect = () =>
    db
      .select({ visit: visits, ...contextColumns(visits.studentId, visits.hostelId) })
      .from(visits)
      .innerJoin(hostels, eq(hostels.id, visits.hostelId))
      .innerJoin(students, eq(students.id, visits.studentId))
      .innerJoin(owners, eq(owners.id, visits.ownerId));
  const reservationSelect = () =>
    db
      .select({
        reservation: reservations,
        roomTitle: rooms.roomTitle,
        roomType: rooms.roomType,
        pricePerMonth: rooms.pricePerMonth,
        ...contextColumns(reservations.studentId, reservations.hostelId),
      })
      .from(reservations)
      .innerJoin(rooms, eq(rooms.id, reservations.roomId))
      .innerJoin(hostels, eq(hostels.id, reservations.hostelId))
      .innerJoin(students, eq(students.id, reservations.studentId))
      .innerJoin(owners, eq(owners.id, reservations.ownerId));
  const toVisitView = (row: Awaited<ReturnType<typeof visitSelect>>[number]): VisitView => {
    const { visit, ...context } = row;
    return { ...visit, ...context };
  };
  const toReservationView = (
    row: Awaited<ReturnType<typeof reservationSelect>>[number],
  ): ReservationView => {
    const { reservation, ...context } = row;
    return { ...reservation, ...context };
  };

  return {
    /** What a visit request needs of a hostel: status, owner, name and visiting hours. */
    async findHostel(hostelId: string) {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          status: hostels.status,
          ownerId: hostels.ownerId,
          visitingHours: hostels.visitingHours,
        })
        .from(hostels)
        .where(eq(hostels.id, hostelId))
        .limit(1);
      return row;
    },

    /** The hostel's owner and status, and its visiting hours and deposit text. */
    async findSettings(hostelId: string) {
      const [row] = await db
        .select({
          ownerId: hostels.ownerId,
          status: hostels.status,
          visitingHours: hostels.visitingHours,
          depositText: hostels.depositText,
        })
        .from(hostels)
        .where(eq(hostels.id, hostelId))
        .limit(1);
      return row;
    },

    /** Sets the hostel's visiting hours and deposit text. */
    async saveSettings(
      hostelId: string,
      values: { visitingHours: VisitingWindow[]; depositText: string | null },
    ): Promise<void> {
      await db.update(hostels).set(values).where(eq(hostels.id, hostelId));
    },

    /** What a reservation request needs of a room and its hostel. */
    async findRoom(roomId: string) {
      const [row] = await db
        .select({
          id: rooms.id,
          isAvailable: rooms.isAvailable,
          acceptsReservations: rooms.acceptsReservations,
          currentOccupancy: rooms.currentOccupancy,
          maxOccupancy: rooms.maxOccupancy,
          hostelId: hostels.id,
          hostelName: hostels.name,
          hostelStatus: hostels.status,
          ownerId: hostels.ownerId,
        })
        .from(rooms)
        .innerJoin(hostels, eq(hostels.id, rooms.hostelId))
        .where(eq(rooms.id, roomId))
        .limit(1);
      return row;
    },

    /** Stores a visit request; null when the student already has one waiting for the hostel. */
    async insertVisit(values: typeof visits.$inferInsert): Promise<VisitRow | null> {
      const [row] = await db.insert(visits).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** Stores a reservation request; null when the student already has one waiting for the room. */
    async insertReservation(
      values: typeof reservations.$inferInsert,
    ): Promise<ReservationRow | null> {
      const [row] = await db.insert(reservations).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    /** The user's visits as student or as owner (optionally of one status), newest first. */
    async listVisits(userId: string, status?: VisitStatus): Promise<VisitView[]> {
      const rows = await visitSelect()
        .where(
          and(
            or(eq(visits.studentId, userId), eq(visits.ownerId, userId)),
            status ? eq(visits.status, status) : undefined,
          ),
        )
        .orderBy(desc(visits.createdAt), desc(visits.id))
        .limit(200);
      return rows.map(toVisitView);
    },

    /** The user's reservations as student or as owner (optionally of one status), newest first. */
    async listReservations(userId: string, status?: ReservationStatus): Promise<ReservationView[]> {
      const rows = await reservationSelect()
        .where(
          and(
            or(eq(reservations.studentId, userId), eq(reservations.ownerId, userId)),
            status ? eq(reservations.status, status) : undefined,
          ),
        )
        .orderBy(desc(reservations.createdAt), desc(reservations.id))
        .limit(200);
      return rows.map(toReservationView);
    },

    async findVisit(id: string): Promise<VisitView | undefined> {
      const [row] = await visitSelect().where(eq(visits.id, id)).limit(1);
      return row ? toVisitView(row) : undefined;
    },

    async findReservation(id: string): Promise<ReservationView | undefined> {
      const [row] = await reservationSelect().where(eq(reservations.id, id)).limit(1);
      return row ? toReservationView(row) : undefined;
    },

    /** The visit, locked for the rest of the transaction. */
    async lockVisit(id: string): Promise<VisitRow | undefined> {
      const [row] = await db.select().from(visits).where(eq(visits.id, id)).for('update');
      return row;
    },

    /** The reservation, locked for the rest of the transaction. */
    async lockReservation(id: string): Promise<ReservationRow | undefined> {
      const [row] = await db
        .select()
        .from(reservations)
        .where(eq(reservations.id, id))
        .for('update');
      return row;
    },

    async updateVisit(id: string, values: Partial<typeof visits.$inferInsert>): Promise<void> {
      await db.update(visits).set(values).where(eq(visits.id, id));
    },

    async updateReservation(
      id: string,
      values: Partial<typeof reservations.$inferInsert>,
    ): Promise<void> {
      await db.update(reservations).set(values).where(eq(reservations.id, id));
    },

    /**
     * Locks the room and answers whether a bed is free for a reservation moving in on
     * `moveIn` (a bed on notice leaving by then counts; issue 44 item 3). The caller sets the
     * reservation accepted and then refreshes the occupancy in the same transaction.
     */
    async takeBed(roomId: string, moveIn: string): Promise<boolean> {
      const free = await lockRoomCapacity(db, roomId, moveIn);
      return free !== null && free > 0;
    },

    /** Beds of the room free for a newcomer moving in on `moveIn` (decision 24), unlocked. */
    async freeBedsOn(roomId: string, moveIn: string): Promise<number> {
      return roomCapacity(db, roomId, moveIn);
    },

    /** Writes the rooms' derived occupancy after a reservation took or freed a bed. */
    async refreshOccupancy(roomIds: readonly string[]): Promise<void> {
      await refreshOccupancy(db, roomIds);
    },

    /** A person's full name as a notice names them ('' for a deleted account). */
    async personName(userId: string): Promise<string> {
      const [row] = await db
        .select({ fullName: users.fullName })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.fullName ?? '';
    },

    /** Requests waiting for the owner's answer, by hostel (the owner's dashboard). */
    async waitingByHostel(hostelIds: readonly string[]): Promise<Map<string, number>> {
      if (hostelIds.length === 0) return new Map();
      const ids = [...hostelIds];
      const [visitRows, reservationRows] = await Promise.all([
        db
          .select({ hostelId: visits.hostelId, total: sql<number>`count(*)::int` })
          .from(visits)
          .where(and(inArray(visits.hostelId, ids), eq(visits.status, 'requested')))
          .groupBy(visits.hostelId),
        db
          .select({ hostelId: reservations.hostelId, total: sql<number>`count(*)::int` })
          .from(reservations)
          .where(and(inArray(reservations.hostelId, ids), eq(reservations.status, 'requested')))
          .groupBy(reservations.hostelId),
      ]);
      const counts = new Map<string, number>();
      for (const row of [...visitRows, ...reservationRows]) {
        counts.set(row.hostelId, (counts.get(row.hostelId) ?? 0) + row.total);
      }
      return counts;
    },

    /**
     * Whether the student has stayed at the hostel: an accepted reservation whose move-in day
     * (`YYYY-MM-DD`) is on or before `today` (issue 27: "Stayed here" reviews).
     */
    async hasStayed(studentId: string, hostelId: string, today: string): Promise<boolean> {
      const [row] = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.studentId, studentId),
            eq(reservations.hostelId, hostelId),
            eq(reservations.status, 'accepted'),
            lte(reservations.moveIn, today),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    // The timers' work: expiries, reminders, ended stays (booking-due-work.repository.ts).
    ...bookingDueWorkQueries(db),
  };
}

/**
 * Visits and reservations (issue 27; docs/decisions/028): the only place with their SQL.
 * `transaction(work)` runs the same queries in one transaction; a decision locks the request
 * first, and accepting a reservation takes the bed with a guarded update of the room.
 */
export function createBookingsRepository(db: Db) {
  return withTransactions(db, bookingsQueries);
}

export type BookingsRepository = ReturnType<typeof createBookingsRepository>;
export type BookingsQueries = ReturnType<typeof bookingsQueries>;
