import { karachiToday, SAVED_SEARCH_DIGEST_HOUR } from '@hostelhub/shared';
import { runAsBackgroundWork } from '../../db/background-work.ts';
import type { HostelsRepository } from '../hostels/hostels.repository.ts';
import type { Notify } from '../notify/notify.service.ts';
import type {
  ActiveSearch,
  AlertHostel,
  SavedSearchesRepository,
} from './saved-searches.repository.ts';
import type { UnsubscribeTokens } from './unsubscribe-token.logic.ts';

/** Queued checks matched per transaction. */
const CHECK_BATCH = 20;
/** People whose waiting alerts are taken per digest transaction. */
const DIGEST_USERS = 50;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last digest time at or before `at`: SAVED_SEARCH_DIGEST_HOUR (09:00) in Asia/Karachi,
 * today's (Pakistan's date, through Intl) if it has come, else yesterday's. Pakistan keeps no
 * daylight saving, so the day is always UTC+5.
 */
export function lastDigestTime(at: Date): Date {
  const hour = String(SAVED_SEARCH_DIGEST_HOUR).padStart(2, '0');
  const today = new Date(`${karachiToday(at)}T${hour}:00:00+05:00`);
  return today.getTime() <= at.getTime() ? today : new Date(today.getTime() - DAY_MS);
}

/** What the alerts need. */
export interface SavedSearchAlertsDeps {
  repository: SavedSearchesRepository;
  /** The browse list's own matching (one implementation of the filters, issue 29). */
  hostels: Pick<HostelsRepository, 'matchingFilterSets'>;
  /** Tells the students (issue 43 item 2: the alert events of modules/notify). */
  notify: Pick<Notify, 'tell'>;
  /** Signs each alert email's unsubscribe link (RFC 8058). */
  tokens: Pick<UnsubscribeTokens, 'sign'>;
  /** The clock (tests control it). */
  now?: () => Date;
}

/**
 * The alerts of issue 29 (docs/decisions/032):
 * - `processChecks`: hostels that became visible (queued by an approval's transaction) are
 *   matched against every saved search whose alerts are on, with the browse list's own WHERE
 *   (HostelsRepository.matchingFilterSets); each match is recorded once ever per search and
 *   hostel, and an instant search's user is told at once.
 * - `runDigests`: at 09:00 Pakistan time, the alerts of daily searches made before then go out
 *   as one digest per person: an in-app notification per search and one email for them all.
 * - `compareFavorites`: favourited, approved hostels whose price floor went down or whose free
 *   beds went from none to some tell the students who favourited them (unless they turned
 *   these alerts off), comparing the browse read model with what was seen last.
 * Every step is one transaction with its notifications and outbox emails.
 */
