import { REPLIES_FAST_WINDOW_DAYS, type HostelStatus } from '@hostelhub/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import {
  hostelBrowse,
  hostelImages,
  hostelMessInfo,
  cities,
  hostels,
  photoMediumSizes,
  placeSlugs,
  universities,
  users,
  verifiedPhones,
} from '../../db/schema/index.ts';
import { createHostelMapQueries } from './hostel-map.query.ts';
import { createHostelPageQueries } from './hostel-pages.query.ts';
import { type GeoPoint } from './hostel-geo.query.ts';
import { ratingStarCounts, summaryColumns, type HostelSummaryRow } from './hostel-summary.query.ts';
import { distanceColumn } from './hostel-list.query.ts';

export type { CardPage, SummaryPage } from './hostel-pages.query.ts';
export type { GeoPoint, NearQuery } from './hostel-geo.query.ts';
export type { HostelSummaryRow } from './hostel-summary.query.ts';
export type { KeysetPosition } from './browse-keyset.types.ts';
export type { SummaryQuery } from './hostel-filters.query.ts';

/** A university as a list near it needs it (issue 42): its campus and names. */
export interface NearUniversityRow {
  id: string;
  slug: string;
  name: string;
  nameUr: string | null;
  aliases: string[];
  latitude: number | null;
  longitude: number | null;
  cityName: string | null;
  cityNameUr: string | null;
}

