import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Columns every table has (DESIGN.md 'Data'): a random uuid id and the two timestamps. */
export const baseColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The photo columns of an image table (hostel and room photos, spec part 2 section 7
 * 'Images'): the stored image and its thumbnail (URLs and storage key), a title and
 * description, whether it is the primary photo, its place in the order (0 first) and when an
 * administrator checked it.
 */
export function photoColumns() {
  return {
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    storageKey: text('storage_key'),
    imageTitle: text('image_title'),
    imageDescription: text('image_description'),
    isPrimary: boolean('is_primary').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(0),
    /**
     * When an administrator saw the photo (issue 26, "Photos checked"): at the hostel's
     * approval or in an approved change; null until then.
     */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
  };
}

/**
 * The constraints of an image table named `name` (e.g. 'hostel_images') whose photos belong
 * to `owner` (its hostel or room column): an index in display order, at most one primary photo
 * per owner, and no negative place in the order.
 */
export function photoConstraints(
  name: string,
  owner: AnyPgColumn,
  table: { isPrimary: AnyPgColumn; displayOrder: AnyPgColumn },
) {
  const ownerColumn = owner.name;
  return [
    index(`${name}_${ownerColumn}_idx`).on(owner, table.displayOrder),
    uniqueIndex(`${name}_one_primary`)
      .on(owner)
      .where(sql`${table.isPrimary}`),
    check(`${name}_display_order_nonnegative`, sql`${table.displayOrder} >= 0`),
  ];
}

/** A `timestamp with time zone` column read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A CHECK's `IN (...)` list of fixed texts (an enum kept as text). */
export const inList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));
