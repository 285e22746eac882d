import {
  AppError,
  REGISTER_MESSAGES,
  type AdminHostelsQuery,
  type AdminUsersQuery,
  type HostelStatus,
  type OwnerApprovalStatus,
  type Role,
} from '@hostelhub/shared';
import { and, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import {
  cities,
  hostelImages,
  hostelMessInfo,
  hostels,
  looseUploads,
  refreshTokens,
  residents,
  roomImages,
  rooms,
  towns,
  users,
} from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/like-pattern.ts';
import { sessionsEndedSignal, type SessionsEnded } from '../../lib/sessions-ended.ts';
import { primaryImageUrl } from '../images/primary-image.query.ts';

/**
 * The `select pg_notify(...)` closing `ended`'s live sockets on every API instance, run in the
 * transaction that ends the sessions (issue 21 item 10; lib/sessions-ended.ts).
 */
function sessionsEndedNotice(ended: SessionsEnded): SQL {
  const { channel, payload } = sessionsEndedSignal(ended);
  return sql`select pg_notify(${channel}, ${payload})`;
}

export type UserRow = typeof users.$inferSelect;

const userColumns = {
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  city: users.city,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  ownerApprovalStatus: users.ownerApprovalStatus,
  suspendedAt: users.suspendedAt,
  createdAt: users.createdAt,
};
export type AdminUserRow = { [K in keyof typeof userColumns]: (typeof users.$inferSelect)[K] };

/**
 * What the admin panel reads and changes (part 2 sections 2, 3 and 7 'Admin'; decisions 4 and
 * 16). The only place with its SQL; `transaction` binds the queries to one transaction, so an
 * action and its audit record commit together.
 */
export function createAdminRepository(db: Db) {
  return withTransactions(db, adminQueries);
}

export type AdminRepository = ReturnType<typeof createAdminRepository>;
export type AdminQueries = ReturnType<typeof adminQueries>;

function adminQueries(db: Executor) {
  const pageOf = <T>(rows: T[], total: number, page: number, limit: number) => ({
    rows,
    total,
    page,
    limit,
  });

  return {
    /** The dashboard's counts. */
    async overview() {
      const [[userTotals], hostelTotals, [pendingOwners], [pendingAreas]] = await Promise.all([
        db.select({ total: count() }).from(users),
        db.select({ status: hostels.status, total: count() }).from(hostels).groupBy(hostels.status),
        db
          .select({ total: count() })
          .from(users)
          .where(and(eq(users.role, 'owner'), eq(users.ownerApprovalStatus, 'pending'))),
        db.select({ total: count() }).from(towns).where(eq(towns.status, 'pending')),
      ]);
      const byStatus = new Map(hostelTotals.map((row) => [row.status, row.total]));
      return {
        totalUsers: userTotals?.total ?? 0,
        totalHostels: hostelTotals.reduce((sum, row) => sum + row.total, 0),
        pendingHostels: byStatus.get('pending') ?? 0,
        approvedHostels: byStatus.get('approved') ?? 0,
        pendingOwners: pendingOwners?.total ?? 0,
        pendingAreas: pendingAreas?.total ?? 0,
      };
    },

    /** Hostels of every status (or one), newest first, with owner, place and primary image. */
    async listHostels(query: AdminHostelsQuery) {
      const where = query.status ? eq(hostels.status, query.status) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({
            id: hostels.id,
            name: hostels.name,
            city: cities.name,
            town: towns.name,
            address: hostels.address,
            priceRange: hostels.priceRange,
            genderCategory: hostels.genderCategory,
            status: hostels.status,
            rejectionReason: hostels.rejectionReason,
            imageUrl: primaryImageUrl(hostels.id),
            ownerId: users.id,
            ownerName: users.fullName,
            ownerEmail: users.email,
            createdAt: hostels.createdAt,
          })
          .from(hostels)
          .innerJoin(users, eq(users.id, hostels.ownerId))
          .leftJoin(cities, eq(cities.id, hostels.cityId))
          .leftJoin(towns, eq(towns.id, hostels.townId))
          .where(where)
          .orderBy(desc(hostels.createdAt), desc(hostels.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(hostels).where(where),
      ]);
      return pageOf(rows, totals?.total ?? 0, query.page, query.limit);
    },

    /** A hostel's name, status and owner, locked for the rest of the transaction. */
    async lockHostel(id: string) {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          status: hostels.status,
          rejectionReason: hostels.rejectionReason,
          ownerId: users.id,
          ownerName: users.fullName,
          ownerEmail: users.email,
        })
        .from(hostels)
        .innerJoin(users, eq(users.id, hostels.ownerId))
        .where(eq(hostels.id, id))
        .for('update', { of: hostels });
      return row ?? null;
    },

    async setHostelStatus(id: string, status: HostelStatus, reason: string | null): Promise<void> {
      await db
        .update(hostels)
        .set({ status, rejectionReason: status === 'rejected' ? reason : null })
        .where(eq(hostels.id, id));
    },

    /** Owner accounts in one approval state, oldest first (the queue order). */
    listOwners(status: OwnerApprovalStatus): Promise<AdminUserRow[]> {
      return db
        .select(userColumns)
        .from(users)
        .where(and(eq(users.role, 'owner'), eq(users.ownerApprovalStatus, status)))
        .orderBy(users.createdAt, users.id);
    },

    /** Users matching the search (name or email) and role, newest first. */
    async listUsers(query: AdminUsersQuery) {
      const conditions: SQL[] = [];
      if (query.role) conditions.push(eq(users.role, query.role));
      if (query.search) {
        const pattern = `%${escapeLike(query.search)}%`;
        const match = or(ilike(users.fullName, pattern), ilike(users.email, pattern));
        if (match) conditions.push(match);
      }
      const where = conditions.length > 0 ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select(userColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt), desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ total: count() }).from(users).where(where),
      ]);
      return pageOf(rows, totals?.total ?? 0, query.page, query.limit);
    },

    /** One user, locked for the rest of the transaction when `lock` is set. */
    async findUser(id: string, lock = false): Promise<AdminUserRow | null> {
      const query = db.select(userColumns).from(users).where(eq(users.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    /**
     * How many administrators could still act (not suspended), locking their rows so two
     * concurrent demotions cannot both see a second admin.
     */
    async lockActiveAdmins(): Promise<number> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), isNull(users.suspendedAt)))
        .for('update');
      return rows.length;
    },

    async setOwnerApproval(
      id: string,
      status: OwnerApprovalStatus,
      reason: string | null,
    ): Promise<void> {
      await db
        .update(users)
        .set({
          ownerApprovalStatus: status,
          ownerRejectionReason: status === 'rejected' ? reason : null,
        })
        .where(eq(users.id, id));
    },

    /** Changes the role; a new owner made by an administrator starts approved. */
    async setRole(id: string, role: Role): Promise<void> {
      await db
        .update(users)
        .set({ role, ownerApprovalStatus: role === 'owner' ? 'approved' : null })
        .where(eq(users.id, id));
    },

    /**
     * Suspends (ending every session, and closing its live sockets on every API process when
     * the transaction commits: issue 21 item 10) or reactivates the user.
     */
    async setSuspended(id: string, suspended: boolean): Promise<void> {
      await db
        .update(users)
        .set({ suspendedAt: suspended ? sql`now()` : null })
        .where(eq(users.id, id));
      if (suspended) {
        await db
          .update(refreshTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(refreshTokens.userId, id), isNull(refreshTokens.revokedAt)));
        await db.execute(sessionsEndedNotice({ userId: id }));
      }
    },

    /**
     * Deletes the user and what they own (decision 16): their hostels with rooms, images, mess
     * information and favourites, their favourites, phones and sessions; chats and messages
     * stay for the other party, without them. Their live sockets close on every API process
     * when the transaction commits (issue 21 item 10). Returns the storage keys of removed
     * images.
     */
    async deleteUser(id: string): Promise<string[]> {
      const owned = db.select({ id: hostels.id }).from(hostels).where(eq(hostels.ownerId, id));
      // Issue 44 item 5: an owner whose hostels have residents stays until they moved out (a
      // student's own stays only lose their link: residents.user_id is set null).
      const [resident] = await db
        .select({ id: residents.id })
        .from(residents)
        .where(and(inArray(residents.hostelId, owned), isNull(residents.movedOutOn)))
        .limit(1);
      if (resident) throw new AppError('CONFLICT', REGISTER_MESSAGES.residentsLeft);
      const ownedRooms = db
        .select({ id: rooms.id })
        .from(rooms)
        .where(inArray(rooms.hostelId, owned));
      const [roomKeys, hostelKeys, messKeys, looseKeys] = await Promise.all([
        db
          .select({ key: roomImages.storageKey })
          .from(roomImages)
          .where(inArray(roomImages.roomId, ownedRooms)),
        db
          .select({ key: hostelImages.storageKey })
          .from(hostelImages)
          .where(inArray(hostelImages.hostelId, owned)),
        db
          .select({ key: hostelMessInfo.imageStorageKey })
          .from(hostelMessInfo)
          .where(inArray(hostelMessInfo.hostelId, owned)),
        // Uploads not yet attached (issue 21 item 13): their rows cascade, their files go too.
        db
          .select({ key: looseUploads.storageKey })
          .from(looseUploads)
          .where(and(eq(looseUploads.userId, id), isNull(looseUploads.attachedAt))),
      ]);
      // Every table that belongs to the user or their hostels cascades from here.
      await db.delete(users).where(eq(users.id, id));
      await db.execute(sessionsEndedNotice({ userId: id }));
      return [...roomKeys, ...hostelKeys, ...messKeys, ...looseKeys].flatMap((row) =>
        row.key ? [row.key] : [],
      );
    },
  };
}
