import { doublePrecision, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';

/** Cities of Pakistan with their province or territory and approximate centre. */
export const cities = pgTable(
  'cities',
  {
    ...baseColumns,
    name: text('name').notNull(),
    province: text('province').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [uniqueIndex('cities_name_unique').on(table.name)],
);

/** Towns, areas or sectors of a city. */
export const towns = pgTable(
  'towns',
  {
    ...baseColumns,
    name: text('name').notNull(),
    cityId: uuid('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    uniqueIndex('towns_city_id_name_unique').on(table.cityId, table.name),
    index('towns_city_id_idx').on(table.cityId),
  ],
);

/** Universities with the city of their main campus and its location. */
export const universities = pgTable(
  'universities',
  {
    ...baseColumns,
    name: text('name').notNull(),
    cityId: uuid('city_id').references(() => cities.id, { onDelete: 'set null' }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
  },
  (table) => [
    uniqueIndex('universities_name_unique').on(table.name),
    index('universities_city_id_idx').on(table.cityId),
  ],
);

/** Facilities a hostel can offer, each with an icon name. */
export const facilities = pgTable(
  'facilities',
  {
    ...baseColumns,
    name: text('name').notNull(),
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
