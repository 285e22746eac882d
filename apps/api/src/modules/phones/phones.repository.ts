import { and, asc, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { hostels, phoneOtps, users, verifiedPhones } from '../../db/schema/index.ts';

export type VerifiedPhoneRow = typeof verifiedPhones.$inferSelect;
export type PhoneOtpRow = typeof phoneOtps.$inferSelect;

/**
 * Verified phones and one-time codes (part 2 section 3 'Verified phone'). The only place with
 * their SQL; numbers are in +92 form. `transaction` runs several steps as one, serialised per
 * user by locking the user's row, so limits hold under concurrent requests.
 */
export function createPhonesRepository(db: Db) {
  return {
    ...phoneQueries(db),
    transaction<T>(userId: string, work: (queries: PhoneQueries) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
        return work(phoneQueries(tx));
      });
    },
  };
}

export type PhonesRepository = ReturnType<typeof createPhonesRepository>;
export type PhoneQueries = ReturnType<typeof phoneQueries>;

function phoneQueries(db: Executor) {
  return {
    /** The user's verified phones, the primary first, then oldest first. */
    listVerified(userId: string): Promise<VerifiedPhoneRow[]> {
      return db
        .select()
        .from(verifiedPhones)
        .where(eq(verifiedPhones.userId, userId))
        .orderBy(
          desc(verifiedPhones.isPrimary),
          asc(verifiedPhones.verifiedAt),
          asc(verifiedPhones.id),
        );
    },

    async findVerified(userId: string, id: string): Promise<VerifiedPhoneRow | null> {
      const [row] = await db
        .select()
        .from(verifiedPhones)
        .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.id, id)));
      return row ?? null;
    },

    /** The code most recently sent to the user for the number, if any. */
    async latestOtp(userId: string, phoneNumber: string): Promise<PhoneOtpRow | null> {
      const [row] = await db
        .select()
        .from(phoneOtps)
        .where(and(eq(phoneOtps.userId, userId), eq(phoneOtps.phoneNumber, phoneNumber)))
        .orderBy(desc(phoneOtps.createdAt))
        .limit(1);
      return row ?? null;
    },

    /** How many codes the user was sent since `since` (any number). */
    async countOtpsSince(userId: string, since: Date): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(phoneOtps)
        .where(and(eq(phoneOtps.userId, userId), gte(phoneOtps.createdAt, since)));
      return row?.total ?? 0;
    },

    /** Stores a new code (hashed) and retires the user's earlier unused codes for the number. */
    async insertOtp(values: {
      id: string;
      userId: string;
      phoneNumber: string;
      label: string;
      codeHash: string;
      createdAt: Date;
      expiresAt: Date;
    }): Promise<PhoneOtpRow> {
      await db
        .update(phoneOtps)
        .set({ consumedAt: sql`now()` })
        .where(
          and(
            eq(phoneOtps.userId, values.userId),
            eq(phoneOtps.phoneNumber, values.phoneNumber),
            isNull(phoneOtps.consumedAt),
          ),
        );
      const [row] = await db.insert(phoneOtps).values(values).returning();
      if (!row) throw new Error('code insert returned nothing');
      return row;
    },

    /** Forgets a code that never reached the phone (the SMS failed), so no wait is owed. */
    async deleteOtp(id: string): Promise<void> {
      await db.delete(phoneOtps).where(eq(phoneOtps.id, id));
    },

    /** Counts one wrong try; returns the tries so far. */
    async recordWrongAttempt(id: string): Promise<number> {
      const [row] = await db
        .update(phoneOtps)
        .set({ attempts: sql`${phoneOtps.attempts} + 1` })
        .where(eq(phoneOtps.id, id))
        .returning({ attempts: phoneOtps.attempts });
      return row?.attempts ?? 0;
    },

    /** Uses the code up; false when it was used already (a concurrent verify won). */
    async consumeOtp(id: string): Promise<boolean> {
      const rows = await db
        .update(phoneOtps)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(phoneOtps.id, id), isNull(phoneOtps.consumedAt)))
        .returning({ id: phoneOtps.id });
      return rows.length > 0;
    },

    async insertVerified(values: {
      userId: string;
      phoneNumber: string;
      label: string;
      isPrimary: boolean;
    }): Promise<VerifiedPhoneRow> {
      const [row] = await db.insert(verifiedPhones).values(values).returning();
      if (!row) throw new Error('phone insert returned nothing');
      return row;
    },

    async deleteVerified(userId: string, id: string): Promise<void> {
      await db
        .delete(verifiedPhones)
        .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.id, id)));
    },

    /** Makes `id` the user's only primary phone. */
    async setPrimary(userId: string, id: string): Promise<void> {
      await db
        .update(verifiedPhones)
        .set({ isPrimary: false })
        .where(
          and(
            eq(verifiedPhones.userId, userId),
            eq(verifiedPhones.isPrimary, true),
            ne(verifiedPhones.id, id),
          ),
        );
      await db
        .update(verifiedPhones)
        .set({ isPrimary: true })
        .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.id, id)));
    },

    /** How many of the owner's hostels show `phoneNumber` as their contact phone. */
    async countHostelsUsing(ownerId: string, phoneNumber: string): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(hostels)
        .where(and(eq(hostels.ownerId, ownerId), eq(hostels.contactPhone, phoneNumber)));
      return row?.total ?? 0;
    },

    /** Whether `phoneNumber` (+92 form) is one of the user's verified phones. */
    async isVerifiedNumber(userId: string, phoneNumber: string): Promise<boolean> {
      const [row] = await db
        .select({ id: verifiedPhones.id })
        .from(verifiedPhones)
        .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phoneNumber, phoneNumber)))
        .limit(1);
      return row !== undefined;
    },
  };
}
