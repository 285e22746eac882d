import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import {
  beds,
  hostelMessInfo,
  hostels,
  reservations,
  residentEvents,
  residents,
  rooms,
  universities,
  users,
} from '../../db/schema/index.ts';
import { registerWorkQueries } from './register-work.repository.ts';
import { lockRoomCapacity, refreshOccupancy } from './room-occupancy.repository.ts';

/** A resident row as stored. */
export type ResidentRow = typeof residents.$inferSelect;
/** A bed row as stored. */
export type BedRow = typeof beds.$inferSelect;
/** A resident with the names its answer shows. */
export type ResidentView = ResidentRow & {
  roomTitle: string | null;
  roomType: string | null;
  bedLabel: string | null;
  universityName: string | null;
};

/** The register's queries (issue 44), over the database or one transaction. */
function registerQueries(db: Executor) {
  const residentSelect = () =>
    db
      .select({
        resident: residents,
        roomTitle: rooms.roomTitle,
        roomType: rooms.roomType,
        bedLabel: beds.label,
        universityName: universities.name,
      })
      .from(residents)
      .leftJoin(rooms, eq(rooms.id, residents.roomId))
      .leftJoin(beds, eq(beds.id, residents.bedId))
      .leftJoin(universities, eq(universities.id, residents.universityId));
  type Selected = Awaited<ReturnType<typeof residentSelect>>[number];
  const toView = ({ resident, ...names }: Selected): ResidentView => ({ ...resident, ...names });

  return {
    ...registerWorkQueries(db),

    /**
     * The hostel with what the register needs of it: owner, name, status, mess (compulsory,
     * monthly price in rupees) and the caller's staff role there (null when not staff).
     */
    async findHostel(hostelId: string, userId: string) {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          ownerId: hostels.ownerId,
          status: hostels.status,
          messCompulsory: sql<boolean>`coalesce(${hostelMessInfo.messAvailable} and ${hostelMessInfo.isCompulsory}, false)`,
          messMonthlyPrice: hostelMessInfo.monthlyPrice,
          staffRole: sql<'manager' | 'warden' | null>`(select s.role from hostel_staff s
            where s.hostel_id = ${hostels.id} and s.user_id = ${userId} limit 1)`,
        })
        .from(hostels)
        .leftJoin(hostelMessInfo, eq(hostelMessInfo.hostelId, hostels.id))
        .where(eq(hostels.id, hostelId))
        .limit(1);
      return row;
    },

    /** The hostel's rooms with their beds, rooms in floor and creation order. */
    async roomsWithBeds(hostelId: string) {
      const roomRows = await db
        .select({
          id: rooms.id,
          roomTitle: rooms.roomTitle,
          roomType: rooms.roomType,
          floorNumber: rooms.floorNumber,
          maxOccupancy: rooms.maxOccupancy,
          currentOccupancy: rooms.currentOccupancy,
          pricePerMonth: rooms.pricePerMonth,
        })
        .from(rooms)
        .where(eq(rooms.hostelId, hostelId))
        .orderBy(sql`${rooms.floorNumber} nulls first`, asc(rooms.createdAt), asc(rooms.id));
      const bedRows = await db
        .select()
        .from(beds)
        .where(eq(beds.hostelId, hostelId))
        .orderBy(asc(beds.roomId), asc(beds.position));
      const occupants = await db
        .select({
          id: residents.id,
          bedId: residents.bedId,
          fullName: residents.fullName,
          leavingDate: residents.leavingDate,
        })
        .from(residents)
        .where(and(eq(residents.hostelId, hostelId), isNotNull(residents.bedId)));
      const holds = await db
        .select({
          id: reservations.id,
          roomId: reservations.roomId,
          moveIn: reservations.moveIn,
          studentName: users.fullName,
        })
        .from(reservations)
        .innerJoin(users, eq(users.id, reservations.studentId))
        .where(
          and(
            eq(reservations.hostelId, hostelId),
            eq(reservations.status, 'accepted'),
            isNull(reservations.endedAt),
          ),
        )
        .orderBy(asc(reservations.moveIn), asc(reservations.createdAt));
      return { roomRows, bedRows, occupants, holds };
    },

    /** A room of the hostel with its rent, or undefined. */
    async findRoom(hostelId: string, roomId: string) {
      const [row] = await db
        .select({ id: rooms.id, pricePerMonth: rooms.pricePerMonth })
        .from(rooms)
        .where(and(eq(rooms.id, roomId), eq(rooms.hostelId, hostelId)));
      return row;
    },

    /** A bed with its hostel, or undefined. */
    async findBed(bedId: string): Promise<BedRow | undefined> {
      const [row] = await db.select().from(beds).where(eq(beds.id, bedId));
      return row;
    },

    /** The resident in a bed now, if any. */
    async occupantOf(bedId: string): Promise<{ id: string } | undefined> {
      const [row] = await db
        .select({ id: residents.id })
        .from(residents)
        .where(eq(residents.bedId, bedId));
      return row;
    },

    /**
     * The room's beds with no resident in them, lowest label first (marked-taken beds last),
     * read after lockRoom so no one else places into them meanwhile.
     */
    async emptyBeds(roomId: string): Promise<BedRow[]> {
      return db
        .select()
        .from(beds)
        .where(
          and(
            eq(beds.roomId, roomId),
            sql`not exists (select 1 from residents x where x.bed_id = ${beds.id})`,
          ),
        )
        .orderBy(asc(beds.markedTaken), asc(beds.position));
    },

    /** Locks the room; answers beds free for a newcomer on `moveIn` (null: no room). */
    async lockRoom(roomId: string, moveIn: string | null): Promise<number | null> {
      return lockRoomCapacity(db, roomId, moveIn);
    },

    /** Rewrites the rooms' derived current_occupancy (decision 24). */
    async refreshOccupancy(roomIds: readonly (string | null)[]): Promise<void> {
      await refreshOccupancy(
        db,
        roomIds.filter((id): id is string => id !== null),
      );
    },

    /** Renames a bed or marks it taken (or not). */
    async updateBed(bedId: string, values: Partial<Pick<BedRow, 'label' | 'markedTaken'>>) {
      const [row] = await db.update(beds).set(values).where(eq(beds.id, bedId)).returning();
      return row;
    },

    /** The resident with their names, or undefined. */
    async findResident(id: string): Promise<ResidentView | undefined> {
      const [row] = await residentSelect().where(eq(residents.id, id));
      return row ? toView(row) : undefined;
    },

    /** The resident, locked for the rest of the transaction. */
    async lockResident(id: string): Promise<ResidentRow | undefined> {
      const [row] = await db.select().from(residents).where(eq(residents.id, id)).for('update');
      return row;
    },

    /**
     * The hostel's residents, newest move-in first; `status` narrows to those in a bed without
     * notice (`current`), on notice, or moved out; `q` matches name or phone digits, or (as
     * `cnicHash`) a CNIC exactly.
     */
    async listResidents(
      hostelId: string,
      filter: { status: string; q?: string; cnicHashes?: string[] },
    ): Promise<ResidentView[]> {
      const conditions = [eq(residents.hostelId, hostelId)];
      if (filter.status === 'current') {
        conditions.push(isNull(residents.movedOutOn), isNull(residents.leavingDate));
      } else if (filter.status === 'notice') {
        conditions.push(isNull(residents.movedOutOn), isNotNull(residents.leavingDate));
      } else if (filter.status === 'moved_out') {
        conditions.push(isNotNull(residents.movedOutOn));
      }
      if (filter.q) {
        const digits = filter.q.replace(/\D/g, '');
        const matches = [ilike(residents.fullName, `%${filter.q.replace(/[%_\\]/g, '\\$&')}%`)];
        if (digits.length >= 4) matches.push(ilike(residents.phone, `%${digits.slice(1)}%`));
        if (filter.cnicHashes?.length) matches.push(inArray(residents.cnicHash, filter.cnicHashes));
        conditions.push(or(...matches)!);
      }
      const found = await residentSelect()
        .where(and(...conditions))
        .orderBy(desc(residents.moveInDate), desc(residents.createdAt))
        .limit(1000);
      return found.map(toView);
    },

    /** Whether a resident not moved out of the hostel has this CNIC (its keyed hash). */
    async cnicInUse(hostelId: string, cnicHashes: string[], exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: residents.id })
        .from(residents)
        .where(
          and(
            eq(residents.hostelId, hostelId),
            inArray(residents.cnicHash, cnicHashes),
            isNull(residents.movedOutOn),
            exceptId ? sql`${residents.id} <> ${exceptId}` : undefined,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Stores a resident. */
    async insertResident(values: typeof residents.$inferInsert): Promise<ResidentRow> {
      const [row] = await db.insert(residents).values(values).returning();
      return row!;
    },

    /** Changes a resident's columns. */
    async updateResident(id: string, values: Partial<typeof residents.$inferInsert>) {
      await db.update(residents).set(values).where(eq(residents.id, id));
    },

    /** Records a register history row (field names only, never values). */
    async recordEvent(values: typeof residentEvents.$inferInsert): Promise<void> {
      await db.insert(residentEvents).values(values);
    },

    /** The resident's history, newest first, with who did each step. */
    async history(residentId: string) {
      return db
        .select({
          id: residentEvents.id,
          event: residentEvents.event,
          fields: residentEvents.fields,
          detail: residentEvents.detail,
          createdAt: residentEvents.createdAt,
          actorId: residentEvents.actorId,
          actorName: users.fullName,
        })
        .from(residentEvents)
        .leftJoin(users, eq(users.id, residentEvents.actorId))
        .where(eq(residentEvents.residentId, residentId))
        .orderBy(desc(residentEvents.createdAt), desc(residentEvents.id));
    },

    /** The accepted reservation of the hostel, locked, with its student's details. */
    async lockAcceptedReservation(hostelId: string, reservationId: string) {
      const [row] = await db
        .select({
          id: reservations.id,
          roomId: reservations.roomId,
          studentId: reservations.studentId,
          moveIn: reservations.moveIn,
          status: reservations.status,
          endedAt: reservations.endedAt,
          fullName: users.fullName,
          email: users.email,
          phone: users.phone,
          preferredLanguage: users.preferredLanguage,
        })
        .from(reservations)
        .innerJoin(users, eq(users.id, reservations.studentId))
        .where(and(eq(reservations.id, reservationId), eq(reservations.hostelId, hostelId)))
        .for('update', { of: reservations });
      return row;
    },

    /** Marks the reservation moved in (it never ends by itself). */
    async markMovedIn(reservationId: string): Promise<void> {
      await db
        .update(reservations)
        .set({ status: 'moved_in', expiresAt: null })
        .where(eq(reservations.id, reservationId));
    },
  };
}

/**
 * The register's repository (issue 44; docs/decisions/038): beds, residents and their history,
 * the move-in from a reservation, and the jobs' reads. `transaction(work)` runs the same queries
 * in one transaction; a placement locks its room first (lockRoom), so of two placements into
 * the last bed exactly one finds it free.
 */
export function createRegisterRepository(db: Db) {
  return withTransactions(db, registerQueries);
}

export type RegisterRepository = ReturnType<typeof createRegisterRepository>;
export type RegisterQueries = ReturnType<typeof registerQueries>;
