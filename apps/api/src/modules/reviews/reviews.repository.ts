import type { ReviewSort, ReviewVerification } from '@hostelhub/shared';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { withTransactions } from '../../db/transactional.ts';
import {
  chats,
  hostels,
  messages,
  reviewHelpfulVotes,
  reviews,
  users,
} from '../../db/schema/index.ts';
import { ratingAverage, ratingStarCounts } from '../hostels/hostel-summary.query.ts';

/** A review with its author's name and its hostel's owner and status, as the service reads it. */
export interface ReviewRow {
  id: string;
  hostelId: string;
  studentId: string;
  rating: number;
  cleanlinessRating: number | null;
  foodRating: number | null;
  safetyRating: number | null;
  valueRating: number | null;
  locationRating: number | null;
  comment: string;
  verification: ReviewVerification;
  ownerReply: string | null;
  replyUpdatedAt: Date | null;
  helpfulCount: number;
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The author's full name (the API shows first name and last initial). */
  authorName: string;
  /** Whether the reader the query was made for marked it helpful (false for guests). */
  markedHelpful: boolean;
  hostelOwnerId: string;
  hostelStatus: (typeof hostels.$inferSelect)['status'];
}

/** A review's rating, text and category ratings, as a create or an edit stores them. */
export interface ReviewContent {
  rating: number;
  comment: string;
  cleanlinessRating: number | null;
  foodRating: number | null;
  safetyRating: number | null;
  valueRating: number | null;
  locationRating: number | null;
}

/** A hostel's rating over its visible reviews (issue 26). */
export interface RatingAggregateRow {
  /** One decimal; null without reviews. */
  ratingAverage: number | null;
  ratingCount: number;
  /** How many gave 1, 2, 3, 4 and 5 stars, in that order. */
  starCounts: number[];
}

/**
 * Reviews, their owner replies and helpful marks (issue 26). The only place with reviews SQL;
 * returns camelCase rows. The hostel's `rating_count` and `rating_sum` are kept by the reviews
 * table's triggers (0016_reviews.sql) in the statement that writes the review, so no write
 * here touches them. `transaction` runs several writes as one.
 */
export function createReviewsRepository(db: Db) {
  return withTransactions(db, reviewsQueries);
}

