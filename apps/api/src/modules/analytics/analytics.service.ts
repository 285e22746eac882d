import { WEB_VITALS, type AnalyticsBatch, type AnalyticsSummary } from '@hostelhub/shared';
import type { AnalyticsRepository } from './analytics.repository.ts';

/** The admin summary covers this many UTC days, today included. */
const DAYS = 14;
const DAY_MS = 86_400_000;

/**
 * First-party analytics (issue 10; part 1 section 9, part 2 section 7 'Analytics'): stores the
 * web app's batches and summarises the last 14 days for administrators.
 */
export function createAnalyticsService({ analytics }: { analytics: AnalyticsRepository }) {
  return {
    /** POST /analytics/events: stores a batch the shared schema accepted, all of it. */
    async record(batch: AnalyticsBatch): Promise<void> {
      await analytics.insertBatch(batch);
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
