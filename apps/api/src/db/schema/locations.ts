import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { townStatusEnum } from './enums.ts';
import { users } from './users.ts';

/**
 * Cities of Pakistan with their province or territory and approximate centre. `slug`: the
 * current name in a page address (/hostels/in/lahore; issue 25), made from the English name.
 */
export const cities = pgTable(
  'cities',
  {
    ...baseColumns,
    name: text('name').notNull(),
    // Issue 24: the Urdu name shown in Urdu mode; null where none is known.
    nameUr: text('name_ur'),
    slug: text('slug').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    uniqueIndex('cities_name_unique').on(table.name),
    uniqueIndex('cities_slug_unique').on(table.slug),
    // Issue 28: a search finds the places it names or nearly spells by these (placeMatches).
    index('cities_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('cities_name_ur_trgm_idx').using('gin', table.nameUr.op('gin_trgm_ops')),
  ],
);

/**
 * Towns, areas or sectors of a city. `confirmed`: reference data or reviewed by an
 * administrator; `pending`: added by an owner (`created_by`) and not reviewed yet (issue 22
 * item 17; docs/decisions/015). A name is unique among a city's confirmed areas and among one
 * owner's pending ones; two owners may each suggest the same missing area.
 */
export const towns = pgTable(
  'towns',
  {
    ...baseColumns,
    name: text('name').notNull(),
    // Issue 24: the Urdu name shown in Urdu mode; null where none is known (an owner-typed area).
    nameUr: text('name_ur'),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    status: townStatusEnum('status').notNull().default('confirmed'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('towns_city_id_name_unique')
      .on(table.cityId, table.name)
      .where(sql`${table.status} = 'confirmed'`),
    uniqueIndex('towns_pending_city_id_created_by_name_unique')
      .on(table.cityId, table.createdBy, table.name)
      .where(sql`${table.status} = 'pending'`),
    index('towns_city_id_idx').on(table.cityId),
    index('towns_created_by_idx').on(table.createdBy),
    index('towns_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('towns_name_ur_trgm_idx').using('gin', table.nameUr.op('gin_trgm_ops')),
  ],
);

/**
 * Universities with the city of their main campus and its location. `slug`: the current name
 * in a page address (/hostels/near/university-of-the-punjab; issue 25). `aliases`: the short
 * names and alternates students type (issue 28).
 */
export const universities = pgTable(
  'universities',
  {
    ...baseColumns,
    name: text('name').notNull(),
    // Issue 24: the Urdu name shown in Urdu mode; null where none is known.
    nameUr: text('name_ur'),
    slug: text('slug').notNull(),
    // Issue 28: short names and alternates people type (LUMS, UET Lahore, Karachi University),
    // matched by search in any case; kept by the reference seed.
    aliases: text('aliases')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    uniqueIndex('universities_name_unique').on(table.name),
    uniqueIndex('universities_slug_unique').on(table.slug),
    index('universities_city_id_idx').on(table.cityId),
    index('universities_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('universities_name_ur_trgm_idx').using('gin', table.nameUr.op('gin_trgm_ops')),
  ],
);

/** The kinds of place that have slugs (issue 25). */
export const PLACE_KINDS = ['city', 'university'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];
export const placeKindEnum = pgEnum('place_kind', PLACE_KINDS);

/**
 * Every slug a city or university has had, its current one included (issue 25): a published
 * page address keeps working after the reference seed renames the place, and no other place
 * of the kind is ever given it. `place_id` is a cities or universities id by `kind` (no foreign
 * key: it names one of two tables); a slug whose place is gone finds nothing.
 */
export const placeSlugs = pgTable(
  'place_slugs',
  {
    ...baseColumns,
    kind: placeKindEnum('kind').notNull(),
    slug: text('slug').notNull(),
    placeId: uuid('place_id').notNull(),
  },
  (table) => [
    uniqueIndex('place_slugs_kind_slug_unique').on(table.kind, table.slug),
    index('place_slugs_place_id_idx').on(table.placeId),
  ],
);

/** Facilities a hostel can offer, each with an icon name. */
export const facilities = pgTable(
  'facilities',
  {
    ...baseColumns,
    name: text('name').notNull(),
    // Issue 24: the Urdu name shown in Urdu mode.
    nameUr: text('name_ur'),
    icon: text('icon').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [uniqueIndex('facilities_name_unique').on(table.name)],
);

/** Room type options: `value` is stored on rooms, `name` is shown. */
export const roomTypes = pgTable(
  'room_types',
  {
    ...baseColumns,
    value: text('value').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [uniqueIndex('room_types_value_unique').on(table.value)],
);
