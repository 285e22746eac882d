import {
  AppError,
  MESSAGES,
  type HostelDetail,
  type HostelSummary,
  type ListHostelsQuery,
  type Pagination,
} from '@hostelhub/shared';
import type { Actor } from '../../plugins/auth.ts';
import type { HostelSummaryRow, HostelsRepository } from './hostels.repository.ts';

/**
 * Hostel browsing rules (spec part 1 section 4 'Hostel visibility'; DESIGN.md 'Permissions'):
 * guests and students see approved hostels only; an owner also sees their own; an admin sees
 * all. A hostel the caller may not see answers HOSTEL_NOT_FOUND, so ids cannot be probed.
 */
export function createHostelsService(repository: HostelsRepository) {
  return {
    /** One page of approved hostels, newest first. */
    async listPublic(
      query: ListHostelsQuery,
    ): Promise<{ data: HostelSummary[]; pagination: Pagination }> {
      const { items, total } = await repository.listSummaries({
        status: 'approved',
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      });
      return {
        data: items.map(toHostelSummary),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          total_pages: Math.ceil(total / query.limit),
        },
      };
    },

    /** One hostel with images, mess information and rooms. Throws HOSTEL_NOT_FOUND (404). */
    async getDetail(actor: Actor | null, id: string): Promise<HostelDetail> {
      const row = await repository.findSummaryById(id);
      if (!row || !canView(actor, row)) {
        throw new AppError('HOSTEL_NOT_FOUND', MESSAGES.hostelNotFound);
      }
      const [extra, images, messRows, roomRows] = await Promise.all([
        repository.findDetailColumns(id),
        repository.listImages(id),
        repository.listMessInfo(id),
        repository.listRooms(id),
      ]);
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
        updated_at: (extra?.updatedAt ?? row.createdAt).toISOString(),
        hostel_images: images.map((image) => ({
          id: image.id,
          image_url: image.imageUrl,
          thumbnail_url: image.thumbnailUrl,
          image_title: image.imageTitle,
          is_primary: image.isPrimary,
          display_order: image.displayOrder,
        })),
        hostel_mess_info: messInfo,
        mess_info: messInfo[0] ?? null,
        rooms: roomRows.map((room) => ({
          id: room.id,
          hostel_id: room.hostelId,
          room_type: room.roomType,
          room_title: room.roomTitle,
          description: room.description,
          price_per_month: room.pricePerMonth,
          price_per_day: room.pricePerDay,
          max_occupancy: room.maxOccupancy,
          current_occupancy: room.currentOccupancy,
          room_size: room.roomSize,
          floor_number: room.floorNumber,
          bed_type: room.bedType,
          attached_bathroom: room.attachedBathroom,
          ac: room.ac,
          balcony: room.balcony,
          wifi: room.wifi,
          study_table: room.studyTable,
          wardrobe: room.wardrobe,
          is_available: room.isAvailable,
          features: room.features,
        })),
      };
    },
  };
}

function canView(
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
    formatted_address: row.formattedAddress,
    price_range: row.priceRange,
    gender_category: row.genderCategory,
    location_type: row.locationType,
    status: row.status,
    latitude: row.latitude,
    longitude: row.longitude,
    cities:
      row.cityId && row.cityName
        ? { id: row.cityId, name: row.cityName, province: row.cityProvince ?? '' }
        : null,
    towns: row.townId && row.townName ? { id: row.townId, name: row.townName } : null,
    universities:
      row.universityId && row.universityName
        ? { id: row.universityId, name: row.universityName }
        : null,
    facilities: row.facilities,
    mess_available: row.messAvailable,
    image_url: row.imageUrl,
    image_count: row.imageCount,
    created_at: new Date(row.createdAt).toISOString(),
  };
}

export type HostelsService = ReturnType<typeof createHostelsService>;
