import {
  HOSTEL_CHANGE_STATUSES,
  type PendingRoomRent,
  type ReviewedHostelValues,
} from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { hostels } from './hostels.ts';
import { rooms } from './rooms.ts';
import { users } from './users.ts';

/**
 * A change an owner made to an approved hostel that waits for an administrator (issue 26
 * 'Edits after approval are reviewed'; docs/decisions/027). The hostel row keeps the approved
 * version students see; `proposed` holds the reviewed fields the owner changed (API names:
 * name, address, the location fields, gender_category, price_range), `removed_image_ids` the
 * approved photos they removed, and `pending_photos` the photos they added. At most one
 * pending change per hostel; decided changes stay as history.
 */
export const hostelChanges = pgTable(
  'hostel_changes',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    status: text('status', { enum: HOSTEL_CHANGE_STATUSES }).notNull().default('pending'),
    proposed: jsonb('proposed').$type<ReviewedHostelValues>().notNull().default({}),
    /** The approved values of the proposed fields when the change was decided (history). */
    before: jsonb('before').$type<ReviewedHostelValues>(),
    /**
     * Room rents raised more than a quarter above their approved rent (issue 41 item 8): each
     * room's rent students see (`before`) and the owner's (`after`), rupees a month.
     */
    roomRents: jsonb('room_rents').$type<PendingRoomRent[]>().notNull().default([]),
    removedImageIds: uuid('removed_image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    /** The administrator's reason (required to reject). */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('hostel_changes_one_pending_per_hostel')
      .on(table.hostelId)
      .where(sql`${table.status} = 'pending'`),
    index('hostel_changes_status_created_at_idx').on(table.status, table.createdAt),
    index('hostel_changes_decided_by_idx').on(table.decidedBy),
    check(
      'hostel_changes_status_known',
      sql`${table.status} IN ('pending', 'approved', 'rejected', 'withdrawn', 'merged')`,
    ),
    check(
      'hostel_changes_decided_together',
      sql`(${table.status} = 'pending') = (${table.decidedAt} IS NULL)`,
    ),
    check('hostel_changes_reason_length', sql`char_length(${table.reason}) BETWEEN 1 AND 500`),
  ],
);

/**
 * A photo an owner added to an approved hostel or one of its rooms (`room_id`), waiting with
 * its change: students do not see it until the change is approved, when it moves to
 * hostel_images or room_images, checked.
 */
export const pendingPhotos = pgTable(
  'pending_photos',
  {
    ...baseColumns,
    changeId: uuid('change_id')
      .notNull()
      .references(() => hostelChanges.id, { onDelete: 'cascade' }),
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    roomId: uuid('room_id').references(() => rooms.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    thumbnailUrl: text('thumbnail_url'),
    storageKey: text('storage_key'),
    imageTitle: text('image_title'),
    imageDescription: text('image_description'),
  },
  (table) => [
    index('pending_photos_change_id_idx').on(table.changeId),
    index('pending_photos_hostel_id_idx').on(table.hostelId),
    index('pending_photos_room_id_idx').on(table.roomId),
  ],
);
