import type { HostelFilters, Language, SavedSearchFrequency } from '@hostelhub/shared';
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { withTransactions } from '../../db/transactional.ts';
import {
  alertSettings,
  hostelBrowse,
  savedSearchAlerts,
  savedSearches,
  users,
} from '../../db/schema/index.ts';

// Saved searches and their alerts (issue 29; docs/decisions/032): the only SQL of the module.

/** The NOTIFY channel a committed approval wakes every process's alert checks on. */
export const SAVED_SEARCH_CHECKS_CHANNEL = 'hostelhub_saved_search_checks';

/** A saved search as stored, with how many hostels it alerted about. */
export type SavedSearchRow = typeof savedSearches.$inferSelect & { alertCount: number };

/** A saved search as the matcher reads it. */
export interface ActiveSearch {
  id: string;
  userId: string;
  name: string;
  filters: HostelFilters;
  frequency: SavedSearchFrequency;
}

/** Who an alert goes to: their address, name, language and whether they take hostel emails. */
export interface AlertRecipient {
  id: string;
  email: string;
  fullName: string;
  language: Language;
  /** Email and hostel updates both on (decision 010's preferences, as bookings' notices). */
  wantsEmails: boolean;
  /** Whether their alerts on favourites are on (no `alert_settings` row: on). */
  favoritesOn: boolean;
}

/** What an alert shows of a hostel (from the browse read model). */
export interface AlertHostel {
  id: string;
  name: string;
  priceMin: number | null;
  priceMax: number | null;
  cityName: string | null;
  cityNameUr: string | null;
  townName: string | null;
  townNameUr: string | null;
  /** The card's photo (thumbnail), a path under /uploads or an absolute URL; null without one. */
  imageUrl: string | null;
}

/** A favourited, approved hostel whose price floor or free beds differ from what was seen. */
export interface FavoriteChange {
  hostelId: string;
  /** Null when no state was kept yet (first sight: stored, not told). */
  seenPriceMin: number | null | undefined;
  seenBeds: number | undefined;
  priceMin: number | null;
  availableBeds: number;
}

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

// One lock key for the favourite comparison, so two server processes never compare at once.
const FAVORITE_COMPARISON_LOCK = 290_029;
/**
 * The advisory lock class of one person's daily digest (the key is their id's `hashtext`): a
 * process takes a person's waiting alerts only under it, so two never split one digest.
 */
export const DIGEST_USER_LOCK_CLASS = 2932;

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

