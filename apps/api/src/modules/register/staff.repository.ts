import { and, asc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import { hostels, hostelStaff, users } from '../../db/schema/index.ts';

/** A hostel_staff row as stored. */
export type StaffRow = typeof hostelStaff.$inferSelect;

/** A staff row with the names its answer shows. */
export type StaffView = StaffRow & {
  userName: string | null;
  inviterName: string | null;
};

const inviter = alias(users, 'inviter');
const member = alias(users, 'member');

/** A hostel's staff queries (issue 44 item 4), over the database or one transaction. */
function staffQueries(db: Executor) {
  const staffSelect = () =>
    db
      .select({ staff: hostelStaff, userName: member.fullName, inviterName: inviter.fullName })
      .from(hostelStaff)
      .leftJoin(member, eq(member.id, hostelStaff.userId))
      .leftJoin(inviter, eq(inviter.id, hostelStaff.invitedBy));
  type Selected = Awaited<ReturnType<typeof staffSelect>>[number];
  const toView = ({ staff, ...names }: Selected): StaffView => ({ ...staff, ...names });

  return {
    /** A user by id: what inviting and accepting need (email, name, role, language). */
    async findUser(id: string) {
      const [row] = await db
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          role: users.role,
          preferredLanguage: users.preferredLanguage,
        })
        .from(users)
        .where(eq(users.id, id))
        .limit(1);
      return row;
    },

    /** The account with this email (case-insensitive), if any. */
    async findUserByEmail(email: string) {
      const [row] = await db
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      return row;
    },

    /**
     * Whether `email` (or the account `userId`) is already a member of the hostel's staff,
     * or has an invitation still waiting there (expired ones are not counted).
     */
    async standing(hostelId: string, email: string, userId: string | null, now: Date) {
      const rows = await db
        .select({ userId: hostelStaff.userId })
        .from(hostelStaff)
        .where(
          and(
            eq(hostelStaff.hostelId, hostelId),
            or(
              userId ? eq(hostelStaff.userId, userId) : sql`false`,
              and(
                isNull(hostelStaff.userId),
                sql`lower(${hostelStaff.email}) = lower(${email})`,
                gt(hostelStaff.expiresAt, now),
              ),
            ),
          ),
        );
      return {
        member: rows.some((row) => row.userId !== null),
        invited: rows.some((row) => row.userId === null),
      };
    },

    /** Removes the hostel's expired invitations to `email` (so a new one can be sent). */
    async dropExpiredInvitations(hostelId: string, email: string, now: Date): Promise<void> {
      await db
        .delete(hostelStaff)
        .where(
          and(
            eq(hostelStaff.hostelId, hostelId),
            isNull(hostelStaff.userId),
            sql`lower(${hostelStaff.email}) = lower(${email})`,
            sql`${hostelStaff.expiresAt} <= ${now}`,
          ),
        );
    },

    async insertInvitation(values: typeof hostelStaff.$inferInsert): Promise<StaffRow> {
      const [row] = await db.insert(hostelStaff).values(values).returning();
      if (!row) throw new Error('staff invitation insert returned nothing');
      return row;
    },

    /** One staff row with its names. */
    async findStaff(id: string): Promise<StaffView | undefined> {
      const [row] = await staffSelect().where(eq(hostelStaff.id, id)).limit(1);
      return row ? toView(row) : undefined;
    },

    /** The hostel's members and its invitations still waiting, oldest first. */
    async listStaff(hostelId: string, now: Date): Promise<StaffView[]> {
      const rows = await staffSelect()
        .where(
          and(
            eq(hostelStaff.hostelId, hostelId),
            or(isNotNull(hostelStaff.userId), gt(hostelStaff.expiresAt, now)),
          ),
        )
        .orderBy(asc(hostelStaff.createdAt), asc(hostelStaff.id));
      return rows.map(toView);
    },

    /** Deletes a staff row of the hostel; whether one was there. */
    async deleteStaff(hostelId: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(hostelStaff)
        .where(and(eq(hostelStaff.id, id), eq(hostelStaff.hostelId, hostelId)))
        .returning({ id: hostelStaff.id });
      return rows.length > 0;
    },

    /**
     * The waiting, unexpired invitation with this token hash, with its hostel's name and owner
     * and the inviter's name; `lock` takes the row FOR UPDATE (accepting), so two accepts of
     * one link run one after the other and the second finds it used.
     */
    async findInvitation(tokenHash: string, now: Date, lock = false) {
      const query = db
        .select({
          id: hostelStaff.id,
          hostelId: hostelStaff.hostelId,
          email: hostelStaff.email,
          role: hostelStaff.role,
          expiresAt: hostelStaff.expiresAt,
          hostelName: hostels.name,
          ownerId: hostels.ownerId,
          inviterName: inviter.fullName,
        })
        .from(hostelStaff)
        .innerJoin(hostels, eq(hostels.id, hostelStaff.hostelId))
        .leftJoin(inviter, eq(inviter.id, hostelStaff.invitedBy))
        .where(
          and(
            eq(hostelStaff.tokenHash, tokenHash),
            isNull(hostelStaff.userId),
            gt(hostelStaff.expiresAt, now),
          ),
        )
        .limit(1);
      const [row] = lock ? await query.for('update', { of: hostelStaff }) : await query;
      return row;
    },

    /** Whether `userId` is already on the hostel's staff. */
    async isMember(hostelId: string, userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: hostelStaff.id })
        .from(hostelStaff)
        .where(and(eq(hostelStaff.hostelId, hostelId), eq(hostelStaff.userId, userId)))
        .limit(1);
      return Boolean(row);
    },

    /** The invitation becomes `userId`'s membership; its token stops working. */
    async accept(id: string, userId: string, now: Date): Promise<void> {
      await db
        .update(hostelStaff)
        .set({ userId, acceptedAt: now, tokenHash: null, expiresAt: null })
        .where(eq(hostelStaff.id, id));
    },
  };
}

/**
 * A hostel's staff (issue 44 item 4; docs/decisions/039-hostel-staff.md): invitations by email
 * (only the token's SHA-256 is stored), members, and accepting under a row lock.
 */
export function createStaffRepository(db: Db) {
  return withTransactions(db, staffQueries);
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
