import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { baseColumns } from './columns.ts';
import { hostels } from './hostels.ts';
import { users } from './users.ts';

/** A 1 to 5 star CHECK on `column` (null passes, for the optional category ratings). */
const stars = (column: AnyPgColumn) => sql`${column} BETWEEN 1 AND 5`;

/**
 * A student's review of a hostel (issue 26): one per student and hostel (the unique index
 * also settles two reviews sent at once), an overall rating and optional category ratings of 1
 * to 5 stars, a text of 20 to 2,000 characters, why the student may review (`verification`),
 * the owner's one reply, and how many readers marked it helpful. `hidden_at` is set by
 * moderation: a hidden review is left out of every list and aggregate. The hostel's
 * `rating_count` and `rating_sum` follow the visible reviews through triggers (0016_reviews.sql).
 */
export const reviews = pgTable(
  'reviews',
  {
    ...baseColumns,
    hostelId: uuid('hostel_id')
      .notNull()
      .references(() => hostels.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    cleanlinessRating: smallint('cleanliness_rating'),
    foodRating: smallint('food_rating'),
    safetyRating: smallint('safety_rating'),
    valueRating: smallint('value_rating'),
    locationRating: smallint('location_rating'),
    comment: text('comment').notNull(),
    /** 'contacted' (the owner replied in a chat about the hostel) or 'stayed' (a confirmed stay). */
    verification: text('verification', { enum: ['contacted', 'stayed'] }).notNull(),
    ownerReply: text('owner_reply'),
    replyUpdatedAt: timestamp('reply_updated_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('reviews_hostel_id_student_id_unique').on(table.hostelId, table.studentId),
    // A hostel's visible reviews, newest first (the reviews list and its aggregate).
    index('reviews_hostel_id_created_at_idx')
      .on(table.hostelId, table.createdAt)
      .where(sql`${table.hiddenAt} is null`),
    index('reviews_student_id_idx').on(table.studentId),
    check('reviews_rating_stars', stars(table.rating)),
    check('reviews_cleanliness_rating_stars', stars(table.cleanlinessRating)),
    check('reviews_food_rating_stars', stars(table.foodRating)),
    check('reviews_safety_rating_stars', stars(table.safetyRating)),
    check('reviews_value_rating_stars', stars(table.valueRating)),
    check('reviews_location_rating_stars', stars(table.locationRating)),
    check('reviews_comment_length', sql`char_length(${table.comment}) BETWEEN 20 AND 2000`),
    check('reviews_verification_known', sql`${table.verification} IN ('contacted', 'stayed')`),
    check('reviews_owner_reply_length', sql`char_length(${table.ownerReply}) BETWEEN 1 AND 2000`),
    check('reviews_helpful_count_nonnegative', sql`${table.helpfulCount} >= 0`),
  ],
);

/**
 * One reader's "helpful" mark on a review (issue 26): once per reader and review (the unique
 * index also settles two marks sent at once).
 */
export const reviewHelpfulVotes = pgTable(
  'review_helpful_votes',
  {
    ...baseColumns,
    reviewId: uuid('review_id')
      .notNull()
      .references(() => reviews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('review_helpful_votes_review_id_user_id_unique').on(table.reviewId, table.userId),
    index('review_helpful_votes_user_id_idx').on(table.userId),
  ],
);
