import type { HostelBadge, HostelStatus } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { hostelBrowse, hostels } from '../../db/schema/index.ts';
import { browseBadges } from './hostel-badges.query.ts';

// What a hostel card shows, read from its browse row (split from hostel-query.ts, issue 42):
// the summary columns and their row type, and the rating SQL the reviews repository shares.

/**
 * The hostel's average rating over its visible reviews as shown, one decimal (4.3), null
 * without any (issue 26). Read from the counts the reviews triggers keep on the hostel row
 * (0016_reviews.sql), so no list reads the reviews table.
 */
export const ratingAverage = sql<number | null>`(case when ${hostels.ratingCount} > 0
  then round(${hostels.ratingSum}::numeric / ${hostels.ratingCount}, 1)::float8 end)`;

/** The same average on the browse row (its counts copy the hostel's). */
export const browseRatingAverage = sql<number | null>`(case when ${hostelBrowse.ratingCount} > 0
  then round(${hostelBrowse.ratingSum}::numeric / ${hostelBrowse.ratingCount}, 1)::float8 end)`;

/** The exact average (no rounding) that `sort=rating` orders by; null without reviews. */
export const ratingOrderKey = sql<number | null>`(${hostelBrowse.ratingSum}::float8
  / nullif(${hostelBrowse.ratingCount}, 0))`;

/**
 * How many visible reviews of the hostel `hostelId` gave 1, 2, 3, 4 and 5 stars, as an
 * array of five counts (issue 26); one index scan of the hostel's visible reviews. The id is
 * a value, not a column: Drizzle leaves the columns of a one-table select unqualified, and an
 * unqualified `"id"` here would mean the review's own id.
 */
export function ratingStarCounts(hostelId: string): SQL<number[]> {
  const stars = [1, 2, 3, 4, 5].map(
    (star) => sql`count(*) filter (where r.rating = ${sql.raw(String(star))})::int`,
  );
  return sql<number[]>`(select array[${sql.join(stars, sql`, `)}] from reviews r
    where r.hostel_id = ${hostelId}::uuid and r.hidden_at is null)`;
}

/**
 * What lists and cards need of a hostel, read from its browse row alone: one builder for the
 * list, the searches, favourites and the detail view. `distanceKm` is kilometres (2
 * decimals) from the origin, or null.
 */
export function summaryColumns(distanceKm: SQL<number | null>) {
  const b = hostelBrowse;
  return {
    id: b.hostelId,
    ownerId: b.ownerId,
    name: b.name,
    description: b.description,
    address: b.address,
    formattedAddress: b.formattedAddress,
    priceRange: b.priceRange,
    genderCategory: b.genderCategory,
    locationType: b.locationType,
    status: b.status,
    latitude: b.latitude,
    longitude: b.longitude,
    createdAt: b.createdAt,
    cityId: b.cityId,
    cityName: b.cityName,
    cityNameUr: b.cityNameUr,
    cityProvince: b.cityProvince,
    townId: b.townId,
    townName: b.townName,
    townNameUr: b.townNameUr,
    universityId: b.universityId,
    universityName: b.universityName,
    universityNameUr: b.universityNameUr,
    facilities: b.facilities,
    roomTypes: b.roomTypes,
    messAvailable: b.messAvailable,
    imageUrl: b.imageUrl,
    imageFullUrl: b.imageFullUrl,
    imageCount: b.imageCount,
    ratingAverage: browseRatingAverage,
    ratingCount: b.ratingCount,
    // Issue 26: earned badges; only "Replies fast" reads beyond the row, for the page's rows.
    badges: browseBadges,
    distanceKm,
  };
}

/** A hostel summary row: the hostel, its place names, facilities, room types and distance. */
export interface HostelSummaryRow {
  id: string;
  ownerId: string;
  name: string;
  description: string;
  address: string;
  formattedAddress: string | null;
  priceRange: string | null;
  genderCategory: (typeof hostels.$inferSelect)['genderCategory'];
  locationType: (typeof hostels.$inferSelect)['locationType'];
  status: HostelStatus;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
  cityId: string | null;
  cityName: string | null;
  /** Urdu names of the places (issue 24), null where none is known. */
  cityNameUr: string | null;
  cityProvince: string | null;
  townId: string | null;
  townName: string | null;
  townNameUr: string | null;
  universityId: string | null;
  universityName: string | null;
  universityNameUr: string | null;
  facilities: string[];
  roomTypes: string[];
  messAvailable: boolean;
  imageUrl: string | null;
  /** The primary photo's full-size URL (imageUrl is its thumbnail when it has one). */
  imageFullUrl: string | null;
  imageCount: number;
  /** The average of the visible reviews, one decimal; null without any (issue 26). */
  ratingAverage: number | null;
  /** How many visible reviews the hostel has (issue 26). */
  ratingCount: number;
  /** The badges the hostel has earned, in HOSTEL_BADGES order (issue 26; hostel-badges.query.ts). */
  badges: HostelBadge[];
  /** Kilometres from the query's origin, 2 decimals; null without an origin or coordinates. */
  distanceKm: number | null;
}
