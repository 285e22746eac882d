import {
  AppError,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCHES_MAX,
  type CreateSavedSearchValues,
  type FavoriteAlerts,
  type SavedSearch,
  type UnsubscribeState,
  type UpdateSavedSearchValues,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import type { SavedSearchesRepository, SavedSearchRow } from './saved-searches.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.logic.ts';

/** What saved searches need. */
export interface SavedSearchesServiceDeps {
  savedSearches: SavedSearchesRepository;
  tokens: UnsubscribeTokens;
  /**
   * The filters as the list reads them (issue 42: the hostels service's nearFiltersInForce):
   * the search's plain words as explicit filters, a university's id and the radius in force;
   * unchanged when they read as nothing. 400 for an unknown university.
   */
  nearFiltersInForce?: (
    filters: CreateSavedSearchValues['filters'],
  ) => Promise<CreateSavedSearchValues['filters']>;
}

const notFound = () => new AppError('NOT_FOUND', SAVED_SEARCH_MESSAGES.notFound);
const invalidLink = () => new AppError('INVALID_TOKEN', SAVED_SEARCH_MESSAGES.unsubscribeInvalid);

/** The saved search in the API's shape (SavedSearchSchema). */
function toSavedSearch(row: SavedSearchRow): SavedSearch {
  return {
    id: row.id,
    name: row.name,
    filters: row.filters,
    frequency: row.frequency,
    paused: row.pausedAt !== null,
    alert_count: row.alertCount,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Saved searches (issue 29 'Saved searches'; docs/decisions/032): every signed-in user keeps
 * their own, at most SAVED_SEARCHES_MAX; another user's search answers 404 (NOT_FOUND) so ids
 * cannot be probed. Also the switch of the alerts on favourites, and the emails' unsubscribe
 * link, which needs no sign-in: its signed token is the permission.
 */
export function createSavedSearchesService({
  savedSearches,
  tokens,
  nearFiltersInForce,
}: SavedSearchesServiceDeps) {
  /** The caller's search `id` as answered, or NOT_FOUND. */
  async function owned(actor: Actor, id: string): Promise<SavedSearch> {
    const row = await savedSearches.findOwned(actor.id, id);
    if (!row) throw notFound();
    return toSavedSearch(row);
  }

  /** What `token` names, or INVALID_TOKEN (400). */
  async function claimsOf(token: string) {
    const claims = await tokens.verify(token);
    if (!claims) throw invalidLink();
    return claims;
  }

  return {
    /** GET /api/saved-searches: the caller's searches, newest first. */
    async list(actor: Actor): Promise<SavedSearch[]> {
      return (await savedSearches.listForUser(actor.id)).map(toSavedSearch);
    },

    /**
     * POST /api/saved-searches: saves the filters (already checked by the list's schema) under
     * a name. Counted under a lock of the caller's row, so two saves at the limit cannot both
     * pass. Stored as the list reads them (issue 42): plain words as the explicit filters they
     * read as (gender, place, price, facilities, mess; `search` only the words left over) and
     * near a university its id and the radius in force when saved (`near_university`,
     * `radius_km`), so the search never widens and its alerts keep their meaning. Throws
     * CONFLICT (409) past SAVED_SEARCHES_MAX, VALIDATION_ERROR (400) for an unknown
     * `near_university`.
     */
    async create(actor: Actor, input: CreateSavedSearchValues): Promise<SavedSearch> {
      const filters = nearFiltersInForce ? await nearFiltersInForce(input.filters) : input.filters;
      const row = await savedSearches.transaction(async (queries) => {
        await queries.lockUser(actor.id);
        if ((await queries.countForUser(actor.id)) >= SAVED_SEARCHES_MAX) {
          throw new AppError('CONFLICT', SAVED_SEARCH_MESSAGES.tooMany);
        }
        return queries.insert({
          userId: actor.id,
          name: input.name,
          filters,
          frequency: input.frequency,
        });
      });
      return toSavedSearch(row);
    },

    /**
     * PATCH /api/saved-searches/{id}: renames, changes the frequency, pauses or resumes the
     * caller's search. Throws NOT_FOUND (404) for a search that is not theirs.
     */
    async update(actor: Actor, id: string, input: UpdateSavedSearchValues): Promise<SavedSearch> {
      const changed = await savedSearches.update(actor.id, id, {
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.frequency !== undefined ? { frequency: input.frequency } : {}),
        ...(input.paused !== undefined ? { paused: input.paused } : {}),
      });
      if (!changed) throw notFound();
      return owned(actor, id);
    },

    /** DELETE /api/saved-searches/{id}: NOT_FOUND (404) for a search that is not theirs. */
    async remove(actor: Actor, id: string): Promise<void> {
      if (!(await savedSearches.remove(actor.id, id))) throw notFound();
    },

    /** GET /api/alerts/favorites: whether the caller's alerts on favourites are on. */
    async favoriteAlerts(actor: Actor): Promise<FavoriteAlerts> {
      const state = await savedSearches.favoriteAlertsOf(actor.id);
      return { enabled: state?.on ?? true };
    },

    /** PUT /api/alerts/favorites: turns the caller's alerts on favourites on or off. */
    async setFavoriteAlerts(actor: Actor, input: FavoriteAlerts): Promise<FavoriteAlerts> {
      await savedSearches.transaction((queries) =>
        queries.setFavoriteAlerts(actor.id, input.enabled),
      );
      return { enabled: input.enabled };
    },

    /**
     * GET /api/alerts/unsubscribe: what the link turns off and whether it is off already,
     * changing nothing (mail scanners follow links). A search or account that is gone counts
     * as off. Throws INVALID_TOKEN (400) for a token this server did not sign.
     */
    async unsubscribeState(token: string): Promise<UnsubscribeState> {
      const claims = await claimsOf(token);
      if (claims.scope === 'saved_search') {
        const rows = await savedSearches.searchesOfLink(claims.userId, claims.savedSearchIds);
        const off = rows.every((row) => row.paused);
        const names = rows.map((row) => row.name);
        return { scope: claims.scope, names, off, already_off: off };
      }
      const state = await savedSearches.favoriteAlertsOf(claims.userId);
      const off = !state?.on;
      return { scope: claims.scope, names: [], off, already_off: off };
    },

    /**
     * POST /api/alerts/unsubscribe (RFC 8058 one-click, and the web page's button): turns the
     * link's alerts off. `already_off` says they were off before (a second use of the link).
     * Throws INVALID_TOKEN (400) for a token this server did not sign.
     */
    async unsubscribe(token: string): Promise<UnsubscribeState> {
      const claims = await claimsOf(token);
      if (claims.scope === 'saved_search') {
        const paused = await savedSearches.transaction((queries) =>
          queries.pauseFromLink(claims.userId, claims.savedSearchIds),
        );
        return { scope: claims.scope, names: paused.names, off: true, already_off: paused.wasOff };
      }
      const wasOn = await savedSearches.transaction(async (queries) => {
        if (!(await queries.favoriteAlertsOf(claims.userId))) return false;
        return queries.setFavoriteAlerts(claims.userId, false);
      });
      return { scope: claims.scope, names: [], off: true, already_off: !wasOn };
    },
  };
}

export type SavedSearchesService = ReturnType<typeof createSavedSearchesService>;
