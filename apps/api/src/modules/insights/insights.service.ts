import { createHmac, randomBytes } from 'node:crypto';
import {
  AppError,
  karachiToday,
  LISTING_MESSAGES,
  MESSAGES,
  type HostelInsights,
  type InsightsDay,
  type InsightsTotals,
  type OwnerInsights,
  type PriceContext,
} from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../lib/actor.ts';
import { managesHostel } from '../../lib/listing-access.ts';
import { isBotUserAgent } from './bot-user-agents.logic.ts';
import type { ContactKind, InsightsHostel, InsightsRepository } from './insights.repository.ts';

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One view of a hostel's detail, as the API or the page server saw it. */
export interface DetailView {
  hostelId: string;
  /** The signed-in caller, or null for a guest. */
  actor: Actor | null;
  /** The client's address (request.ip, through TRUST_PROXY). */
  address: string;
  userAgent: string | undefined;
}

/** `day` (YYYY-MM-DD) moved by `delta` days. */
function shiftDay(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

const CONTACT_FIELD: Record<
  ContactKind,
  'favourites_added' | 'chats_started' | 'visit_requests' | 'reservation_requests'
> = {
  favourites: 'favourites_added',
  chats: 'chats_started',
  visits: 'visit_requests',
  reservations: 'reservation_requests',
};

/**
 * Every day of the period from `from` (oldest first, zeros on a quiet day) with the rows'
 * views and contacts, and the period's totals (`contacts`: chats started plus visit and
 * reservation requests).
 */
function countsOf(
  days: number,
  from: string,
  views: readonly { day: string; views: number; uniqueVisitors: number }[],
  contacts: readonly { kind: ContactKind; day: string; count: number }[],
): { daily: InsightsDay[]; totals: InsightsTotals } {
  const daily: InsightsDay[] = Array.from({ length: days }, (_, index) => ({
    day: shiftDay(from, index),
    views: 0,
    unique_visitors: 0,
    favourites_added: 0,
    chats_started: 0,
    visit_requests: 0,
    reservation_requests: 0,
  }));
  const byDay = new Map(daily.map((entry) => [entry.day, entry]));
  for (const row of views) {
    const entry = byDay.get(row.day);
    if (!entry) continue;
    entry.views = row.views;
    entry.unique_visitors = row.uniqueVisitors;
  }
  for (const row of contacts) {
    const entry = byDay.get(row.day);
    if (entry) entry[CONTACT_FIELD[row.kind]] += row.count;
  }
  const sum = (field: keyof Omit<InsightsDay, 'day'>) =>
    daily.reduce((total, entry) => total + entry[field], 0);
  return {
    daily,
    totals: {
      views: sum('views'),
      unique_visitors: sum('unique_visitors'),
      favourites_added: sum('favourites_added'),
      chats_started: sum('chats_started'),
      visit_requests: sum('visit_requests'),
      reservation_requests: sum('reservation_requests'),
      contacts: sum('chats_started') + sum('visit_requests') + sum('reservation_requests'),
    },
  };
}

/**
 * Owner insights (issue 30; docs/decisions/033-owner-insights.md): counts detail views without
 * personal data and answers a hostel's views, contacts and price context to its owner and to
 * administrators. `now` is for tests.
 */
export function createInsightsService({
  insights,
  log,
  now = () => new Date(),
}: {
  insights: InsightsRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** The last `days` days up to today, Pakistan time (YYYY-MM-DD, inclusive). */
  const period = (days: number): { from: string; to: string } => {
    const to = karachiToday(now());
    return { from: shiftDay(to, -(days - 1)), to };
  };

  // Today's salt, read once per day per process (the row is shared by every process).
  let salt: { day: string; value: Promise<string> } | null = null;
  const saltOf = (day: string): Promise<string> => {
    let current = salt;
    if (!current || current.day !== day) {
      const value = insights.saltFor(day, randomBytes(32).toString('base64url'));
      current = { day, value };
      salt = current;
      // A new day: yesterday's salt and hashes go (the periodic purge also does it).
      void value
        .then(() => insights.purgeBefore(day))
        .catch((error: unknown) => log.error({ err: error }, 'past visitor hashes not purged'));
      // A failed read is asked again by the next view.
      value.catch(() => {
        if (salt?.value === value) salt = null;
      });
    }
    return current.value;
  };

  // Views being written: a read of the same process waits for them (read your own views).
  const inFlight = new Set<Promise<void>>();

  async function record(view: DetailView): Promise<void> {
    const day = karachiToday(now());
    const key = await saltOf(day);
    const visitorHash = createHmac('sha256', key)
      .update(`${view.address}\n${view.userAgent ?? ''}`)
      .digest('base64url');
    await insights.recordView({
      hostelId: view.hostelId,
      day,
      visitorHash,
      viewerId: view.actor?.id ?? null,
    });
  }

  async function priceContext(hostel: InsightsHostel): Promise<PriceContext> {
    const { city } = hostel;
    const [market, ownRooms] = await Promise.all([
      city ? insights.marketPriceMin(hostel.id, city.id, hostel.genderCategory) : null,
      insights.roomPrices(hostel.id),
    ]);
    const roomMarket = city
      ? await insights.marketRoomPrices(
          hostel.id,
          city.id,
          hostel.genderCategory,
          ownRooms.map((room) => room.roomType),
        )
      : [];
    const byType = new Map(roomMarket.map((row) => [row.roomType, row]));
    return {
      city: city ? { id: city.id, name: city.name, name_ur: city.nameUr } : null,
      gender_category: hostel.genderCategory,
      price_min: hostel.priceMin,
      market_median: market?.median ?? null,
      market_hostels: market?.values ?? 0,
      room_types: ownRooms.map((room) => {
        const other = byType.get(room.roomType);
        return {
          room_type: room.roomType,
          price_min: room.min,
          price_max: room.max,
          rooms: room.rooms,
          market_median: other?.median ?? null,
          market_rooms: other?.rooms ?? 0,
          market_hostels: other?.hostels ?? 0,
        };
      }),
    };
  }

  return {
    /**
     * Counts a view of hostel `view.hostelId` (issue 30) without making the caller wait: the
     * write runs on its own and a failure is logged, never thrown. Not counted: bots and
     * requests without a user agent (bot-user-agents.logic.ts), administrators, the hostel's owner,
     * a hostel that is not approved, and a visitor's repeat within 30 minutes; a visitor counts
     * once a day as a unique visitor. The visitor is an HMAC-SHA256 of address and user agent
     * under the day's random salt (no address or user agent is stored).
     */
    recordView(view: DetailView): void {
      if (isBotUserAgent(view.userAgent)) return;
      if (view.actor?.role === 'admin') return;
      if (!UUID.test(view.hostelId)) return;
      const work: Promise<void> = record(view)
        .catch((error: unknown) =>
          log.error({ err: error, hostelId: view.hostelId }, 'hostel view not recorded'),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /**
     * Deletes the visitor salts and hashes of days before today (Pakistan time); the periodic
     * job of the server process runs it, so they go even on a day without views. Answers how
     * many rows went.
     */
    async purgePastDays(): Promise<number> {
      return insights.purgeBefore(karachiToday(now()));
    },

    /**
     * GET /enhanced-hostels/{id}/insights (issue 30): the last `days` days (1 to 90) up to
     * today, Pakistan time, oldest first, every day present (zeros on a quiet day); the totals;
     * `view_to_contact`, contacts (chats started + visit and reservation requests) over unique
     * visitors, null without visitors; and the price context (rupees a month; medians over the
     * other approved hostels of the same city and gender category, and their rooms of the same
     * type). Students get 403 FORBIDDEN; a hostel the caller does not manage, or none, 404
     * HOSTEL_NOT_FOUND (its existence stays hidden).
     */
    async getInsights(actor: Actor, hostelId: string, days: number): Promise<HostelInsights> {
      if (actor.role === 'student') {
        throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerRoleRequired);
      }
      const hostel = await insights.findHostel(hostelId);
      if (!hostel || !managesHostel(actor, hostel)) {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      await Promise.all([...inFlight]);

      const { from, to } = period(days);
      const [views, contacts, price] = await Promise.all([
        insights.viewDays([hostelId], from, to),
        insights.contactDays([hostelId], from, to),
        priceContext(hostel),
      ]);
      const { daily, totals } = countsOf(days, from, views, contacts);
      return {
        hostel_id: hostelId,
        hostel_name: hostel.name,
        days,
        from,
        to,
        daily,
        totals,
        view_to_contact:
          totals.unique_visitors === 0
            ? null
            : Math.round((totals.contacts / totals.unique_visitors) * 10_000) / 10_000,
        price,
      };
    },

    /**
     * GET /enhanced-hostels/owner/insights (issue 30, the dashboard's overview): the days and
     * totals of every approved hostel of the calling owner over the last `days` days (1 to 90),
     * as on each hostel's own insights, in two statements whatever the number of hostels.
     * Others than owners get 403 FORBIDDEN.
     */
    async getOwnerInsights(actor: Actor, days: number): Promise<OwnerInsights> {
      if (actor.role !== 'owner') {
        throw new AppError('FORBIDDEN', LISTING_MESSAGES.ownerRoleRequired);
      }
      await Promise.all([...inFlight]);
      const { from, to } = period(days);
      const owned = await insights.approvedHostelsOf(actor.id);
      const ids = owned.map((hostel) => hostel.id);
      const [views, contacts] = await Promise.all([
        insights.viewDays(ids, from, to),
        insights.contactDays(ids, from, to),
      ]);
      return {
        days,
        from,
        to,
        hostels: owned.map((hostel) => ({
          hostel_id: hostel.id,
          hostel_name: hostel.name,
          ...countsOf(
            days,
            from,
            views.filter((row) => row.hostelId === hostel.id),
            contacts.filter((row) => row.hostelId === hostel.id),
          ),
        })),
      };
    },
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
