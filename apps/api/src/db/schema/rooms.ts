import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { baseColumns, photoColumns, photoConstraints } from './columns.ts';
import { bedTypeEnum } from './enums.ts';
import { hostels } from './hostels.ts';

/** Rooms of a hostel (part 2 section 3 'Room'). Prices in whole rupees. */
export const rooms = pgTable(
  'rooms',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    roomType: text('room_type').notNull(),
    roomTitle: text('room_title'),
    description: text('description'),
    pricePerMonth: integer('price_per_month').notNull(),
    /** The rent an administrator last approved, or the first one (issue 41 item 8). */
    approvedPricePerMonth: integer('approved_price_per_month'),
    pricePerDay: integer('price_per_day'),
    maxOccupancy: integer('max_occupancy').notNull().default(1),
    currentOccupancy: integer('current_occupancy').notNull().default(0),
    roomSize: text('room_size'),
    floorNumber: integer('floor_number'),
    bedType: bedTypeEnum('bed_type').notNull().default('single'),
    attachedBathroom: boolean('attached_bathroom').notNull().default(false),
    ac: boolean('ac').notNull().default(false),
    balcony: boolean('balcony').notNull().default(false),
    wifi: boolean('wifi').notNull().default(true),
    studyTable: boolean('study_table').notNull().default(true),
    wardrobe: boolean('wardrobe').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(true),
    /** Whether the owner takes reservation requests for the room (issue 27). */
    acceptsReservations: boolean('accepts_reservations').notNull().default(false),
    features: text('features')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    index('rooms_hostel_id_idx').on(table.hostelId),
    // The browse filter 'any of these room types' (part 1 section 5) reads hostel ids by type.
    index('rooms_room_type_hostel_id_idx').on(table.roomType, table.hostelId),
    check('rooms_price_per_month_nonnegative', sql`${table.pricePerMonth} >= 0`),
    check('rooms_price_per_day_nonnegative', sql`${table.pricePerDay} >= 0`),
    check('rooms_max_occupancy_positive', sql`${table.maxOccupancy} >= 1`),
    check('rooms_current_occupancy_nonnegative', sql`${table.currentOccupancy} >= 0`),
    check(
      'rooms_current_occupancy_within_max',
      sql`${table.currentOccupancy} <= ${table.maxOccupancy}`,
    ),
  ],
);

/** Photos of a room; at most one primary per room. */
export const roomImages = pgTable(
  'room_images',
  {
    ...baseColumns,
    roomId: uuid('room_id')
      .notNull()
      .references(() => rooms.id, { onDelete: 'cascade' }),
    ...photoColumns(),
  },
  (table) => photoConstraints('room_images', table.roomId, table),
);