/** The reviews queries, over the database or one transaction. */
function reviewsQueries(db: Executor) {
  /** The review columns with the author's name, the hostel's owner and status. */
  function selectReviews(viewerId: string | null) {
    const markedHelpful = viewerId
      ? sql<boolean>`exists (select 1 from ${reviewHelpfulVotes} v
          where v.review_id = ${reviews.id} and v.user_id = ${viewerId})`
      : sql<boolean>`false`;
    return db
      .select({
        id: reviews.id,
        hostelId: reviews.hostelId,
        studentId: reviews.studentId,
        rating: reviews.rating,
        cleanlinessRating: reviews.cleanlinessRating,
        foodRating: reviews.foodRating,
        safetyRating: reviews.safetyRating,
        valueRating: reviews.valueRating,
        locationRating: reviews.locationRating,
        comment: reviews.comment,
        verification: reviews.verification,
        ownerReply: reviews.ownerReply,
        replyUpdatedAt: reviews.replyUpdatedAt,
        helpfulCount: reviews.helpfulCount,
        hiddenAt: reviews.hiddenAt,
        createdAt: reviews.createdAt,
        updatedAt: reviews.updatedAt,
        authorName: users.fullName,
        markedHelpful,
        hostelOwnerId: hostels.ownerId,
        hostelStatus: hostels.status,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.studentId))
      .innerJoin(hostels, eq(hostels.id, reviews.hostelId));
  }

  const ORDERS: Record<ReviewSort, SQL[]> = {
    newest: [sql`${reviews.createdAt} desc`, sql`${reviews.id} asc`],
    helpful: [
      sql`${reviews.helpfulCount} desc`,
      sql`${reviews.createdAt} desc`,
      sql`${reviews.id} asc`,
    ],
  };

  return {
    /** One review as `viewerId` (null: a guest) reads it, hidden or not, or undefined. */
    async findById(id: string, viewerId: string | null): Promise<ReviewRow | undefined> {
      const [row] = await selectReviews(viewerId).where(eq(reviews.id, id)).limit(1);
      return row;
    },

    /**
     * One page of a hostel's visible reviews (hidden ones never show) in `sort` order: newest
     * first, or most marked helpful first (newest first among equals); the id breaks ties,
     * so pages never overlap.
     */
    listVisible(
      hostelId: string,
      options: { sort: ReviewSort; limit: number; offset: number; viewerId: string | null },
    ): Promise<ReviewRow[]> {
      return selectReviews(options.viewerId)
        .where(and(eq(reviews.hostelId, hostelId), isNull(reviews.hiddenAt)))
        .orderBy(...ORDERS[options.sort])
        .limit(options.limit)
        .offset(options.offset);
    },

    /**
     * The hostel's rating over its visible reviews: the average (one decimal) and count from
     * the hostel row, the star counts from its visible reviews, in one statement; undefined
     * when there is no such hostel.
     */
    async findAggregate(hostelId: string): Promise<RatingAggregateRow | undefined> {
      const [row] = await db
        .select({
          ratingAverage,
          ratingCount: hostels.ratingCount,
          starCounts: ratingStarCounts(hostelId),
        })
        .from(hostels)
        .where(eq(hostels.id, hostelId))
        .limit(1);
      return row;
    },

    /**
     * Whether the student has a verified contact with the hostel (issue 26 'Contacted the
     * owner'): a chat about it between the student and its owner in which the owner sent at
     * least one message.
     */
    async hasOwnerReplied(studentId: string, hostelId: string, ownerId: string) {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(chats)
        .innerJoin(messages, eq(messages.chatId, chats.id))
        .where(
          and(
            eq(chats.studentId, studentId),
            eq(chats.hostelId, hostelId),
            eq(chats.ownerId, ownerId),
            eq(messages.senderId, ownerId),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Stores the student's review of the hostel and returns its id, or null when the student
     * already has one: the unique index on (hostel_id, student_id) decides, so of two reviews
     * sent at once exactly one is stored (the other waits for it, then finds the conflict).
     */
    async insert(
      values: ReviewContent & {
        hostelId: string;
        studentId: string;
        verification: ReviewVerification;
      },
    ): Promise<string | null> {
      const [row] = await db
        .insert(reviews)
        .values(values)
        .onConflictDoNothing({ target: [reviews.hostelId, reviews.studentId] })
        .returning({ id: reviews.id });
      return row?.id ?? null;
    },

    /** Replaces the review's rating, text and category ratings (`updated_at` moves). */
    async updateContent(id: string, content: ReviewContent): Promise<void> {
      await db.update(reviews).set(content).where(eq(reviews.id, id));
    },

    /** Deletes the review; its helpful marks go with it (ON DELETE CASCADE). */
    async remove(id: string): Promise<void> {
      await db.delete(reviews).where(eq(reviews.id, id));
    },

    /**
     * Sets the owner's one reply (a create or an edit) and when it was written. The review's
     * own `updated_at` stays: it tells readers when the author last edited it.
     */
    async setReply(id: string, reply: string, at: Date): Promise<void> {
      await db
        .update(reviews)
        .set({ ownerReply: reply, replyUpdatedAt: at, updatedAt: sql`${reviews.updatedAt}` })
        .where(eq(reviews.id, id));
    },

    /**
     * Records the user's helpful mark once: a first mark adds one to the review's count, a
     * repeated one (or one sent twice at once) changes nothing. Returns the count after it.
     * Run it in a transaction, so the mark and the count commit together.
     */
    async markHelpful(reviewId: string, userId: string): Promise<number> {
      const inserted = await db
        .insert(reviewHelpfulVotes)
        .values({ reviewId, userId })
        .onConflictDoNothing()
        .returning({ reviewId: reviewHelpfulVotes.reviewId });
      const counted = inserted.length
        ? await db
            .update(reviews)
            .set({
              helpfulCount: sql`${reviews.helpfulCount} + 1`,
              updatedAt: sql`${reviews.updatedAt}`,
            })
            .where(eq(reviews.id, reviewId))
            .returning({ helpfulCount: reviews.helpfulCount })
        : await db
            .select({ helpfulCount: reviews.helpfulCount })
            .from(reviews)
            .where(eq(reviews.id, reviewId));
      return counted[0]?.helpfulCount ?? 0;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
