import type { AnalyticsBatch, WebVital } from '@hostelhub/shared';
import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

/** First-party analytics events (issue 10). The only place with their SQL. */
export function createAnalyticsRepository(db: Db) {
  return {
    async insertBatch(batch: AnalyticsBatch): Promise<void> {
      await db.insert(analyticsEvents).values(
        batch.events.map((event) => ({
          sessionId: batch.session_id,
          type: event.type,
          path: event.path,
          metric: event.type === 'web_vital' ? event.metric : null,
          value: event.type === 'page_view' ? null : event.value,
        })),
      );
    },

    /** Page views per UTC day since `since`. */
    async viewsPerDay(since: Date): Promise<{ day: string; views: number }[]> {
      const day = sql<string>`to_char(${analyticsEvents.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      return db
        .select({ day, views: count() })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, 'page_view'), gte(analyticsEvents.createdAt, since)))
        .groupBy(day);
    },

    async topPages(since: Date, limit: number): Promise<{ path: string; views: number }[]> {
      return db
        .select({ path: analyticsEvents.path, views: count() })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, 'page_view'), gte(analyticsEvents.createdAt, since)))
        .groupBy(analyticsEvents.path)
        .orderBy(desc(count()), analyticsEvents.path)
        .limit(limit);
    },

    /** The 75th percentile and sample count of each vital since `since`. */
    async vitals(
      since: Date,
    ): Promise<{ metric: WebVital; p75: number | null; samples: number }[]> {
      const rows = await db
        .select({
          metric: analyticsEvents.metric,
          p75: sql<
            number | null
          >`percentile_cont(0.75) within group (order by ${analyticsEvents.value})`,
          samples: count(),
        })
        .from(analyticsEvents)
        .where(and(eq(analyticsEvents.type, 'web_vital'), gte(analyticsEvents.createdAt, since)))
        .groupBy(analyticsEvents.metric);
      return rows.map((row) => ({
        metric: row.metric as WebVital,
        p75: row.p75 === null ? null : Number(row.p75),
        samples: row.samples,
      }));
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
