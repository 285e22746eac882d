import type { HostelFilters, SavedSearchFrequency } from '@hostelhub/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { withTransactions } from '../../db/transactional.ts';
import { savedSearchAlertQueries } from './saved-search-alerts.repository.ts';
import { alertSettings, savedSearchAlerts, savedSearches, users } from '../../db/schema/index.ts';

// Saved searches and their alerts (issue 29; docs/decisions/032): the only SQL of the module.

export {
  DIGEST_USER_LOCK_CLASS,
  type ActiveSearch,
  type AlertHostel,
  type AlertRecipient,
  type FavoriteChange,
} from './saved-search-alerts.repository.ts';

/** The NOTIFY channel a committed approval wakes every process's alert checks on. */
export const SAVED_SEARCH_CHECKS_CHANNEL = 'hostelhub_saved_search_checks';

/** A saved search as stored, with how many hostels it alerted about. */
export type SavedSearchRow = typeof savedSearches.$inferSelect & { alertCount: number };

/** queueSavedSearchChecks's type: what services.ts hands the admin's approvals (issue 43). */
export type QueueSavedSearchChecks = typeof queueSavedSearchChecks;

/**
 * Marks `hostelIds` as just become visible to students (issue 29), in `executor`'s transaction
 * (the approval's): they wait in saved_search_checks to be matched against the saved searches,
 * and the same statement NOTIFYs SAVED_SEARCH_CHECKS_CHANNEL, which PostgreSQL delivers at
 * commit, so the checks run within seconds and a rolled-back approval matches nothing.
 */
export async function queueSavedSearchChecks(
  executor: Executor,
  hostelIds: readonly string[],
): Promise<void> {
  if (hostelIds.length === 0) return;
  await executor.execute(sql`
    with queued as (
      insert into saved_search_checks (hostel_id)
      select unnest(${sql.param([...hostelIds])}::uuid[])
      returning id
    )
    select pg_notify(${SAVED_SEARCH_CHECKS_CHANNEL}, '') from (select 1 from queued limit 1) as any_row`);
}

// The outer id is written out in full: Drizzle leaves a one-table select's columns unqualified,
// and a bare "id" inside the subquery would be the alert's own.
const alertCount = sql<number>`(select count(*)::int from ${savedSearchAlerts} a
  where a.saved_search_id = "saved_searches"."id")`;

const rowColumns = {
  id: savedSearches.id,
  createdAt: savedSearches.createdAt,
  updatedAt: savedSearches.updatedAt,
  userId: savedSearches.userId,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  pausedAt: savedSearches.pausedAt,
  alertCount,
};

/**
 * The user's searches among `ids` that still exist, in the order of `ids`, with whether each is
 * paused; `lock` holds them for the rest of the transaction.
 */
async function searchesOfLink(
  executor: Executor,
  userId: string,
  ids: readonly string[],
  lock: boolean,
): Promise<{ id: string; name: string; paused: boolean }[]> {
  const query = executor
    .select({ id: savedSearches.id, name: savedSearches.name, pausedAt: savedSearches.pausedAt })
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), inArray(savedSearches.id, [...ids])));
  const rows = lock ? await query.for('update') : await query;
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id, name: row.name, paused: row.pausedAt !== null }] : [];
  });
}

