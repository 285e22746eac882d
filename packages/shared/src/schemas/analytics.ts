import { z } from 'zod';
import { MESSAGES } from '../constants/messages.ts';
import { isAppPath } from '../domain/app-paths.ts';

/** The web vitals the client reports (web-vitals library). */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVital = (typeof WEB_VITALS)[number];

/**
 * A page path: starts with '/', no query string or fragment (they may hold personal data), and
 * one of the web app's own routes (APP_PATHS, ids in place of `:id`), so the admin's top pages
 * cannot be filled with invented paths (issue 21 item 14).
 */
const PathSchema = z
  .string()
  .max(300)
  .regex(/^\/[^?#]*$/, { error: MESSAGES.analyticsPathForm })
  .refine(isAppPath, { error: MESSAGES.analyticsPathUnknown });

/**
 * One analytics event (issue 10): no personal data beyond a random per-tab session id. Strict
 * (issue 41 item 9): another key answers 400 naming it.
 */
export const AnalyticsEventSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('page_view'), path: PathSchema }),
  z.strictObject({
    type: z.literal('scroll_depth'),
    path: PathSchema,
    /** 25, 50, 75 or 100 percent. */
    value: z.union([z.literal(25), z.literal(50), z.literal(75), z.literal(100)]),
  }),
  z.strictObject({
    type: z.literal('web_vital'),
    path: PathSchema,
    metric: z.enum(WEB_VITALS),
    /** Milliseconds, except CLS (unitless). */
    value: z.number().min(0).max(600_000),
  }),
]);
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** Body of POST /api/analytics/events: a batch from one tab, at most 50 events. Strict (issue 41 item 9): another key answers 400 naming it. */
export const AnalyticsBatchSchema = z.strictObject({
  session_id: z.uuid(),
  events: z.array(AnalyticsEventSchema).min(1).max(50),
});
export type AnalyticsBatch = z.infer<typeof AnalyticsBatchSchema>;

/** `data` of GET /api/admin/analytics: the last 14 days. */
export const AnalyticsSummarySchema = z.object({
  /** Oldest first, one entry per day (YYYY-MM-DD, UTC), days without views included. */
  page_views: z.array(z.object({ day: z.string(), views: z.number().int() })),
  top_pages: z.array(z.object({ path: z.string(), views: z.number().int() })),
  /** p75 of each vital over the period; null without samples. */
  web_vitals: z.array(
    z.object({ metric: z.enum(WEB_VITALS), p75: z.number().nullable(), samples: z.number().int() }),
  ),
});
export type AnalyticsSummary = z.infer<typeof AnalyticsSummarySchema>;