/** Hostel reads. The only place with hostel SQL; returns camelCase rows. */
export function createHostelsRepository(db: Db) {
  // The list's pages and the map (hostel-pages.query.ts, hostel-map.query.ts, issue 43).
  const pages = createHostelPageQueries(db);
  const map = createHostelMapQueries(db, pages.resolveFilters);
  const universityColumns = {
    id: universities.id,
    slug: universities.slug,
    name: universities.name,
    nameUr: universities.nameUr,
    aliases: universities.aliases,
    latitude: universities.latitude,
    longitude: universities.longitude,
    cityName: cities.name,
    cityNameUr: cities.nameUr,
  };
  /**
   * findNearUniversity's two statements (by id; by slug or former slug), prepared once (issue
   * 46: a search naming a university, or a list near one, no longer builds them per request).
   */
  const nearUniversity = (() => {
    const wanted = sql.placeholder('wanted');
    const select = () =>
      db
        .select(universityColumns)
        .from(universities)
        .leftJoin(cities, eq(cities.id, universities.cityId));
    return {
      byId: select()
        .where(eq(universities.id, wanted))
        .limit(1)
        .prepare('hostels_near_university_by_id'),
      bySlug: select()
        .where(
          sql`(lower(${universities.slug}) = lower(${wanted}) or ${universities.id} in (
            select ${placeSlugs.placeId} from ${placeSlugs}
            where ${placeSlugs.kind} = 'university' and lower(${placeSlugs.slug}) = lower(${wanted})))`,
        )
        .limit(1)
        .prepare('hostels_near_university_by_slug'),
    };
  })();
  function selectSummaries(origin: GeoPoint | undefined) {
    return db.select(summaryColumns(distanceColumn(origin))).from(hostelBrowse);
  }

  return {
    ...pages.reads,
    ...map,

    /** Forgets the memoised place lookups and estimates (places were renamed or added). */
    forgetNames(): void {
      pages.forget();
    },

    /**
     * The university of a `near_university` value (issue 42): by id, else by its slug or a
     * slug it had before a rename (any case); undefined when none.
     */
    async findNearUniversity(wanted: string): Promise<NearUniversityRow | undefined> {
      const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(wanted);
      const [row] = await nearUniversity[byId ? 'byId' : 'bySlug'].execute({ wanted });
      return row;
    },

    /**
     * Summaries of these hostels in the order of `ids`, keeping only those in `status`
     * (all when omitted); unknown ids are skipped.
     */
    async listSummariesByIds(
      ids: readonly string[],
      options: { status?: HostelStatus; origin?: GeoPoint } = {},
    ): Promise<HostelSummaryRow[]> {
      if (ids.length === 0) return [];
      const rows = await selectSummaries(options.origin).where(
        and(
          inArray(hostelBrowse.hostelId, [...ids]),
          options.status ? eq(hostelBrowse.status, options.status) : undefined,
        ),
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    /** One hostel's summary whatever its status, or undefined. */
    async findSummaryById(id: string): Promise<HostelSummaryRow | undefined> {
      const [row] = await selectSummaries(undefined).where(eq(hostelBrowse.hostelId, id)).limit(1);
      return row;
    },

    /**
     * Recomputes the "Replies fast" badge (owner_reply_badges, 0025) of every owner whose
     * badge the passing of time can change: owners with a chat written to in the last
     * REPLIES_FAST_WINDOW_DAYS days plus one (a chat leaves the window), and owners holding
     * the badge. Triggers keep it current on every chat and message write; this catches the
     * window moving (issue 28). Resolves to how many owners it recomputed.
     */
    async refreshReplyBadges(): Promise<number> {
      const result = await db.execute(sql`
        select cardinality(o.ids) as owners, owner_reply_badges_refresh(o.ids)
        from (select array(
          select c.owner_id from chats c where c.owner_id is not null
            and c.last_message_at >= now() - make_interval(days => ${REPLIES_FAST_WINDOW_DAYS + 1})
          union select r.owner_id from owner_reply_badges r where r.replies_fast) as ids) o`);
      return Number(rowsOf<{ owners: number | string }>(result)[0]?.owners ?? 0);
    },

    /**
     * Records that these full-size photos' middle sizes are stored (issue 46), so the cards
     * showing them name the middle size (0033's trigger rewrites them); known ones are kept.
     */
    async recordMediumSizes(imageUrls: readonly string[]): Promise<void> {
      if (imageUrls.length === 0) return;
      await db
        .insert(photoMediumSizes)
        .values(imageUrls.map((imageUrl) => ({ imageUrl })))
        .onConflictDoNothing();
    },

    /** A hostel's name, moderation state and owner, or undefined when there is no such hostel. */
    async findAccess(id: string) {
      const [row] = await db
        .select({
          id: hostels.id,
          name: hostels.name,
          status: hostels.status,
          ownerId: hostels.ownerId,
        })
        .from(hostels)
        .where(eq(hostels.id, id))
        .limit(1);
      return row;
    },

    /** A university's campus location, or undefined when unknown or not located. */
    async findUniversityLocation(id: string): Promise<GeoPoint | undefined> {
      const [row] = await db
        .select({ lat: universities.latitude, lng: universities.longitude })
        .from(universities)
        .where(eq(universities.id, id))
        .limit(1);
      if (!row || row.lat === null || row.lng === null) return undefined;
      return { lat: row.lat, lng: row.lng };
    },

    /**
     * The detail view's extra hostel columns: rules, phone, update time, and the owner's
     * contact details with the owner's `show_owner_contact` choice. `contactPhoneVerified`
     * says whether the contact phone is one of the owner's verified phones now (decision 008;
     * a hostel listed before that rule, or whose number was since removed, may show another):
     * an EXISTS in the same statement, false when there is no contact phone (issue 25).
     * `ratingStarCounts`: how many visible reviews gave 1 to 5 stars (issue 26).
     */
    async findDetailColumns(id: string) {
      const [row] = await db
        .select({
          rules: hostels.rules,
          contactPhone: hostels.contactPhone,
          contactPhoneVerified: sql<boolean>`exists (${db
            .select({ one: sql`1` })
            .from(verifiedPhones)
            .where(
              and(
                eq(verifiedPhones.userId, hostels.ownerId),
                eq(verifiedPhones.phoneNumber, hostels.contactPhone),
              ),
            )})`,
          updatedAt: hostels.updatedAt,
          showOwnerContact: hostels.showOwnerContact,
          // Issue 27: when students may visit, and the deposit asked before a reservation.
          visitingHours: hostels.visitingHours,
          depositText: hostels.depositText,
          // 1 to 5 stars' counts of the visible reviews (issue 26), in the same statement.
          ratingStarCounts: ratingStarCounts(id),
          owner: {
            fullName: users.fullName,
            email: users.email,
            phone: users.phone,
            city: users.city,
          },
        })
        .from(hostels)
        .innerJoin(users, eq(users.id, hostels.ownerId))
        .where(eq(hostels.id, id));
      return row;
    },

    /** A hostel's images in display order (the primary first when orders tie). */
    listImages(hostelId: string) {
      return db
        .select()
        .from(hostelImages)
        .where(eq(hostelImages.hostelId, hostelId))
        .orderBy(
          asc(hostelImages.displayOrder),
          desc(hostelImages.isPrimary),
          asc(hostelImages.createdAt),
        );
    },

    listMessInfo(hostelId: string) {
      return db.select().from(hostelMessInfo).where(eq(hostelMessInfo.hostelId, hostelId));
    },
  };
}

export type HostelsRepository = ReturnType<typeof createHostelsRepository>;
