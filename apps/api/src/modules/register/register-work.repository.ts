import { and, asc, desc, eq, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { beds, hostels, hostelStaff, residents, rooms } from '../../db/schema/index.ts';

/**
 * The register's reads across hostels (issue 44): the caller's register hostels and stays,
 * and the timed work's claims (beds to free on their leaving date, details to erase), each
 * claimed with SKIP LOCKED so two processes never take the same row. Spread into
 * register.repository.ts's queries.
 */
export function registerWorkQueries(db: Executor) {
  return {
    /** The hostels whose register `userId` works: owned ones and staff memberships. */
    async registerHostels(userId: string) {
      return db
        .select({
          id: hostels.id,
          hostelName: hostels.name,
          ownerId: hostels.ownerId,
          staffRole: hostelStaff.role,
        })
        .from(hostels)
        .leftJoin(
          hostelStaff,
          and(eq(hostelStaff.hostelId, hostels.id), eq(hostelStaff.userId, userId)),
        )
        .where(or(eq(hostels.ownerId, userId), isNotNull(hostelStaff.id)))
        .orderBy(asc(hostels.name));
    },

    /** A student's stays (residents linked to their account), newest first. */
    async staysOf(userId: string) {
      return db
        .select({
          id: residents.id,
          hostelId: residents.hostelId,
          hostelName: hostels.name,
          roomId: rooms.id,
          roomTitle: rooms.roomTitle,
          roomType: rooms.roomType,
          bedLabel: beds.label,
          moveInDate: residents.moveInDate,
          leavingDate: residents.leavingDate,
          movedOutOn: residents.movedOutOn,
          monthlyRent: residents.monthlyRent,
          messCharge: residents.messCharge,
          takesMess: residents.takesMess,
        })
        .from(residents)
        .innerJoin(hostels, eq(hostels.id, residents.hostelId))
        .leftJoin(rooms, eq(rooms.id, residents.roomId))
        .leftJoin(beds, eq(beds.id, residents.bedId))
        .where(eq(residents.userId, userId))
        .orderBy(desc(residents.moveInDate));
    },

    /** Residents in a bed whose leaving date has come (`today`, Pakistan), locked, skipping. */
    async dueToLeave(today: string, limit: number) {
      return db
        .select({ id: residents.id, hostelId: residents.hostelId, roomId: residents.roomId })
        .from(residents)
        .where(and(isNotNull(residents.bedId), lte(residents.leavingDate, today)))
        .limit(limit)
        .for('update', { skipLocked: true });
    },

    /** Residents moved out on or before `before` whose details are not erased yet, locked. */
    async dueForErasure(before: string, limit: number) {
      return db
        .select({ id: residents.id, hostelId: residents.hostelId })
        .from(residents)
        .where(and(isNull(residents.erasedAt), lte(residents.movedOutOn, before)))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}
