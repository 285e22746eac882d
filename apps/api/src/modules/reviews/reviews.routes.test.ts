import { MESSAGES, REVIEW_MESSAGES, type Review, type ReviewsPage } from '@hostelhub/shared';
import { SERVER_MESSAGES_UR } from '@hostelhub/shared/i18n/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chats, hostels, messages, reviewHelpfulVotes, reviews } from '../../db/schema/index.ts';
import { callJson, createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { signIn } from '../../../test/factories/sessions.ts';

/**
 * Reviews and ratings (issue 26): who may review (students with a verified contact, once),
 * edit and delete (the author), reply (the hostel's owner) and mark helpful (anyone signed in
 * but the author); the aggregate on the reviews list, the hostel detail and the hostel list;
 * hidden reviews left out of everything; `sort=rating` and `min_rating` on the hostel list;
 * and two reviews sent at once by one student. The browse cache is on (60 s), so every list
 * read after a review write also shows that the write cleared it.
 */

let context: TestContext;
const db = () => context.database.db;
const UNKNOWN = '7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a';
const COMMENT = 'Clean rooms, a quiet study hall and a warden who listens.';

beforeAll(async () => {
  context = await createTestContext({ BROWSE_CACHE_SECONDS: '60' });
});

afterAll(async () => {
  await context?.close();
});

/** A signed-in user: id and `authorization` header value. */
interface Caller {
  id: string;
  auth: string;
}

let sequence = 0;
/** A name no other hostel of this file has, so a list filtered by it holds only the test's. */
const uniqueName = (label: string) => {
  sequence += 1;
  return `${label} Residence ${sequence}${Math.random().toString(36).slice(2, 6)}`;
};

async function signedIn(overrides: Parameters<typeof createUser>[1] = {}): Promise<Caller> {
  const user = await createUser(db(), overrides);
  return { id: user.id, auth: await signIn(db(), context.settings.jwtSecret, user) };
}

const newStudent = (overrides: Parameters<typeof createUser>[1] = {}) =>
  signedIn({ role: 'student', ownerApprovalStatus: null, ...overrides });

/** An approved owner with an approved hostel of a name unique to the test. */
async function ownedHostel(label = 'Review', status: 'approved' | 'pending' = 'approved') {
  const owner = await signedIn();
  const hostel = await createHostel(db(), { ownerId: owner.id, name: uniqueName(label), status });
  return { owner, hostelId: hostel.id, name: hostel.name };
}

/**
 * A chat about the hostel between the student and the owner; `ownerReplied` adds the owner's
 * message (the verified contact), otherwise only the student wrote.
 */
async function chatAbout(
  studentId: string,
  hostel: { owner: Caller; hostelId: string; name: string },
  { ownerReplied = true } = {},
): Promise<void> {
  const [chat] = await db()
    .insert(chats)
    .values({
      studentId,
      ownerId: hostel.owner.id,
      hostelId: hostel.hostelId,
      hostelName: hostel.name,
    })
    .returning({ id: chats.id });
  if (!chat) throw new Error('chat insert returned nothing');
  await db().insert(messages).values({
    chatId: chat.id,
    senderId: studentId,
    receiverId: hostel.owner.id,
    text: 'Is a room free next month?',
  });
  if (ownerReplied) {
    await db().insert(messages).values({
      chatId: chat.id,
      senderId: hostel.owner.id,
      receiverId: studentId,
      text: 'Yes, come and see it.',
    });
  }
}

/** A new student with a verified contact with the hostel. */
async function contactedStudent(
  hostel: { owner: Caller; hostelId: string; name: string },
  overrides: Parameters<typeof createUser>[1] = {},
): Promise<Caller> {
  const student = await newStudent(overrides);
  await chatAbout(student.id, hostel);
  return student;
}

/** A review stored directly (read-side tests); the triggers keep the hostel's counts. */
async function insertReview(
  hostelId: string,
  rating: number,
  extra: Partial<typeof reviews.$inferInsert> = {},
): Promise<string> {
  const student = await newStudent({ fullName: 'Bilal Ahmed' });
  const [row] = await db()
    .insert(reviews)
    .values({
      hostelId,
      studentId: student.id,
      rating,
      comment: COMMENT,
      verification: 'contacted',
      ...extra,
    })
    .returning({ id: reviews.id });
  if (!row) throw new Error('review insert returned nothing');
  return row.id;
}

/** Sets or clears a review's hidden_at directly, as moderation will, then clears the cache. */
async function setHidden(reviewId: string, hidden: boolean): Promise<void> {
  await db()
    .update(reviews)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(reviews.id, reviewId));
  context.app.browseCache.clear();
}

