import type { HostelStatus } from '@hostelhub/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  cities,
  hostelImages,
  hostelMessInfo,
  hostels,
  rooms,
  towns,
  universities,
} from '../../db/schema/index.ts';

/** What lists and cards need of a hostel, joined with its place names. */
const summaryColumns = {
  id: hostels.id,
  ownerId: hostels.ownerId,
  name: hostels.name,
  description: hostels.description,
  address: hostels.address,
  formattedAddress: hostels.formattedAddress,
  priceRange: hostels.priceRange,
  genderCategory: hostels.genderCategory,
  locationType: hostels.locationType,
  status: hostels.status,
  latitude: hostels.latitude,
  longitude: hostels.longitude,
  createdAt: hostels.createdAt,
  cityId: cities.id,
  cityName: cities.name,
  cityProvince: cities.province,
  townId: towns.id,
  townName: towns.name,
  universityId: universities.id,
  universityName: universities.name,
  facilities: sql<string[]>`coalesce((
    select array_agg(f.name order by f.name)
    from hostel_facilities hf join facilities f on f.id = hf.facility_id
    where hf.hostel_id = ${hostels.id}), '{}')`,
  messAvailable: sql<boolean>`coalesce((
    select m.mess_available from hostel_mess_info m where m.hostel_id = ${hostels.id}), false)`,
  imageUrl: sql<string | null>`(
    select coalesce(i.thumbnail_url, i.image_url) from hostel_images i
    where i.hostel_id = ${hostels.id}
    order by i.is_primary desc, i.display_order asc limit 1)`,
  imageCount: sql<number>`(select count(*)::int from hostel_images i where i.hostel_id = ${hostels.id})`,
};

/** Hostel reads. The only place with hostel SQL; returns camelCase rows. */
export function createHostelsRepository(db: Db) {
  function selectSummaries() {
    return db
      .select(summaryColumns)
      .from(hostels)
      .leftJoin(cities, eq(cities.id, hostels.cityId))
      .leftJoin(towns, eq(towns.id, hostels.townId))
      .leftJoin(universities, eq(universities.id, hostels.universityId));
  }

  return {
    /** One page of hostels (only those in `status` when given), newest first, and the total. */
    async listSummaries(options: { status?: HostelStatus; limit: number; offset: number }) {
      const where = options.status ? eq(hostels.status, options.status) : undefined;
      const [items, total] = await Promise.all([
        selectSummaries()
          .where(where)
          .orderBy(desc(hostels.createdAt), asc(hostels.id))
          .limit(options.limit)
          .offset(options.offset),
        db.$count(hostels, where),
      ]);
      return { items, total };
    },

    async findSummaryById(id: string) {
      const [row] = await selectSummaries().where(eq(hostels.id, id)).limit(1);
      return row;
    },

    /** Rules, phone and update time: the detail view's extra hostel columns. */
    async findDetailColumns(id: string) {
      const [row] = await db
        .select({
          rules: hostels.rules,
          contactPhone: hostels.contactPhone,
          updatedAt: hostels.updatedAt,
        })
        .from(hostels)
        .where(eq(hostels.id, id));
      return row;
    },

    listImages(hostelId: string) {
      return db
        .select()
        .from(hostelImages)
        .where(eq(hostelImages.hostelId, hostelId))
        .orderBy(asc(hostelImages.displayOrder), asc(hostelImages.createdAt));
    },

    listMessInfo(hostelId: string) {
      return db.select().from(hostelMessInfo).where(eq(hostelMessInfo.hostelId, hostelId));
    },

    listRooms(hostelId: string) {
      return db
        .select()
        .from(rooms)
        .where(eq(rooms.hostelId, hostelId))
        .orderBy(asc(rooms.pricePerMonth), asc(rooms.id));
    },
  };
}

export type HostelsRepository = ReturnType<typeof createHostelsRepository>;
export type HostelSummaryRow = NonNullable<
  Awaited<ReturnType<HostelsRepository['findSummaryById']>>
>;
