import type { VisitingWindow } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns, photoColumns, photoConstraints } from './columns.ts';
import { genderEnum, hostelStatusEnum, locationTypeEnum } from './enums.ts';
import { cities, facilities, towns, universities } from './locations.ts';
import { users } from './users.ts';

/**
 * Hostels (spec part 2 section 3 'Hostel'). `price_range` keeps the owner's text; `price_min`
 * and `price_max` are its parsed bounds in rupees a month, for filtering and sorting.
 */
export const hostels = pgTable(
  'hostels',
  {
    ...baseColumns,
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    locationType: locationTypeEnum('location_type').notNull().default('city'),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    townId: uuid('town_id').references(() => towns.id, { onDelete: 'set null' }),
    universityId: uuid('university_id').references(() => universities.id, {
      onDelete: 'set null',
    }),
    priceRange: text('price_range'),
    priceMin: integer('price_min'),
    priceMax: integer('price_max'),
    /**
     * The price range an administrator last approved (issue 41 item 8, migration 0028): an
     * owner's raise is compared with it, so steps cannot add up unseen. Null: none yet.
     */
    approvedPriceRange: text('approved_price_range'),
    genderCategory: genderEnum('gender_category').notNull(),
    contactPhone: text('contact_phone'),
    rules: text('rules'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    formattedAddress: text('formatted_address'),
    status: hostelStatusEnum('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    /** Whether students may see the owner's name, email and phone on the detail view. */
    showOwnerContact: boolean('show_owner_contact').notNull().default(false),
    /**
     * How many visible reviews the hostel has and their stars added up (issue 26), kept by
     * the reviews table's triggers (0016_reviews.sql), so lists sort and filter by rating
     * without reading reviews.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** When students may visit, Pakistan time: `[{ day, from, to }]` (issue 27). */
    visitingHours: jsonb('visiting_hours').$type<VisitingWindow[]>().notNull().default([]),
    /** The deposit asked, shown before a reservation request (issue 27). */
    depositText: text('deposit_text'),
    /** The day of the month its dues fall due, 1 to 28 (issue 45 item 1; spec decision 27). */
    billingDay: integer('billing_day').notNull().default(5),
    /**
     * The letters its receipt numbers start with (`{prefix}-{YYYY}-{000123}`, issue 45 item 3),
     * fixed at its first receipt so a rename never changes a sequence.
     */
    receiptPrefix: text('receipt_prefix'),
  },
  (table) => [
    index('hostels_owner_id_idx').on(table.ownerId),
    index('hostels_city_id_idx').on(table.cityId),
    index('hostels_town_id_idx').on(table.townId),
    index('hostels_university_id_idx').on(table.universityId),
    index('hostels_status_created_at_idx').on(table.status, table.createdAt),
    // No GiST index on ll_to_earth(latitude, longitude): at 10,000 hostels a radius search
    // scans them in a few milliseconds, and PostgreSQL 15's earthdistance 1.1 resolves
    // ll_to_earth's body through search_path, which pg_restore empties, so such an index
    // would break restoring a dump.
    index('hostels_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('hostels_address_trgm_idx').using('gin', table.address.op('gin_trgm_ops')),
    check('hostels_billing_day_range', sql`${table.billingDay} BETWEEN 1 AND 28`),
    check('hostels_price_min_nonnegative', sql`${table.priceMin} >= 0`),
    check('hostels_price_max_gte_min', sql`${table.priceMax} >= ${table.priceMin}`),
    check('hostels_latitude_range', sql`${table.latitude} BETWEEN -90 AND 90`),
    check('hostels_longitude_range', sql`${table.longitude} BETWEEN -180 AND 180`),
    check(
      'hostels_rating_sum_in_stars',
      sql`${table.ratingSum} BETWEEN ${table.ratingCount} AND 5 * ${table.ratingCount}`,
    ),
  ],
);

/** Which facilities a hostel offers. */
export const hostelFacilities = pgTable(
  'hostel_facilities',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('hostel_facilities_hostel_id_facility_id_unique').on(
      table.hostelId,
      table.facilityId,
    ),
    index('hostel_facilities_facility_id_idx').on(table.facilityId),
  ],
);

/** Photos of a hostel (part 2 section 3 'Image record'); at most one primary per hostel. */
export const hostelImages = pgTable(
  'hostel_images',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (table) => photoConstraints('hostel_images', table.hostelId, table),
);

/** Mess (meal) information, one row per hostel (part 2 section 3 'Mess info'). */
export const hostelMessInfo = pgTable(
  'hostel_mess_info',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    messAvailable: boolean('mess_available').notNull().default(false),
    isCompulsory: boolean('is_compulsory').notNull().default(false),
    /** Rupees a month. */
    monthlyPrice: integer('monthly_price'),
    messDescription: text('mess_description'),
    /** `{ breakfast, lunch, dinner }` timing texts. */
    mealTimings: jsonb('meal_timings')
      .$type<Record<'breakfast' | 'lunch' | 'dinner', string>>()
      .notNull(),
    /** `{ monday: { breakfast, lunch, dinner }, ... }` menu texts. */
    weeklyMeals: jsonb('weekly_meals')
      .$type<Record<string, Record<'breakfast' | 'lunch' | 'dinner', string>>>()
      .notNull(),
    imageUrl: text('image_url'),
    imageStorageKey: text('image_storage_key'),
  },
  (table) => [
    uniqueIndex('hostel_mess_info_hostel_id_unique').on(table.hostelId),
    check('hostel_mess_info_monthly_price_nonnegative', sql`${table.monthlyPrice} >= 0`),
  ],
);