const postReview = (hostelId: string, auth: string | undefined, payload: unknown) =>
  callJson(context.app, 'POST', `/api/enhanced-hostels/${hostelId}/reviews`, auth, payload);

async function reviewsPage(hostelId: string, query = '', auth?: string): Promise<ReviewsPage> {
  const { status, body } = await callJson(
    context.app,
    'GET',
    `/api/enhanced-hostels/${hostelId}/reviews${query}`,
    auth,
  );
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as ReviewsPage;
}

interface ListItem {
  id: string;
  name: string;
  rating_average: number | null;
  rating_count: number;
}

async function hostelList(query: string): Promise<ListItem[]> {
  const { status, body } = await callJson(context.app, 'GET', `/api/enhanced-hostels?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data as ListItem[];
}

async function listItem(hostelName: string): Promise<ListItem | undefined> {
  return (await hostelList(`search=${encodeURIComponent(hostelName)}`))[0];
}

async function detail(hostelId: string) {
  const { status, body } = await callJson(context.app, 'GET', `/api/enhanced-hostels/${hostelId}`);
  expect(status).toBe(200);
  return body.data as ListItem & { rating_distribution: Record<string, number> };
}

const countReviews = (hostelId: string) => db().$count(reviews, eq(reviews.hostelId, hostelId));

describe('writing a review', () => {
  it('should answer 401 to a guest', async () => {
    const hostel = await ownedHostel();
    const { status, body } = await postReview(hostel.hostelId, undefined, {
      rating: 4,
      comment: COMMENT,
    });
    expect(status).toBe(401);
    expect(body.code).toBe('UNAUTHORIZED');
  });

  it.each([
    ['an approved owner', { role: 'owner', ownerApprovalStatus: 'approved' }],
    ['a pending owner', { role: 'owner', ownerApprovalStatus: 'pending' }],
    ['an admin', { role: 'admin', ownerApprovalStatus: null }],
  ] as const)('should refuse %s with a sentence saying why', async (_who, kind) => {
    const hostel = await ownedHostel();
    const caller = await signedIn(kind);
    const { status, body } = await postReview(hostel.hostelId, caller.auth, {
      rating: 4,
      comment: COMMENT,
    });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: 'FORBIDDEN', error: REVIEW_MESSAGES.studentsOnly });
    expect(await countReviews(hostel.hostelId)).toBe(0);
  });

  it('should refuse the hostel owner reviewing their own hostel', async () => {
    const hostel = await ownedHostel();
    const { status, body } = await postReview(hostel.hostelId, hostel.owner.auth, {
      rating: 5,
      comment: COMMENT,
    });
    expect(status).toBe(403);
    expect(body.error).toBe(REVIEW_MESSAGES.studentsOnly);
  });

  it('should refuse a student without a verified contact, saying why', async () => {
    const hostel = await ownedHostel();
    const otherOfSameOwner = await createHostel(db(), {
      ownerId: hostel.owner.id,
      name: uniqueName('Sibling'),
    });
    const never = await newStudent();
    const unanswered = await newStudent();
    await chatAbout(unanswered.id, hostel, { ownerReplied: false });
    const elsewhere = await newStudent();
    await chatAbout(elsewhere.id, {
      owner: hostel.owner,
      hostelId: otherOfSameOwner.id,
      name: otherOfSameOwner.name,
    });
    for (const student of [never, unanswered, elsewhere]) {
      const { status, body } = await postReview(hostel.hostelId, student.auth, {
        rating: 4,
        comment: COMMENT,
      });
      expect(status).toBe(403);
      expect(body).toEqual({
        success: false,
        code: 'FORBIDDEN',
        error: REVIEW_MESSAGES.contactRequired,
      });
    }
    expect(await countReviews(hostel.hostelId)).toBe(0);
  });

  it('should say why in Urdu to a student who reads Urdu', async () => {
    const hostel = await ownedHostel();
    const student = await newStudent({ preferredLanguage: 'ur' });
    const { status, body } = await postReview(hostel.hostelId, student.auth, {
      rating: 4,
      comment: COMMENT,
    });
    expect(status).toBe(403);
    expect(body.error).toBe(SERVER_MESSAGES_UR['review.contactRequired']);
  });

  it('should store the review of a student whose chat the owner answered', async () => {
    const hostel = await ownedHostel();
    const student = await contactedStudent(hostel, { fullName: 'Ayesha Khan' });
    const { status, body } = await postReview(hostel.hostelId, student.auth, {
      rating: 4,
      comment: `   ${COMMENT}   `,
      ratings: { cleanliness: 5, food: 3 },
    });
    expect(status, JSON.stringify(body)).toBe(201);
    const review = body.data as Review;
    expect(review).toMatchObject({
      hostel_id: hostel.hostelId,
      rating: 4,
      ratings: { cleanliness: 5, food: 3, safety: null, value: null, location: null },
      comment: COMMENT,
      author_name: 'Ayesha K.',
      verification: 'contacted',
      reply: null,
      helpful_count: 0,
      marked_helpful: false,
      is_own: true,
    });
    expect(Date.parse(review.created_at)).not.toBeNaN();
    expect(await countReviews(hostel.hostelId)).toBe(1);
  });

  it('should refuse a second review of the same hostel with 409', async () => {
    const hostel = await ownedHostel();
    const student = await contactedStudent(hostel);
    expect(
      (await postReview(hostel.hostelId, student.auth, { rating: 5, comment: COMMENT })).status,
    ).toBe(201);
    const { status, body } = await postReview(hostel.hostelId, student.auth, {
      rating: 1,
      comment: 'Changed my mind about this hostel entirely.',
    });
    expect(status).toBe(409);
    expect(body).toMatchObject({ code: 'CONFLICT', error: REVIEW_MESSAGES.alreadyReviewed });
    const [stored] = await db()
      .select({ rating: reviews.rating })
      .from(reviews)
      .where(eq(reviews.hostelId, hostel.hostelId));
    expect(stored?.rating).toBe(5);
  });

  it('should store exactly one of two reviews sent at once by the same student', async () => {
    const hostel = await ownedHostel();
    const student = await contactedStudent(hostel);
    const send = (rating: number) =>
      context.app.inject({
        method: 'POST',
        url: `/api/enhanced-hostels/${hostel.hostelId}/reviews`,
        headers: { authorization: student.auth },
        payload: { rating, comment: COMMENT },
      });
    const answers = await Promise.all([send(5), send(2)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await countReviews(hostel.hostelId)).toBe(1);
    const [row] = await db()
      .select({ count: hostels.ratingCount, sum: hostels.ratingSum })
      .from(hostels)
      .where(eq(hostels.id, hostel.hostelId));
    const stored = answers.find((answer) => answer.statusCode === 201)?.json<{ data: Review }>();
    expect(row).toEqual({ count: 1, sum: stored?.data.rating });
  });

  it.each([
    ['a rating of 0', { rating: 0, comment: COMMENT }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['a rating of 6', { rating: 6, comment: COMMENT }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['half a star', { rating: 4.5, comment: COMMENT }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    [
      'a rating as text',
      { rating: '4', comment: COMMENT },
      'rating',
      REVIEW_MESSAGES.ratingInvalid,
    ],
    ['no rating', { comment: COMMENT }, 'rating', REVIEW_MESSAGES.ratingInvalid],
    ['no text', { rating: 4 }, 'comment', REVIEW_MESSAGES.commentRequired],
    [
      'a short text',
      { rating: 4, comment: 'Nice place.' },
      'comment',
      REVIEW_MESSAGES.commentShort,
    ],
    [
      'a text short once trimmed',
      { rating: 4, comment: `  Nice place.${' '.repeat(30)}` },
      'comment',
      REVIEW_MESSAGES.commentShort,
    ],
    [
      'ten emoji (20 UTF-16 units, 10 characters)',
      { rating: 4, comment: '👍'.repeat(10) },
      'comment',
      REVIEW_MESSAGES.commentShort,
    ],
    [
      'a text over 2,000 characters',
      { rating: 4, comment: 'a'.repeat(2001) },
      'comment',
      REVIEW_MESSAGES.commentLong,
    ],
    [
      'a category rating of 6',
      { rating: 4, comment: COMMENT, ratings: { food: 6 } },
      'ratings.food',
      REVIEW_MESSAGES.categoryRatingInvalid,
    ],
    [
      'a category rating of 0',
      { rating: 4, comment: COMMENT, ratings: { safety: 0 } },
      'ratings.safety',
      REVIEW_MESSAGES.categoryRatingInvalid,
    ],
  ])('should refuse %s with the field message', async (_case, payload, field, message) => {
    const hostel = await ownedHostel();
    const student = await contactedStudent(hostel);
    const { status, body } = await postReview(hostel.hostelId, student.auth, payload);
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.details).toContainEqual({ field, message });
    expect(await countReviews(hostel.hostelId)).toBe(0);
  });

  it('should refuse an unknown category rating', async () => {
    const hostel = await ownedHostel();
    const student = await contactedStudent(hostel);
    const { status, body } = await postReview(hostel.hostelId, student.auth, {
      rating: 4,
      comment: COMMENT,
      ratings: { view: 5 },
    });
    expect(status).toBe(400);
    expect(body.details?.[0]?.field).toBe('ratings');
  });

  it('should accept a text of exactly 20 and of exactly 2,000 characters', async () => {
    const hostel = await ownedHostel();
    const first = await contactedStudent(hostel);
    const second = await contactedStudent(hostel);
    const short = await postReview(hostel.hostelId, first.auth, {
      rating: 3,
      comment: '👍'.repeat(20),
    });
    expect(short.status, JSON.stringify(short.body)).toBe(201);
    const long = await postReview(hostel.hostelId, second.auth, {
      rating: 3,
      comment: 'a'.repeat(2000),
    });
    expect(long.status).toBe(201);
  });

  it('should answer 404 for a hostel that is unknown or not approved', async () => {
    const pending = await ownedHostel('Pending', 'pending');
    const student = await contactedStudent(pending);
    for (const id of [pending.hostelId, UNKNOWN]) {
      const { status, body } = await postReview(id, student.auth, { rating: 4, comment: COMMENT });
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'HOSTEL_NOT_FOUND', error: MESSAGES.hostelNotFound });
    }
  });
});

describe('reading reviews and the aggregate', () => {
  const seeded = { hostelId: '', name: '', hiddenId: '', ids: [] as string[] };

  beforeAll(async () => {
    const hostel = await ownedHostel('Aggregate');
    seeded.hostelId = hostel.hostelId;
    seeded.name = hostel.name;
    // 5, 4 and 4 stars: 13 / 3 = 4.33, shown as 4.3. Created one after the other, oldest first.
    for (const rating of [5, 4, 4]) {
      seeded.ids.push(
        await insertReview(hostel.hostelId, rating, {
          createdAt: new Date(Date.now() - (10 - seeded.ids.length) * 60_000),
        }),
      );
    }
    // A hidden one-star review: moderation took it down, it must count nowhere.
    seeded.hiddenId = await insertReview(hostel.hostelId, 1, { hiddenAt: new Date() });
    context.app.browseCache.clear();
  });

  it('should list the visible reviews newest first with the aggregate, to a guest', async () => {
    const page = await reviewsPage(seeded.hostelId);
    expect(page.reviews.map((review) => review.id)).toEqual([...seeded.ids].reverse());
    expect(page.aggregate).toEqual({
      rating_average: 4.3,
      rating_count: 3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(page.pagination).toEqual({ page: 1, limit: 10, total: 3, total_pages: 1 });
    for (const review of page.reviews) {
      expect(review).not.toHaveProperty('marked_helpful');
      expect(review).not.toHaveProperty('is_own');
      expect(review.author_name).toBe('Bilal A.');
    }
  });

  it('should page the reviews', async () => {
    const page = await reviewsPage(seeded.hostelId, '?page=2&limit=2');
    expect(page.reviews.map((review) => review.id)).toEqual([seeded.ids[0]]);
    expect(page.pagination).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
  });

  it('should carry the same aggregate on the hostel detail and the hostel list', async () => {
    const item = await detail(seeded.hostelId);
    expect(item).toMatchObject({
      rating_average: 4.3,
      rating_count: 3,
      rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
    });
    expect(await listItem(seeded.name)).toMatchObject({
      id: seeded.hostelId,
      rating_average: 4.3,
      rating_count: 3,
    });
  });

  it('should show null and 0 for a hostel without reviews', async () => {
    const hostel = await ownedHostel('Unreviewed');
    expect(await listItem(hostel.name)).toMatchObject({ rating_average: null, rating_count: 0 });
    expect(await detail(hostel.hostelId)).toMatchObject({
      rating_average: null,
      rating_count: 0,
      rating_distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
    const page = await reviewsPage(hostel.hostelId);
    expect(page).toEqual({
      reviews: [],
      aggregate: {
        rating_average: null,
        rating_count: 0,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
      },
      pagination: { page: 1, limit: 10, total: 0, total_pages: 0 },
    });
  });

  it('should leave a review out of every list and aggregate once hidden, and back when shown', async () => {
    await setHidden(seeded.hiddenId, false);
    let page = await reviewsPage(seeded.hostelId);
    expect(page.aggregate).toMatchObject({ rating_average: 3.5, rating_count: 4 });
    expect(page.reviews.map((review) => review.id)).toContain(seeded.hiddenId);
    expect(await listItem(seeded.name)).toMatchObject({ rating_average: 3.5, rating_count: 4 });

    await setHidden(seeded.hiddenId, true);
    page = await reviewsPage(seeded.hostelId);
    expect(page.aggregate).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    expect(page.aggregate.distribution[1]).toBe(0);
    expect(page.reviews.map((review) => review.id)).not.toContain(seeded.hiddenId);
    expect(await listItem(seeded.name)).toMatchObject({ rating_average: 4.3, rating_count: 3 });
    expect(await detail(seeded.hostelId)).toMatchObject({ rating_count: 3 });
  });

  it('should refuse a bad sort or limit with the field message', async () => {
    const { status, body } = await callJson(
      context.app,
      'GET',
      `/api/enhanced-hostels/${seeded.hostelId}/reviews?sort=best&limit=51`,
    );
    expect(status).toBe(400);
    expect(body.details).toContainEqual({ field: 'sort', message: REVIEW_MESSAGES.sortInvalid });
    expect(body.details?.map((detail) => detail.field)).toContain('limit');
  });

  it('should answer 404 for the reviews of a hostel that is not approved, even to its owner', async () => {
    const pending = await ownedHostel('Hidden', 'pending');
    for (const auth of [undefined, pending.owner.auth]) {
      const { status, body } = await callJson(
        context.app,
        'GET',
        `/api/enhanced-hostels/${pending.hostelId}/reviews`,
        auth,
      );
      expect(status).toBe(404);
      expect(body.code).toBe('HOSTEL_NOT_FOUND');
    }
  });
});

describe('editing and deleting a review', () => {
  it("should let the author edit, move the hostel's rating and clear the browse cache", async () => {
    const hostel = await ownedHostel('Edited');
    const author = await contactedStudent(hostel);
    await insertReview(hostel.hostelId, 5);
    context.app.browseCache.clear();
    const created = await postReview(hostel.hostelId, author.auth, {
      rating: 5,
      comment: COMMENT,
      ratings: { food: 4 },
    });
    const id = (created.body.data as Review).id;
    expect(await listItem(hostel.name)).toMatchObject({ rating_average: 5, rating_count: 2 });

    const { status, body } = await callJson(context.app, 'PUT', `/api/reviews/${id}`, author.auth, {
      rating: 2,
      comment: 'The mess food got much worse this term.',
    });
    expect(status, JSON.stringify(body)).toBe(200);
    const edited = body.data as Review;
    expect(edited).toMatchObject({
      id,
      rating: 2,
      comment: 'The mess food got much worse this term.',
      ratings: { cleanliness: null, food: null, safety: null, value: null, location: null },
    });
    expect(Date.parse(edited.updated_at)).toBeGreaterThanOrEqual(Date.parse(edited.created_at));
    // The cached list answer was cleared by the edit: (5 + 2) / 2 = 3.5.
    expect(await listItem(hostel.name)).toMatchObject({ rating_average: 3.5, rating_count: 2 });
    expect((await reviewsPage(hostel.hostelId)).aggregate.distribution).toEqual({
      1: 0,
      2: 1,
      3: 0,
      4: 0,
      5: 1,
    });
  });

  it('should refuse a bad edit with the field message', async () => {
    const hostel = await ownedHostel();
    const author = await contactedStudent(hostel);
    const id = (
      (await postReview(hostel.hostelId, author.auth, { rating: 4, comment: COMMENT })).body
        .data as Review
    ).id;
    const { status, body } = await callJson(context.app, 'PUT', `/api/reviews/${id}`, author.auth, {
      rating: 9,
      comment: 'Too short',
    });
    expect(status).toBe(400);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { field: 'rating', message: REVIEW_MESSAGES.ratingInvalid },
        { field: 'comment', message: REVIEW_MESSAGES.commentShort },
      ]),
    );
  });

  it("should answer 404 to anyone editing or deleting another user's review, 401 to guests", async () => {
    const hostel = await ownedHostel();
    const author = await contactedStudent(hostel);
    const id = (
      (await postReview(hostel.hostelId, author.auth, { rating: 4, comment: COMMENT })).body
        .data as Review
    ).id;
    const others = [
      await newStudent(),
      hostel.owner,
      await signedIn({ role: 'admin', ownerApprovalStatus: null }),
    ];
    for (const other of others) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const { status, body } = await callJson(
          context.app,
          method,
          `/api/reviews/${id}`,
          other.auth,
          method === 'PUT' ? { rating: 1, comment: COMMENT } : undefined,
        );
        expect(status, `${method} by ${other.id}`).toBe(404);
        expect(body).toMatchObject({ code: 'NOT_FOUND', error: REVIEW_MESSAGES.reviewNotFound });
      }
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const { status } = await callJson(
        context.app,
        method,
        `/api/reviews/${id}`,
        undefined,
        method === 'PUT' ? { rating: 1, comment: COMMENT } : undefined,
      );
      expect(status).toBe(401);
    }
    const [stored] = await db().select().from(reviews).where(eq(reviews.id, id));
    expect(stored?.rating).toBe(4);
  });

  it('should let the author delete, with the helpful marks, and review again', async () => {
    const hostel = await ownedHostel('Deleted');
    const author = await contactedStudent(hostel);
    const id = (
      (await postReview(hostel.hostelId, author.auth, { rating: 1, comment: COMMENT })).body
        .data as Review
    ).id;
    const reader = await newStudent();
    await callJson(context.app, 'POST', `/api/reviews/${id}/helpful`, reader.auth);
    expect(await listItem(hostel.name)).toMatchObject({ rating_average: 1, rating_count: 1 });

    const { status, body } = await callJson(
      context.app,
      'DELETE',
      `/api/reviews/${id}`,
      author.auth,
    );
    expect(status).toBe(200);
    expect(body.data).toEqual({ id, deleted: true });
    expect(await countReviews(hostel.hostelId)).toBe(0);
    expect(await db().$count(reviewHelpfulVotes, eq(reviewHelpfulVotes.reviewId, id))).toBe(0);
    expect(await listItem(hostel.name)).toMatchObject({ rating_average: null, rating_count: 0 });

    const again = await callJson(context.app, 'DELETE', `/api/reviews/${id}`, author.auth);
    expect(again.status).toBe(404);
    const anew = await postReview(hostel.hostelId, author.auth, { rating: 3, comment: COMMENT });
    expect(anew.status).toBe(201);
  });
});

describe("the owner's reply", () => {
  it("should let the hostel's owner reply once and edit that reply", async () => {
    const hostel = await ownedHostel('Replied');
    const author = await contactedStudent(hostel);
    const review = (await postReview(hostel.hostelId, author.auth, { rating: 3, comment: COMMENT }))
      .body.data as Review;
    const url = `/api/reviews/${review.id}/reply`;

    const first = await callJson(context.app, 'PUT', url, hostel.owner.auth, {
      reply: '  Thank you, we fixed the water heater.  ',
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect((first.body.data as Review).reply?.text).toBe('Thank you, we fixed the water heater.');
    // A reply is not an edit of the review.
    expect((first.body.data as Review).updated_at).toBe(review.updated_at);

    const second = await callJson(context.app, 'PUT', url, hostel.owner.auth, {
      reply: 'Thank you! The heater is new.',
    });
    expect(second.status).toBe(200);
    const page = await reviewsPage(hostel.hostelId);
    expect(page.reviews).toHaveLength(1);
    expect(page.reviews[0]?.reply).toMatchObject({ text: 'Thank you! The heater is new.' });
    expect(Date.parse(page.reviews[0]?.reply?.updated_at ?? '')).not.toBeNaN();
  });

  it('should refuse everyone but the hostel owner', async () => {
    const hostel = await ownedHostel();
    const author = await contactedStudent(hostel);
    const review = (await postReview(hostel.hostelId, author.auth, { rating: 3, comment: COMMENT }))
      .body.data as Review;
    const url = `/api/reviews/${review.id}/reply`;
    const payload = { reply: 'Thank you for staying with us.' };

    const otherOwner = await signedIn();
    const owner404 = await callJson(context.app, 'PUT', url, otherOwner.auth, payload);
    expect(owner404.status).toBe(404);
    expect(owner404.body.error).toBe(REVIEW_MESSAGES.reviewNotFound);
    for (const caller of [author, await signedIn({ role: 'admin', ownerApprovalStatus: null })]) {
      const { status, body } = await callJson(context.app, 'PUT', url, caller.auth, payload);
      expect(status).toBe(403);
      expect(body.error).toBe(REVIEW_MESSAGES.ownerOnlyReply);
    }
    expect((await callJson(context.app, 'PUT', url, undefined, payload)).status).toBe(401);
    const unknown = await callJson(
      context.app,
      'PUT',
      `/api/reviews/${UNKNOWN}/reply`,
      hostel.owner.auth,
      payload,
    );
    expect(unknown.status).toBe(404);
    expect((await reviewsPage(hostel.hostelId)).reviews[0]?.reply).toBeNull();
  });

  it.each([
    ['an empty reply', { reply: '   ' }, REVIEW_MESSAGES.replyRequired],
    ['no reply', {}, REVIEW_MESSAGES.replyRequired],
    ['a reply over 2,000 characters', { reply: 'a'.repeat(2001) }, REVIEW_MESSAGES.replyLong],
  ])('should refuse %s with the field message', async (_case, payload, message) => {
    const hostel = await ownedHostel();
    const author = await contactedStudent(hostel);
    const review = (await postReview(hostel.hostelId, author.auth, { rating: 3, comment: COMMENT }))
      .body.data as Review;
    const { status, body } = await callJson(
      context.app,
      'PUT',
      `/api/reviews/${review.id}/reply`,
      hostel.owner.auth,
      payload,
    );
    expect(status).toBe(400);
    expect(body.details).toContainEqual({ field: 'reply', message });
  });

  it('should answer 404 to a reply to a hidden review', async () => {
    const hostel = await ownedHostel();
    const id = await insertReview(hostel.hostelId, 2, { hiddenAt: new Date() });
    const { status } = await callJson(
      context.app,
      'PUT',
      `/api/reviews/${id}/reply`,
      hostel.owner.auth,
      { reply: 'We disagree.' },
    );
    expect(status).toBe(404);
  });
});

describe('helpful marks', () => {
  it('should count each reader once and never the author', async () => {
    const hostel = await ownedHostel('Helpful');
    const author = await contactedStudent(hostel);
    const review = (await postReview(hostel.hostelId, author.auth, { rating: 4, comment: COMMENT }))
      .body.data as Review;
    const url = `/api/reviews/${review.id}/helpful`;
    const reader = await newStudent();
    const owner = hostel.owner;

    const first = await callJson(context.app, 'POST', url, reader.auth);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      review_id: review.id,
      helpful_count: 1,
      marked_helpful: true,
    });
    const again = await callJson(context.app, 'POST', url, reader.auth);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ helpful_count: 1 });
    expect((await callJson(context.app, 'POST', url, owner.auth)).body.data).toMatchObject({
      helpful_count: 2,
    });

    const own = await callJson(context.app, 'POST', url, author.auth);
    expect(own.status).toBe(403);
    expect(own.body.error).toBe(REVIEW_MESSAGES.ownReviewHelpful);
    expect((await callJson(context.app, 'POST', url, undefined)).status).toBe(401);

    const seenByReader = await reviewsPage(hostel.hostelId, '', reader.auth);
    expect(seenByReader.reviews[0]).toMatchObject({
      helpful_count: 2,
      marked_helpful: true,
      is_own: false,
    });
    const seenByAuthor = await reviewsPage(hostel.hostelId, '', author.auth);
    expect(seenByAuthor.reviews[0]).toMatchObject({ marked_helpful: false, is_own: true });
  });

  it('should count two marks sent at once by one reader as one', async () => {
    const hostel = await ownedHostel();
    const id = await insertReview(hostel.hostelId, 4);
    const reader = await newStudent();
    const answers = await Promise.all(
      [1, 2].map(() =>
        context.app.inject({
          method: 'POST',
          url: `/api/reviews/${id}/helpful`,
          headers: { authorization: reader.auth },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [row] = await db()
      .select({ count: reviews.helpfulCount })
      .from(reviews)
      .where(eq(reviews.id, id));
    expect(row?.count).toBe(1);
    expect(
      await db().$count(
        reviewHelpfulVotes,
        and(eq(reviewHelpfulVotes.reviewId, id), eq(reviewHelpfulVotes.userId, reader.id)),
      ),
    ).toBe(1);
  });

  it('should answer 404 for a hidden review and for one of a hostel that is not approved', async () => {
    const hostel = await ownedHostel();
    const hidden = await insertReview(hostel.hostelId, 4, { hiddenAt: new Date() });
    const pending = await ownedHostel('Pending', 'pending');
    const ofPending = await insertReview(pending.hostelId, 4);
    const reader = await newStudent();
    for (const id of [hidden, ofPending, UNKNOWN]) {
      const { status } = await callJson(
        context.app,
        'POST',
        `/api/reviews/${id}/helpful`,
        reader.auth,
      );
      expect(status).toBe(404);
    }
  });

  it('should sort reviews by most helpful, or newest', async () => {
    const hostel = await ownedHostel('Sorted');
    const old = await insertReview(hostel.hostelId, 3, {
      createdAt: new Date(Date.now() - 3_600_000),
      helpfulCount: 5,
    });
    const middle = await insertReview(hostel.hostelId, 4, {
      createdAt: new Date(Date.now() - 1_800_000),
      helpfulCount: 0,
    });
    const recent = await insertReview(hostel.hostelId, 5, { helpfulCount: 2 });
    const ids = async (sort: string) =>
      (await reviewsPage(hostel.hostelId, `?sort=${sort}`)).reviews.map((review) => review.id);
    expect(await ids('newest')).toEqual([recent, middle, old]);
    expect(await ids('helpful')).toEqual([old, recent, middle]);
  });
});

describe('browsing hostels by rating', () => {
  const ids = { best: '', good: '', none: '', mixed: '' };
  let label = '';

  beforeAll(async () => {
    label = uniqueName('Starlist').replaceAll(' ', '');
    const owner = await signedIn();
    const make = async (suffix: string) =>
      (await createHostel(db(), { ownerId: owner.id, name: `${label} ${suffix}` })).id;
    ids.none = await make('None');
    ids.good = await make('Good');
    ids.best = await make('Best');
    ids.mixed = await make('Mixed');
    for (const rating of [5, 4]) await insertReview(ids.best, rating); // 4.5
    await insertReview(ids.good, 3); // 3.0
    for (const rating of [4, 4, 3]) await insertReview(ids.mixed, rating); // 3.67 -> 3.7
    await insertReview(ids.mixed, 5, { hiddenAt: new Date() }); // hidden: no effect
    context.app.browseCache.clear();
  });

  const names = async (query: string) =>
    (await hostelList(`search=${label}&${query}`)).map((item) => item.id);

  it('should sort by the highest average first, hostels without reviews last', async () => {
    expect(await names('sort=rating')).toEqual([ids.best, ids.mixed, ids.good, ids.none]);
    const items = await hostelList(`search=${label}&sort=rating`);
    expect(items.map((item) => item.rating_average)).toEqual([4.5, 3.7, 3, null]);
    expect(items.map((item) => item.rating_count)).toEqual([2, 3, 1, 0]);
  });

  it('should keep only hostels whose shown average reaches min_rating', async () => {
    expect(await names('sort=rating&min_rating=4')).toEqual([ids.best]);
    expect(await names('sort=rating&min_rating=3.7')).toEqual([ids.best, ids.mixed]);
    expect(await names('sort=rating&min_rating=3')).toEqual([ids.best, ids.mixed, ids.good]);
    expect(await names('min_rating=4.6')).toEqual([]);
    const answer = await context.app.inject({
      method: 'GET',
      url: `/api/enhanced-hostels?search=${label}&min_rating=1`,
    });
    expect(answer.json<{ pagination: { total: number } }>().pagination.total).toBe(3);
  });

  it.each(['0', '5.5', 'x'])(
    'should refuse min_rating=%s with the field message',
    async (value) => {
      const { status, body } = await callJson(
        context.app,
        'GET',
        `/api/enhanced-hostels?min_rating=${value}`,
      );
      expect(status).toBe(400);
      expect(body.details).toContainEqual({
        field: 'min_rating',
        message: 'must be a number from 1 to 5',
      });
    },
  );

  it('should move a hostel up the rating order once a review is written', async () => {
    const hostel = { owner: await signedIn(), hostelId: ids.none, name: `${label} None` };
    await db().update(hostels).set({ ownerId: hostel.owner.id }).where(eq(hostels.id, ids.none));
    const student = await contactedStudent(hostel);
    expect(await names('sort=rating')).toEqual([ids.best, ids.mixed, ids.good, ids.none]);
    const { status } = await postReview(ids.none, student.auth, { rating: 5, comment: COMMENT });
    expect(status).toBe(201);
    // The write cleared the cached answer of the same query.
    expect(await names('sort=rating')).toEqual([ids.none, ids.best, ids.mixed, ids.good]);
  });
});
