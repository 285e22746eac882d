import { WEB_VITALS, type AnalyticsBatch, type AnalyticsSummary } from '@hostelhub/shared';
import type { RateLimitCounters } from '../../lib/rate-limit-counters.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

/** The admin summary covers this many UTC days, today included. */
const DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * Issue 41 item 10: the most events one client address has stored a minute, and the window in
 * which a session's view of one page counts once.
 */
export const ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE = 120;
const MINUTE_MS = 60_000;

/**
 * First-party analytics (issue 10; part 1 section 9, part 2 section 7 'Analytics'): stores the
 * web app's batches and summarises the last 14 days for administrators.
 */
export function createAnalyticsService({
  analytics,
  counters,
}: {
  analytics: AnalyticsRepository;
  /** The rate limits' shared counters (rate_limit_counters), for the volume caps. */
  counters: RateLimitCounters;
}) {
  return {
    /**
     * POST /analytics/events: stores what a batch the shared schema accepted may add (issue 41
     * item 10): a session's view of a page counts once a minute (a repeat in the batch or
     * within the minute is dropped), and one client `address` stores at most
     * ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE events a minute (the batch's first ones).
     * What is dropped is stored nowhere; the caller answers as for a stored batch, so clients
     * never retry. Counted on the shared counters, so every API process agrees.
     */
    async record(batch: AnalyticsBatch, address: string): Promise<void> {
      const views = [
        ...new Set(
          batch.events.flatMap((event) => (event.type === 'page_view' ? [event.path] : [])),
        ),
      ];
      const viewHits = await counters.hit(
        views.map((path) => ({
          key: `analytics:view:${batch.session_id}:${path}`,
          windowMs: MINUTE_MS,
        })),
      );
      const firstViews = new Set(views.filter((_, index) => viewHits[index]?.count === 1));
      const kept = batch.events.filter((event) => {
        if (event.type !== 'page_view') return true;
        // The first view of each page in the batch, when the minute held none before.
        return firstViews.delete(event.path);
      });
      if (kept.length === 0) return;
      const [addressHit] = await counters.hit([
        { key: `analytics:events:${address}`, windowMs: MINUTE_MS, amount: kept.length },
      ]);
      const before = (addressHit?.count ?? kept.length) - kept.length;
      const room = Math.max(0, ANALYTICS_EVENTS_PER_ADDRESS_PER_MINUTE - before);
      if (room === 0) return;
      await analytics.insertBatch({ ...batch, events: kept.slice(0, room) });
    },

    /**
     * GET /admin/analytics: page views for each of the 14 UTC days up to `today` (0 for a day
     * without any), the 10 most viewed pages, and the p75 of every web vital (null, 0 samples
     * when none came).
     */
    async summary(today: Date = new Date()): Promise<AnalyticsSummary> {
      const start = new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) -
          (DAYS - 1) * DAY_MS,
      );
      const [views, pages, vitals] = await Promise.all([
        analytics.viewsPerDay(start),
        analytics.topPages(start, 10),
        analytics.vitals(start),
      ]);
      const byDay = new Map(views.map((row) => [row.day, row.views]));
      return {
        page_views: Array.from({ length: DAYS }, (_, index) => {
          const day = new Date(start.getTime() + index * DAY_MS).toISOString().slice(0, 10);
          return { day, views: byDay.get(day) ?? 0 };
        }),
        top_pages: pages,
        web_vitals: WEB_VITALS.map(
          (metric) =>
            vitals.find((row) => row.metric === metric) ?? { metric, p75: null, samples: 0 },
        ),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
