import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  point,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { genderEnum, hostelStatusEnum, locationTypeEnum } from './enums.ts';
import { hostels } from './hostels.ts';
import { users } from './users.ts';

/**
 * The browse read model (issue 28; docs/decisions/030): one row per hostel with everything a
 * card, a filter and an order need, so a list page reads one table by its indexes instead of
 * joining places, rooms, facilities, mess and photos for every match. Kept by the triggers of
 * 0021_hostel_browse.sql in the same transaction as every write to its sources (hostels,
 * rooms, hostel_facilities, hostel_mess_info, hostel_images, room_images, and the names of
 * cities, towns, universities and facilities); nothing in the application writes it.
 *
 * Rows exist for every status (admins list pending and rejected hostels through it too); the
 * student-facing indexes lead with `status`.
 */
export const hostelBrowse = pgTable(
  'hostel_browse',
  {
    hostelId: uuid('hostel_id')
      .primaryKey()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    /** A small number for the row, which the map's grid keeps per cell (min) to find a hostel. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    ownerId: uuid('owner_id').notNull(),
    status: hostelStatusEnum('status').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    formattedAddress: text('formatted_address'),
    locationType: locationTypeEnum('location_type').notNull(),
    genderCategory: genderEnum('gender_category').notNull(),
    priceRange: text('price_range'),
    /** Rupees a month, the parsed bounds of `price_range` (null when it cannot be read). */
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** `(longitude, latitude)` for the GiST index of map and radius queries; null without both. */
    location: point('location', { mode: 'xy' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    cityId: uuid('city_id'),
    cityName: text('city_name'),
    cityNameUr: text('city_name_ur'),
    cityProvince: text('city_province'),
    townId: uuid('town_id'),
    townName: text('town_name'),
    townNameUr: text('town_name_ur'),
    universityId: uuid('university_id'),
    universityName: text('university_name'),
    universityNameUr: text('university_name_ur'),
    /** The university's short names and alternates (issue 28), for relevance. */
    universityAliases: text('university_aliases')
      .array()
      .notNull()
      .default(sql`'{}'`),
    facilityIds: uuid('facility_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Facility names in name order, as cards show them. */
    facilities: text('facilities')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** Distinct room types in order. */
    roomTypes: text('room_types')
      .array()
      .notNull()
      .default(sql`'{}'`),
    messAvailable: boolean('mess_available').notNull().default(false),
    /** Beds free in rooms marked available (issue 27's guarded counter), summed. */
    availableBeds: integer('available_beds').notNull().default(0),
    /** The card's photo: the primary (else first) photo's thumbnail, else its full size. */
    imageUrl: text('image_url'),
    /** The same photo's full-size URL (its sizes make the card's srcset, issue 25). */
    imageFullUrl: text('image_full_url'),
    imageCount: integer('image_count').notNull().default(0),
    /** Issue 26 "Photos checked": at least one photo (hostel or room) and all checked. */
    photosChecked: boolean('photos_checked').notNull().default(false),
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /**
     * What `search` reads: name, address, and the city, town and university names in English
     * and Urdu and the university's aliases, one per line (a search never spans two), in
     * lower case (lower()).
     */
    searchText: text('search_text').notNull(),
    /**
     * Issue 46 (decision 043): the hostel's public card as the JSON text the list answers it
     * (HostelSummarySchema, both languages' place names, `distance_km` null: a list from an
     * origin writes its distance in), set by the row trigger of 0033_browse_cards.sql from this
     * row, the owner's "Replies fast" badge and the photo's stored sizes on every write.
     */
    card: text('card').notNull().default(''),
  },
  (table) => [
    index('hostel_browse_status_created_idx').on(
      table.status,
      table.createdAt.desc(),
      table.hostelId,
    ),
    // A place's hostels newest first, and counted from the index alone (the bounded total).
    index('hostel_browse_city_created_idx').on(
      table.status,
      table.cityId,
      table.createdAt.desc(),
      table.hostelId,
    ),
    index('hostel_browse_town_created_idx').on(
      table.status,
      table.townId,
      table.createdAt.desc(),
      table.hostelId,
    ),
    index('hostel_browse_university_created_idx').on(
      table.status,
      table.universityId,
      table.createdAt.desc(),
      table.hostelId,
    ),
    index('hostel_browse_owner_idx').on(table.ownerId),
    index('hostel_browse_price_min_idx').on(table.status, table.priceMin),
    index('hostel_browse_price_max_idx').on(table.status, table.priceMax.desc()),
    index('hostel_browse_facility_ids_idx').using('gin', table.facilityIds),
    index('hostel_browse_room_types_idx').using('gin', table.roomTypes),
    index('hostel_browse_search_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    index('hostel_browse_location_idx').using('gist', table.location),
    // The map's grid (issue 28) reads the box from this index alone: points and `seq`.
    index('hostel_browse_map_idx').on(table.status, table.longitude, table.latitude, table.seq),
    uniqueIndex('hostel_browse_seq_unique').on(table.seq),
    // Issue 46: the cards showing a photo whose middle size was just recorded.
    index('hostel_browse_image_full_url_idx').on(table.imageFullUrl),
  ],
);

/**
 * The map's fine grid (issue 28): for each moderation state and square cell of
 * MAP_FINE_CELL_DEGREES (map-grid.logic.ts; cell `gx`, `gy` spans longitudes gx*size to (gx+1)*size
 * and latitudes likewise), how many browse rows with a map point it holds, the sums of their
 * coordinates (for the mean point), their bounds and the smallest `seq` (the hostel itself
 * when it is the only one). An unfiltered map at country or province zoom groups these cells
 * instead of every hostel. Kept by the statement triggers of 0024_hostel_map_cells.sql on
 * hostel_browse, which recount each cell a write touches; nothing in the application writes it.
 */
export const hostelMapCells = pgTable(
  'hostel_map_cells',
  {
    status: hostelStatusEnum('status').notNull(),
    gx: integer('gx').notNull(),
    gy: integer('gy').notNull(),
    hostelCount: integer('hostel_count').notNull(),
    latitudeSum: doublePrecision('latitude_sum').notNull(),
    longitudeSum: doublePrecision('longitude_sum').notNull(),
    minLongitude: doublePrecision('min_longitude').notNull(),
    minLatitude: doublePrecision('min_latitude').notNull(),
    maxLongitude: doublePrecision('max_longitude').notNull(),
    maxLatitude: doublePrecision('max_latitude').notNull(),
    firstSeq: bigint('first_seq', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.status, table.gx, table.gy] })],
);

/**
 * Whether each owner earns the "Replies fast" badge (issue 26's rule, hostel-badges.query.ts), kept
 * so a list page reads one row per card instead of the owner's chats of the last 30 days
 * (issue 28). Recomputed by the triggers of 0025_owner_reply_badges.sql on chats and messages
 * in the writer's transaction, and every hour for owners with recent chats or the badge (the
 * 30-day window moves: hostels repository `refreshReplyBadges`). Owners without a row have
 * never had a chat: no badge.
 */
export const ownerReplyBadges = pgTable('owner_reply_badges', {
  ownerId: uuid('owner_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  repliesFast: boolean('replies_fast').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The full-size photos whose middle size (`-medium.webp`, issue 25) is known to be stored
 * (issue 46): recorded by the uploads and the photo-size backfill beside the process's own
 * memory (lib/storage/image-variants.ts), so the browse row's ready-made card can name the
 * middle size in its srcset. A row added rewrites the cards showing that photo (0033's
 * trigger). Never deleted: photo URLs are not reused.
 */
export const photoMediumSizes = pgTable('photo_medium_sizes', {
  imageUrl: text('image_url').primaryKey(),
  storedAt: timestamp('stored_at', { withTimezone: true }).notNull().defaultNow(),
});
