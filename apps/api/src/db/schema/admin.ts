import { doublePrecision, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { contactCategoryEnum, contactStatusEnum } from './enums.ts';
import { users } from './users.ts';

/** Messages sent through the public contact form (part 2 section 3 'Contact message'). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    ...baseColumns,
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    category: contactCategoryEnum('category').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactStatusEnum('status').notNull().default('new'),
    adminNotes: text('admin_notes'),
  },
  (table) => [
    index('contact_messages_user_id_idx').on(table.userId),
    index('contact_messages_status_created_at_idx').on(table.status, table.createdAt),
  ],
);

/** Who did what to which record, with the state before and after (admin actions). */
export const auditLog = pgTable(
  'audit_log',
  {
    ...baseColumns,
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_actor_id_idx').on(table.actorId),
    index('audit_log_entity_idx').on(table.entityType, table.entityId),
  ],
);

/**
 * First-party analytics (issue 10): page views, scroll depth and web vitals, with a random
 * per-tab session id and the page path; never a user id, address or anything personal.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    ...baseColumns,
    sessionId: uuid('session_id').notNull(),
    type: text('type').notNull(),
    path: text('path').notNull(),
    /** Web vitals: LCP, INP, CLS, FCP or TTFB; null for other events. */
    metric: text('metric'),
    /** Milliseconds for timing vitals, unitless for CLS, percent for scroll depth. */
    value: doublePrecision('value'),
  },
  (table) => [index('analytics_events_type_created_at_idx').on(table.type, table.createdAt)],
);