/** What ActiveSearch reads of a saved search. */
const activeSearchColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
};

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

    /** The people alerts go to, by id (unknown ids are skipped). */
    async recipients(userIds: readonly string[]): Promise<Map<string, AlertRecipient>> {
      if (userIds.length === 0) return new Map();
      const rows = await executor
        .select({
          id: users.id,
          email: users.email,
          fullName: users.fullName,
          language: users.preferredLanguage,
          notifyEmail: users.notifyEmail,
          notifyHostelUpdates: users.notifyHostelUpdates,
          favoritesPausedAt: alertSettings.favoritesPausedAt,
        })
        .from(users)
        .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(
        rows.map((row) => [
          row.id,
          {
            id: row.id,
            email: row.email,
            fullName: row.fullName,
            language: row.language,
            wantsEmails: row.notifyEmail && row.notifyHostelUpdates,
            favoritesOn: row.favoritesPausedAt === null,
          },
        ]),
      );
    },

    /**
     * Up to `limit` queued checks, oldest first, skipping those another process is taking
     * right now. Reading does not take them (see takeChecks).
     */
    async peekChecks(limit: number): Promise<{ id: string; hostelId: string }[]> {
      const result = await executor.execute<{ id: string; hostel_id: string }>(sql`
        select id, hostel_id from saved_search_checks
        order by created_at
        limit ${limit}
        for update skip locked`);
      return rowsOf<{ id: string; hostel_id: string }>(result).map((row) => ({
        id: row.id,
        hostelId: row.hostel_id,
      }));
    },

    /**
     * Takes the queued checks `ids` in the caller's transaction (their rows are deleted at its
     * commit); those another process took or is taking are skipped. Returns the hostels of the
     * checks taken.
     */
    async takeChecks(ids: readonly string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const result = await executor.execute<{ hostel_id: string }>(sql`
        delete from saved_search_checks c
        using (
          select id from saved_search_checks
          where id = any(${sql.param([...ids])}::uuid[])
          for update skip locked
        ) due
        where c.id = due.id
        returning c.hostel_id`);
      const rows = rowsOf<{ hostel_id: string }>(result);
      return [...new Set(rows.map((row) => row.hostel_id))];
    },

    /** Every saved search whose alerts are on (not paused), oldest first. */
    async activeSearches(): Promise<ActiveSearch[]> {
      return executor
        .select(activeSearchColumns)
        .from(savedSearches)
        .where(isNull(savedSearches.pausedAt))
        .orderBy(savedSearches.createdAt, savedSearches.id);
    },

    /**
     * Records the alerts of `pairs`, each at most once ever (the unique index): a pair already
     * alerted is skipped. Instant ones are marked told at `at`; the others wait for the digest.
     * Returns the pairs that are new.
     */
    async insertAlerts(
      pairs: readonly { savedSearchId: string; hostelId: string; instant: boolean }[],
      at: Date,
    ): Promise<{ savedSearchId: string; hostelId: string }[]> {
      if (pairs.length === 0) return [];
      return executor
        .insert(savedSearchAlerts)
        .values(
          pairs.map((pair) => ({
            savedSearchId: pair.savedSearchId,
            hostelId: pair.hostelId,
            notifiedAt: pair.instant ? at : null,
          })),
        )
        .onConflictDoNothing({
          target: [savedSearchAlerts.savedSearchId, savedSearchAlerts.hostelId],
        })
        .returning({
          savedSearchId: savedSearchAlerts.savedSearchId,
          hostelId: savedSearchAlerts.hostelId,
        });
    },

    /**
     * Takes the alerts waiting for a digest that were made before `before` (of searches not
     * paused), every one of up to `users` people (those waiting longest first), so a person's
     * searches go in one digest; marks them told at `at`. A person whose digest another
     * process is writing (it holds their DIGEST_USER_LOCK_CLASS lock until it commits) is
     * skipped whole, as are rows another process holds. Returns each with its search, oldest
     * first.
     */
    async takeDigestAlerts(
      before: Date,
      at: Date,
      users: number,
    ): Promise<{ savedSearchId: string; hostelId: string }[]> {
      const waiting = (alert: SQL, search: SQL) => sql`
        ${alert}.notified_at is null and ${search}.paused_at is null
        and ${alert}.created_at < ${before.toISOString()}::timestamptz`;
      // The lock is tried only for the people chosen (a materialised, limited list), and held
      // until this transaction ends.
      const result = await executor.execute<{ saved_search_id: string; hostel_id: string }>(sql`
        with chosen as materialized (
          select s2.user_id from saved_search_alerts w2
          join saved_searches s2 on s2.id = w2.saved_search_id
          where ${waiting(sql`w2`, sql`s2`)}
          group by s2.user_id
          order by min(w2.created_at), s2.user_id
          limit ${users}
        ), mine as materialized (
          select user_id from chosen
          where pg_try_advisory_xact_lock(${DIGEST_USER_LOCK_CLASS}, hashtext(user_id::text))
        ), taken as (
          update saved_search_alerts a set notified_at = ${at.toISOString()}::timestamptz,
            updated_at = now()
          from (
            select w.id from saved_search_alerts w
            join saved_searches s on s.id = w.saved_search_id
            where ${waiting(sql`w`, sql`s`)}
              and s.user_id in (select user_id from mine)
            for update of w skip locked
          ) due
          where a.id = due.id
          returning a.saved_search_id, a.hostel_id, a.created_at, a.id
        )
        select saved_search_id, hostel_id from taken order by created_at, id`);
      return rowsOf<{ saved_search_id: string; hostel_id: string }>(result).map((row) => ({
        savedSearchId: row.saved_search_id,
        hostelId: row.hostel_id,
      }));
    },

    /** Saved searches by id (for a digest). */
    async searchesByIds(ids: readonly string[]): Promise<Map<string, ActiveSearch>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select(activeSearchColumns)
        .from(savedSearches)
        .where(inArray(savedSearches.id, [...new Set(ids)]));
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** What alerts show of these hostels, approved ones only, by id. */
    async approvedHostels(ids: readonly string[]): Promise<Map<string, AlertHostel>> {
      if (ids.length === 0) return new Map();
      const rows = await executor
        .select({
          id: hostelBrowse.hostelId,
          name: hostelBrowse.name,
          priceMin: hostelBrowse.priceMin,
          priceMax: hostelBrowse.priceMax,
          cityName: hostelBrowse.cityName,
          cityNameUr: hostelBrowse.cityNameUr,
          townName: hostelBrowse.townName,
          townNameUr: hostelBrowse.townNameUr,
          imageUrl: hostelBrowse.imageUrl,
        })
        .from(hostelBrowse)
        .where(
          and(
            inArray(hostelBrowse.hostelId, [...new Set(ids)]),
            eq(hostelBrowse.status, 'approved'),
          ),
        );
      return new Map(rows.map((row) => [row.id, row]));
    },

    /**
     * Takes the favourite comparison's lock for the caller's transaction: false when another
     * process is comparing right now.
     */
    async lockFavoriteComparison(): Promise<boolean> {
      const result = await executor.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${FAVORITE_COMPARISON_LOCK}) as locked`,
      );
      return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
    },

    /**
     * The favourited, approved hostels whose price floor or free beds differ from what the
     * favourite alerts last saw (or that were never seen), from the browse read model.
     */
    async changedFavorites(): Promise<FavoriteChange[]> {
      const result = await executor.execute<{
        hostel_id: string;
        seen: boolean;
        seen_price_min: number | null;
        seen_beds: number | null;
        price_min: number | null;
        available_beds: number;
      }>(sql`
        select b.hostel_id, s.id is not null as seen, s.price_min as seen_price_min,
          s.available_beds as seen_beds, b.price_min, b.available_beds
        from hostel_browse b
        left join favorite_alert_states s on s.hostel_id = b.hostel_id
        where b.status = 'approved'
          and exists (select 1 from favorites f where f.hostel_id = b.hostel_id)
          and (s.id is null or s.price_min is distinct from b.price_min
            or s.available_beds <> b.available_beds)`);
      return (
        result as {
          rows: {
            hostel_id: string;
            seen: boolean;
            seen_price_min: number | null;
            seen_beds: number | null;
            price_min: number | null;
            available_beds: number;
          }[];
        }
      ).rows.map((row) => ({
        hostelId: row.hostel_id,
        seenPriceMin: row.seen ? row.seen_price_min : undefined,
        seenBeds: row.seen ? (row.seen_beds ?? 0) : undefined,
        priceMin: row.price_min,
        availableBeds: row.available_beds,
      }));
    },

    /** Stores what the favourite alerts saw of a hostel now. */
    async saveFavoriteState(hostelId: string, priceMin: number | null, beds: number) {
      await executor.execute(sql`
        insert into favorite_alert_states (hostel_id, price_min, available_beds)
        values (${hostelId}, ${priceMin}, ${beds})
        on conflict (hostel_id) do update set price_min = excluded.price_min,
          available_beds = excluded.available_beds, updated_at = now()`);
    },

    /**
     * Forgets what was seen of hostels no longer approved or no longer anyone's favourite, so
     * one that comes back starts afresh instead of alerting about old changes.
     */
    async forgetStaleFavoriteStates(): Promise<void> {
      await executor.execute(sql`
        delete from favorite_alert_states s
        where not exists (select 1 from hostel_browse b
            where b.hostel_id = s.hostel_id and b.status = 'approved')
          or not exists (select 1 from favorites f where f.hostel_id = s.hostel_id)`);
    },

    /** The users who saved `hostelId` as a favourite. */
    async favoritersOf(hostelId: string): Promise<string[]> {
      const result = await executor.execute<{ user_id: string }>(
        sql`select user_id from favorites where hostel_id = ${hostelId} order by created_at`,
      );
      return rowsOf<{ user_id: string }>(result).map((row) => row.user_id);
    },
  }));
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