/** Saved searches, their alerts, the favourite alerts' state and switch (issue 29). */
export function createSavedSearchesRepository(db: Db) {
  return withTransactions(db, (executor: Executor) => ({
    /** Locks the user's row, so two saves at the limit cannot both pass the count. */
    async lockUser(userId: string): Promise<boolean> {
      const rows = await executor.execute(
        sql`select id from users where id = ${userId} for update`,
      );
      return rowsOf(rows).length > 0;
    },

    /** How many saved searches the user keeps. */
    async countForUser(userId: string): Promise<number> {
      const [row] = await executor
        .select({ total: count() })
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId));
      return row?.total ?? 0;
    },

    /** Saves a search; returns it. */
    async insert(values: {
      userId: string;
      name: string;
      filters: HostelFilters;
      frequency: SavedSearchFrequency;
    }): Promise<SavedSearchRow> {
      const [row] = await executor.insert(savedSearches).values(values).returning();
      if (!row) throw new Error('saved search insert returned nothing');
      return { ...row, alertCount: 0 };
    },

    /** The user's saved searches, newest first. */
    async listForUser(userId: string): Promise<SavedSearchRow[]> {
      return executor
        .select(rowColumns)
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
    },

    /** The user's saved search `id`, or undefined when there is none of theirs. */
    async findOwned(userId: string, id: string): Promise<SavedSearchRow | undefined> {
      const [row] = await executor
        .select(rowColumns)
        .from(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
        .limit(1);
      return row;
    },

    /**
     * Renames, re-times or pauses (`pausedAt` a time) or resumes (null) the user's search;
     * false when it is not theirs. Pausing twice keeps the first time.
     */
    async update(
      userId: string,
      id: string,
      change: { name?: string; frequency?: SavedSearchFrequency; paused?: boolean },
    ): Promise<boolean> {
      const rows = await executor
        .update(savedSearches)
        .set({
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.frequency !== undefined ? { frequency: change.frequency } : {}),
          ...(change.paused === undefined
            ? {}
            : { pausedAt: change.paused ? sql`coalesce(${savedSearches.pausedAt}, now())` : null }),
          updatedAt: sql`now()`,
        })
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /** Deletes the user's search (its alerts go with it); false when it is not theirs. */
    async remove(userId: string, id: string): Promise<boolean> {
      const rows = await executor
        .delete(savedSearches)
        .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },

    /**
     * The user's searches among `ids` that still exist, in the order of `ids`, with whether
     * each is paused (what an unsubscribe link names).
     */
    searchesOfLink(userId: string, ids: readonly string[]) {
      return searchesOfLink(executor, userId, ids, false);
    },

    /**
     * Turns the alerts of the user's searches `ids` off from an unsubscribe link: their names
     * (gone ones left out) and whether every one was off already. Pausing twice keeps the
     * first time.
     */
    async pauseFromLink(
      userId: string,
      ids: readonly string[],
    ): Promise<{ names: string[]; wasOff: boolean }> {
      const rows = await searchesOfLink(executor, userId, ids, true);
      const running = rows.filter((row) => !row.paused).map((row) => row.id);
      if (running.length > 0) {
        await executor
          .update(savedSearches)
          .set({ pausedAt: sql`now()`, updatedAt: sql`now()` })
          .where(inArray(savedSearches.id, running));
      }
      return { names: rows.map((row) => row.name), wasOff: running.length === 0 };
    },

    /** Whether the user exists, and whether their favourite alerts are on. */
    async favoriteAlertsOf(userId: string): Promise<{ on: boolean } | undefined> {
      const [row] = await executor
        .select({ pausedAt: alertSettings.favoritesPausedAt })
        .from(users)
        .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
        .where(eq(users.id, userId))
        .limit(1);
      return row ? { on: row.pausedAt === null } : undefined;
    },

    /**
     * Turns the user's favourite alerts on or off; returns whether they were on before. Off
     * twice keeps the first time.
     */
    async setFavoriteAlerts(userId: string, on: boolean): Promise<boolean> {
      const [before] = await executor
        .select({ pausedAt: alertSettings.favoritesPausedAt })
        .from(alertSettings)
        .where(eq(alertSettings.userId, userId))
        .for('update')
        .limit(1);
      await executor
        .insert(alertSettings)
        .values({ userId, favoritesPausedAt: on ? null : sql`now()` })
        .onConflictDoUpdate({
          target: alertSettings.userId,
          set: {
            favoritesPausedAt: on ? null : sql`coalesce(${alertSettings.favoritesPausedAt}, now())`,
            updatedAt: sql`now()`,
          },
        });
      return (before?.pausedAt ?? null) === null;
    },

    // The alerts' runs: recipients, checks, digests, favourites (saved-search-alerts.repository.ts).
    ...savedSearchAlertQueries(executor),
  }));
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
