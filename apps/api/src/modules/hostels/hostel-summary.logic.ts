import {
  AppError,
  isCoordinatesText,
  MESSAGES,
  type HostelChange,
  type HostelDetail,
  type HostelStatus,
  type HostelSummary,
  type RatingDistribution,
  type Room,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { photoSrcset } from '../../lib/storage/image-variants.ts';
import type { HostelSummaryRow, HostelsRepository } from './hostels.repository.ts';

// The hostels service's pure rules (split out of hostels.service.ts for issue 43): who may list
// or see which hostels, and the repository's rows in the API's snake_case shapes (spec part 1
// section 3).

/** What a hostel's detail is built from besides its summary row (hostels.service getDetail). */
export interface DetailParts {
  extra: Awaited<ReturnType<HostelsRepository['findDetailColumns']>>;
  images: Awaited<ReturnType<HostelsRepository['listImages']>>;
  messRows: Awaited<ReturnType<HostelsRepository['listMessInfo']>>;
  roomList: Room[];
  /** The change waiting for review, for its owner and administrators only (issue 26). */
  waiting: HostelChange | null | undefined;
}

/**
 * A hostel's detail (GET /api/enhanced-hostels/{id}) from its summary row and `parts`: images
 * in the order read, mess information, rooms, the owner's contact only when shown, and
 * `pending_change` only when `waiting` was read (its owner and administrators).
 */
export function toHostelDetail(
  row: HostelSummaryRow,
  { extra, images, messRows, roomList, waiting }: DetailParts,
): HostelDetail {
  const messInfo = messRows.map((mess) => ({
    id: mess.id,
    hostel_id: mess.hostelId,
    mess_available: mess.messAvailable,
    is_compulsory: mess.isCompulsory,
    monthly_price: mess.monthlyPrice,
    mess_description: mess.messDescription,
    meal_timings: mess.mealTimings,
    weekly_meals: mess.weeklyMeals,
    image_url: mess.imageUrl,
  }));
  return {
    ...toHostelSummary(row),
    rules: extra?.rules ?? null,
    contact_phone: extra?.contactPhone ?? null,
    contact_phone_verified: extra?.contactPhoneVerified === true,
    updated_at: (extra?.updatedAt ?? row.createdAt).toISOString(),
    hostel_images: images.map((image) => ({
      id: image.id,
      image_url: image.imageUrl,
      thumbnail_url: image.thumbnailUrl,
      image_title: image.imageTitle,
      is_primary: image.isPrimary,
      display_order: image.displayOrder,
      srcset: photoSrcset(image),
    })),
    hostel_mess_info: messInfo,
    mess_info: messInfo[0] ?? null,
    rooms: roomList,
    rating_distribution: toRatingDistribution(extra?.ratingStarCounts),
    visiting_hours: extra?.visitingHours ?? [],
    deposit_text: extra?.depositText ?? null,
    owner:
      extra?.showOwnerContact === true
        ? {
            full_name: extra.owner.fullName,
            email: extra.owner.email,
            phone: extra.owner.phone,
            city: extra.owner.city,
          }
        : null,
    // Issue 26: only the owner and administrators learn what waits for review.
    ...(waiting === undefined ? {} : { pending_change: waiting }),
  };
}

/**
 * The status a list may show this caller: approved unless asked otherwise; only an admin may
 * ask for pending or rejected hostels.
 */
export function listableStatus(
  actor: Actor | null,
  wanted: HostelStatus | undefined,
): HostelStatus {
  if (!wanted || wanted === 'approved') return 'approved';
  // A guest may be an admin whose token expired: 401 lets the client renew it and retry.
  if (!actor) throw new AppError('UNAUTHORIZED', MESSAGES.hostelStatusAdminOnly);
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', MESSAGES.hostelStatusAdminOnly);
  return wanted;
}

/** Approved for everyone; otherwise only its owner and admins. */
export function canView(
  actor: Actor | null,
  hostel: Pick<HostelSummaryRow, 'status' | 'ownerId'>,
): boolean {
  if (hostel.status === 'approved') return true;
  if (!actor) return false;
  if (actor.role === 'admin') return true;
  return actor.role === 'owner' && hostel.ownerId === actor.id;
}

/** Maps a repository row to the API's snake_case summary (spec part 1 section 3). */
export function toHostelSummary(row: HostelSummaryRow): HostelSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    address: row.address,
    // Coordinates saved as the address before issue 22 item 2 are no address: students see
    // the typed `address` instead.
    formatted_address:
      row.formattedAddress && !isCoordinatesText(row.formattedAddress)
        ? row.formattedAddress
        : null,
    price_range: row.priceRange,
    gender_category: row.genderCategory,
    location_type: row.locationType,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    cities:
      row.cityId && row.cityName
        ? {
            id: row.cityId,
            name: row.cityName,
            name_ur: row.cityNameUr,
            province: row.cityProvince ?? '',
          }
        : null,
    towns:
      row.townId && row.townName
        ? { id: row.townId, name: row.townName, name_ur: row.townNameUr }
        : null,
    universities:
      row.universityId && row.universityName
        ? { id: row.universityId, name: row.universityName, name_ur: row.universityNameUr }
        : null,
    facilities: row.facilities,
    room_types: row.roomTypes,
    mess_available: row.messAvailable,
    distance_km: row.distanceKm,
    image_url: row.imageUrl,
    image_srcset: row.imageFullUrl
      ? photoSrcset({
          imageUrl: row.imageFullUrl,
          // The card's image_url is the primary's thumbnail, or its full image without one.
          thumbnailUrl: row.imageUrl === row.imageFullUrl ? null : row.imageUrl,
        })
      : null,
    image_count: row.imageCount,
    // Issue 26: over the visible reviews, from the counts the reviews triggers keep.
    rating_average: row.ratingAverage,
    rating_count: row.ratingCount,
    badges: row.badges,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

/**
 * Five star counts (1 to 5 stars, in that order, from `ratingStarCounts`) as the API's
 * `{ 1: n, ..., 5: n }` (issue 26); missing counts are 0.
 */
export function toRatingDistribution(counts: readonly number[] | undefined): RatingDistribution {
  const at = (index: number) => counts?.[index] ?? 0;
  return { 1: at(0), 2: at(1), 3: at(2), 4: at(3), 5: at(4) };
}