export function createSavedSearchAlerts({
  repository,
  hostels,
  notify,
  tokens,
  now = () => new Date(),
}: SavedSearchAlertsDeps) {
  /**
   * Queued hostels matched; resolves with how many alerts were made. The matching reads the
   * browse read model outside the transaction (PGlite has one connection, and a statement
   * outside an open transaction would wait for it); the transaction then takes the checks it
   * matched, records the alerts and tells the instant searches' users. Checks another process
   * took meanwhile are left to it.
   */
  async function processChecks(): Promise<number> {
    let made = 0;
    for (;;) {
      const queued = await repository.peekChecks(CHECK_BATCH);
      if (queued.length === 0) return made;
      const searches = await repository.activeSearches();
      const matched = new Map<string, ActiveSearch[]>();
      if (searches.length > 0) {
        const sets = searches.map((search) => ({
          status: 'approved' as const,
          filters: search.filters,
        }));
        for (const hostelId of new Set(queued.map((check) => check.hostelId))) {
          const matches = await hostels.matchingFilterSets([hostelId], sets);
          matched.set(
            hostelId,
            searches.filter((_search, index) => matches[index]),
          );
        }
      }
      const batch = await repository.transaction(async (queries, tx) => {
        const taken = await queries.takeChecks(queued.map((check) => check.id));
        if (taken.length === 0) return null;
        const pairs = taken.flatMap((hostelId) =>
          (matched.get(hostelId) ?? []).map((search) => ({
            savedSearchId: search.id,
            hostelId,
            instant: search.frequency === 'instant',
          })),
        );
        const created = await queries.insertAlerts(pairs, now());
        const byId = new Map(searches.map((search) => [search.id, search]));
        const instant = created.filter(
          (pair) => byId.get(pair.savedSearchId)?.frequency === 'instant',
        );
        if (instant.length > 0) {
          const recipients = await queries.recipients(
            instant.map((pair) => byId.get(pair.savedSearchId)?.userId ?? ''),
          );
          const shown = await queries.approvedHostels(instant.map((pair) => pair.hostelId));
          for (const pair of instant) {
            const search = byId.get(pair.savedSearchId);
            const recipient = search ? recipients.get(search.userId) : undefined;
            const hostel = shown.get(pair.hostelId);
            if (search && recipient && hostel) {
              await notify.tell(tx, recipient.id, 'savedSearchMatched', {
                search,
                hostel,
                unsubscribeToken: await tokens.sign({
                  scope: 'saved_search',
                  userId: recipient.id,
                  savedSearchIds: [search.id],
                }),
              });
            }
          }
        }
        return created.length;
      });
      // Another process took these checks: they are its to finish.
      if (batch === null) return made;
      made += batch;
    }
  }

  /** Daily digests due at the clock's time; resolves with how many alerts they carried. */
  async function runDigests(): Promise<number> {
    const at = now();
    const before = lastDigestTime(at);
    let sent = 0;
    for (;;) {
      const batch = await repository.transaction(async (queries, tx) => {
        const taken = await queries.takeDigestAlerts(before, at, DIGEST_USERS);
        if (taken.length === 0) return null;
        const searches = await queries.searchesByIds(taken.map((alert) => alert.savedSearchId));
        const recipients = await queries.recipients(
          [...searches.values()].map((search) => search.userId),
        );
        const shown = await queries.approvedHostels(taken.map((alert) => alert.hostelId));
        // Per person, their searches in the order of their oldest waiting alert.
        type Part = { search: ActiveSearch; hostels: AlertHostel[] };
        const parts = new Map<string, Map<string, Part>>();
        for (const alert of taken) {
          const search = searches.get(alert.savedSearchId);
          const hostel = shown.get(alert.hostelId);
          if (!search || !hostel) continue;
          const ofUser = parts.get(search.userId) ?? new Map<string, Part>();
          parts.set(search.userId, ofUser);
          const part = ofUser.get(search.id);
          if (part) part.hostels.push(hostel);
          else ofUser.set(search.id, { search, hostels: [hostel] });
        }
        for (const [userId, ofUser] of parts) {
          const recipient = recipients.get(userId);
          const searchParts = [...ofUser.values()];
          if (!recipient || searchParts.length === 0) continue;
          // One email for them all: its unsubscribe link pauses every search in it.
          await notify.tell(tx, recipient.id, 'savedSearchDigest', {
            parts: searchParts,
            unsubscribeToken: await tokens.sign({
              scope: 'saved_search',
              userId: recipient.id,
              savedSearchIds: searchParts.map((part) => part.search.id),
            }),
          });
        }
        return taken.length;
      });
      if (batch === null) return sent;
      sent += batch;
    }
  }

  /** One comparison of the favourites; resolves with how many students were told. */
  async function compareFavorites(): Promise<number> {
    return repository.transaction(async (queries, tx) => {
      if (!(await queries.lockFavoriteComparison())) return 0;
      await queries.forgetStaleFavoriteStates();
      let told = 0;
      for (const change of await queries.changedFavorites()) {
        await queries.saveFavoriteState(change.hostelId, change.priceMin, change.availableBeds);
        // First sight of this hostel: remembered, nothing to compare with.
        if (change.seenBeds === undefined) continue;
        const seenPrice = change.seenPriceMin;
        const priceDropped =
          seenPrice !== null &&
          seenPrice !== undefined &&
          change.priceMin !== null &&
          change.priceMin < seenPrice;
        const bedsFreed = change.seenBeds === 0 && change.availableBeds > 0;
        if (!priceDropped && !bedsFreed) continue;
        const hostel = (await queries.approvedHostels([change.hostelId])).get(change.hostelId);
        if (!hostel) continue;
        const recipients = await queries.recipients(await queries.favoritersOf(change.hostelId));
        for (const recipient of recipients.values()) {
          if (!recipient.favoritesOn) continue;
          const unsubscribeToken = await tokens.sign({ scope: 'favorites', userId: recipient.id });
          if (priceDropped && change.priceMin !== null && seenPrice != null) {
            await notify.tell(tx, recipient.id, 'favoriteChanged', {
              hostel,
              change: { kind: 'price', priceMin: change.priceMin, before: seenPrice },
              unsubscribeToken,
            });
          }
          if (bedsFreed) {
            await notify.tell(tx, recipient.id, 'favoriteChanged', {
              hostel,
              change: { kind: 'beds', beds: change.availableBeds },
              unsubscribeToken,
            });
          }
          told += 1;
        }
      }
      return told;
    });
  }

  // The checks a committed approval NOTIFYs: one pass at a time, a kick during a pass runs
  // another after it (decision 013's worker, in small).
  let running: Promise<number> | null = null;
  let isKickedAgain = false;
  let isStopped = false;
  let onError: (error: unknown) => void = () => undefined;

  function startPass(): Promise<number> {
    const current = runAsBackgroundWork(async () => {
      let made = 0;
      do {
        isKickedAgain = false;
        made += await processChecks();
      } while (isKickedAgain && !isStopped);
      return made;
    }).finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  }

  return {
    processChecks,
    runDigests,
    compareFavorites,

    /**
     * The periodic work (every minute in the server process): queued checks, due digests and
     * the favourites' comparison. Resolves with how many alerts and notices it made.
     */
    async runDueWork(): Promise<number> {
      const made = await processChecks();
      const digested = await runDigests();
      const told = await compareFavorites();
      return made + digested + told;
    },

    /** Where a failed pass started by `kick` is reported (the app's logger). */
    onError(handler: (error: unknown) => void): void {
      onError = handler;
    },

    /** Matches queued hostels soon, in the background (coalesced with a pass running). */
    kick(): void {
      if (isStopped) return;
      if (running) {
        isKickedAgain = true;
        return;
      }
      startPass().catch((error: unknown) => onError(error));
    },

    /**
     * Waits for a pass running, then matches whatever is queued; resolves with how many alerts
     * were made. Tests call it to await the alerts of an approval.
     */
    async checkNow(): Promise<number> {
      if (running) await running.catch(() => 0);
      if (isStopped) return 0;
      return running ?? startPass();
    },

    /** Stops kicks and waits for a pass running (before the database closes). */
    async stop(): Promise<void> {
      isStopped = true;
      await running?.catch(() => 0);
    },
  };
}

export type SavedSearchAlerts = ReturnType<typeof createSavedSearchAlerts>;
