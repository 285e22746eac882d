import type { HostelFilters, SavedSearchFrequency } from '@hostelhub/shared';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  alertSettings,
  hostelBrowse,
  savedSearchAlerts,
  savedSearches,
  users,
} from '../../db/schema/index.ts';

// Alert runs (issue 29; decision 032): recipients, queued checks, digests, favourites' changes.

/** A saved search as the matcher reads it. */
export interface ActiveSearch {
  id: string;
  userId: string;
  name: string;
  filters: HostelFilters;
  frequency: SavedSearchFrequency;
}

/** Who an alert goes to (notify reads their language, address and wishes). */
export interface AlertRecipient {
  id: string;
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

// One lock key for the favourite comparison, so two server processes never compare at once.
const FAVORITE_COMPARISON_LOCK = 290_029;
/**
 * The advisory lock class of one person's daily digest (the key is their id's `hashtext`): a
 * process takes a person's waiting alerts only under it, so two never split one digest.
 */
export const DIGEST_USER_LOCK_CLASS = 2932;

/** What ActiveSearch reads of a saved search. */
const activeSearchColumns = {
  id: savedSearches.id,
  userId: savedSearches.userId,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
};

/** The alert runs' queries (saved-search-alerts.job.ts and plugins/saved-search-checks.ts use them). */
export function savedSearchAlertQueries(executor: Executor) {
  return {
    /** The people alerts go to, by id (unknown ids are skipped). */
    async recipients(userIds: readonly string[]): Promise<Map<string, AlertRecipient>> {
      if (userIds.length === 0) return new Map();
      const rows = await executor
        .select({ id: users.id, favoritesPausedAt: alertSettings.favoritesPausedAt })
        .from(users)
        .leftJoin(alertSettings, eq(alertSettings.userId, users.id))
        .where(inArray(users.id, [...new Set(userIds)]));
      return new Map(
        rows.map((row) => [
          row.id,
          { id: row.id, favoritesOn: row.favoritesPausedAt === null },
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
  };
}
