import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Columns every table has (DESIGN.md 'Data'): a random uuid id and the two timestamps. */
export const baseColumns = {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
