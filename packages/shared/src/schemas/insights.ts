import { z } from 'zod';
import { GENDER_CATEGORIES } from '../constants/hostels.ts';

/**
 * Owner insights (issue 30; docs/decisions/033-owner-insights.md): what a hostel's detail views
 * and contacts were, day by day, and where its price stands in its city's market.
 */

/** The longest period GET /api/enhanced-hostels/{id}/insights covers, in days. */
export const MAX_INSIGHTS_DAYS = 90;
/** The period it covers when `days` is not given. */
export const DEFAULT_INSIGHTS_DAYS = 30;

const DAYS_MESSAGE = `days must be a whole number from 1 to ${MAX_INSIGHTS_DAYS}`;

/** Query of GET /api/enhanced-hostels/{id}/insights: `days`, 1 to 90, default 30. */
export const HostelInsightsQuerySchema = z.object({
  days: z.coerce
    .number({ error: DAYS_MESSAGE })
    .int({ error: DAYS_MESSAGE })
    .min(1, { error: DAYS_MESSAGE })
    .max(MAX_INSIGHTS_DAYS, { error: DAYS_MESSAGE })
    .default(DEFAULT_INSIGHTS_DAYS),
});
export type HostelInsightsQuery = z.infer<typeof HostelInsightsQuerySchema>;

/** What is counted per day; every count is a whole number, 0 on a quiet day. */
const CountsSchema = z.object({
  /**
   * Detail views (the API's detail and the server-rendered hostel page) by people: bots, the
   * hostel's owner and administrators are not counted, and one visitor's repeat within 30
   * minutes is the same view.
   */
  views: z.number().int(),
  /** Different visitors that day (a visitor is a daily-salted hash: no personal data). */
  unique_visitors: z.number().int(),
  /** Students who added the hostel to their favourites (and still have it). */
  favourites_added: z.number().int(),
  /** Chats students started about the hostel. */
  chats_started: z.number().int(),
  /** Visit requests students sent (issue 27). */
  visit_requests: z.number().int(),
  /** Reservation requests students sent (issue 27). */
  reservation_requests: z.number().int(),
});

/** One day of insights, a Pakistan-time date (Asia/Karachi). */
export const InsightsDaySchema = CountsSchema.extend({ day: z.iso.date() });
export type InsightsDay = z.infer<typeof InsightsDaySchema>;

/** The period's totals; `contacts` = chats started + visit requests + reservation requests. */
export const InsightsTotalsSchema = CountsSchema.extend({ contacts: z.number().int() });
export type InsightsTotals = z.infer<typeof InsightsTotalsSchema>;

/**
 * One room type of the hostel beside the market: the hostel's lowest and highest rent of that
 * type (rupees a month) and the median rent of rooms of that type in the other approved hostels
 * of the same city and gender category (null when there are none).
 */
export const RoomTypePriceSchema = z.object({
  room_type: z.string(),
  price_min: z.number().int(),
  price_max: z.number().int(),
  /** The hostel's rooms of this type. */
  rooms: z.number().int(),
  market_median: z.number().int().nullable(),
  /** How many rooms, in how many hostels, the median is taken over. */
  market_rooms: z.number().int(),
  market_hostels: z.number().int(),
});
export type RoomTypePrice = z.infer<typeof RoomTypePriceSchema>;

/**
 * The hostel's price beside its market: its lowest monthly price (the lower bound of its price
 * range, rupees) and the median lowest price of the other approved hostels of the same gender
 * category in the same city, with their count ("of 23 hostels"); per room type as well.
 */
export const PriceContextSchema = z.object({
  /** The hostel's city (null when it has none: no market to compare with). */
  city: z.object({ id: z.uuid(), name: z.string(), name_ur: z.string().nullable() }).nullable(),
  gender_category: z.enum(GENDER_CATEGORIES),
  price_min: z.number().int().nullable(),
  market_median: z.number().int().nullable(),
  market_hostels: z.number().int(),
  room_types: z.array(RoomTypePriceSchema),
});
export type PriceContext = z.infer<typeof PriceContextSchema>;

/** `data` of GET /api/enhanced-hostels/{id}/insights. */
export const HostelInsightsSchema = z.object({
  hostel_id: z.uuid(),
  hostel_name: z.string(),
  /** How many days, `from` to `to` inclusive (`to` is today, Pakistan time). */
  days: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** Every day of the period, oldest first, quiet days with zeros. */
  daily: z.array(InsightsDaySchema),
  totals: InsightsTotalsSchema,
  /** `contacts` over `unique_visitors` (0.25 = 25 %); null without visitors. */
  view_to_contact: z.number().nullable(),
  price: PriceContextSchema,
});
export type HostelInsights = z.infer<typeof HostelInsightsSchema>;

/**
 * One hostel's line of the owner's overview (GET /api/enhanced-hostels/owner/insights): its
 * days and totals as on its own insights, without the conversion and the price context.
 */
export const HostelInsightsSummarySchema = HostelInsightsSchema.pick({
  hostel_id: true,
  hostel_name: true,
  daily: true,
  totals: true,
});
export type HostelInsightsSummary = z.infer<typeof HostelInsightsSummarySchema>;

/** `data` of GET /api/enhanced-hostels/owner/insights: every approved hostel of the owner. */
export const OwnerInsightsSchema = z.object({
  days: z.number().int(),
  from: z.iso.date(),
  to: z.iso.date(),
  /** The owner's approved hostels, by name. */
  hostels: z.array(HostelInsightsSummarySchema),
});
export type OwnerInsights = z.infer<typeof OwnerInsightsSchema>;
