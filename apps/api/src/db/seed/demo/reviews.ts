/**
 * The demo reviews (issue 26) on about a third of the approved hostels, each one allowed the
 * way the product allows it (decision 025): before reviewing, the student wrote to the hostel's
 * owner about it and the owner answered, so each review comes with that chat. Some reviews have
 * the owner's reply and helpful marks from other students. The demo owner's hostels and the
 * demo student get none, and their chats stay empty: the browser journeys start from them.
 * The hostels' rating_count and rating_sum are left to the triggers on reviews.
 */
import { randomUUID } from 'node:crypto';
import { DAY_MS, type DemoContext } from './context.ts';
import { clamp } from './numbers.ts';
import type { DemoOwner, DemoStudent } from './people.ts';
import { DEMO_OWNER, DEMO_STUDENT_EMAIL, REVIEW_PLAN } from './plan.ts';
import type { Reference } from './reference.ts';
import { chatTexts, ownerReplyText, reviewText, type ReviewText } from './review-texts.ts';
import type { ReviewTopic } from './review-words.ts';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** A reviewer needs this long between the later of their and the hostel's sign-up and now. */
const MIN_WINDOW_MS = 10 * DAY_MS;

/** The category ratings and the topic of the text each follows. */
const CATEGORY_TOPICS = {
  cleanlinessRating: 'cleanliness',
  foodRating: 'mess',
  safetyRating: 'security',
  valueRating: null,
  locationRating: 'distance',
} as const satisfies Record<string, ReviewTopic | null>;

export function addReviews(
  context: DemoContext,
  reference: Reference,
  owners: ReadonlyMap<string, DemoOwner>,
  students: readonly DemoStudent[],
): void {
  const { random, now, data } = context;
  const demoOwnerId = owners.get(DEMO_OWNER.email)?.id;
  const reviewers = students.filter((student) => student.email !== DEMO_STUDENT_EMAIL);
  const cityNames = new Map(reference.cities.map((city) => [city.id, city.name]));
  const universityNames = new Map(
    reference.universities.map((university) => [university.id, university.name]),
  );
  const hasMess = new Set(
    data.messInfo.filter((mess) => mess.messAvailable).map((mess) => mess.hostelId),
  );
  const latest = now - 6 * HOUR_MS;

  const eligible = data.hostels.filter(
    (hostel) =>
      hostel.status === 'approved' &&
      hostel.ownerId !== demoOwnerId &&
      (hostel.createdAt?.getTime() ?? now) <= latest - MIN_WINDOW_MS,
  );
  const chosen = new Set(
    random.sample(eligible, Math.round(eligible.length * REVIEW_PLAN.hostelShare)),
  );

  for (const hostel of eligible.filter((candidate) => chosen.has(candidate))) {
    const hostelId = hostel.id;
    const hostelCreated = hostel.createdAt?.getTime();
    if (!hostelId || hostelCreated === undefined) continue;
    const city = cityNames.get(hostel.cityId ?? '');
    const campus = universityNames.get(hostel.universityId ?? '') ?? 'campus';
    // Some hostels are simply better than others: their reviews lean the same way.
    const standing = (random.next() - 0.5) * 1.8;
    const [count = 1] = random.weightedSample(REVIEW_PLAN.reviewsPerHostel, 1);
    const candidates = reviewers.filter(
      (student) =>
        student.gender === hostel.genderCategory &&
        latest - Math.max(hostelCreated, student.createdAt.getTime()) >= MIN_WINDOW_MS,
    );
    // Mostly students of the hostel's own city.
    const authors = random.weightedSample(
      candidates.map((student) => ({ item: student, weight: student.city === city ? 6 : 1 })),
      count,
    );

    for (const author of authors) {
      // The chat: the student asks, the owner answers (the contact that allows the review).
      const earliest = Math.max(hostelCreated, author.createdAt.getTime()) + DAY_MS;
      const chatStart = earliest + random.next() * (latest - earliest) * 0.6;
      const chatId = randomUUID();
      let sentAt = chatStart;
      const texts = chatTexts(random, hostel.priceMin ?? 0);
      const sent = texts.map((message, index) => {
        if (index > 0) sentAt += random.int(15, 8 * 60) * MINUTE_MS;
        return { ...message, at: sentAt };
      });
      sent.forEach((message, index) => {
        const fromStudent = message.from === 'student';
        // Each message was read before the next one came (the last within two hours).
        const readAt =
          (sent[index + 1]?.at ?? message.at + random.int(5, 120) * MINUTE_MS) - MINUTE_MS;
        data.messages.push({
          chatId,
          senderId: fromStudent ? author.id : hostel.ownerId,
          receiverId: fromStudent ? hostel.ownerId : author.id,
          text: message.text,
          readAt: new Date(readAt),
          createdAt: new Date(message.at),
          updatedAt: new Date(message.at),
        });
      });
      const last = sent[sent.length - 1];
      data.chats.push({
        id: chatId,
        studentId: author.id,
        ownerId: hostel.ownerId,
        hostelId,
        hostelName: hostel.name,
        lastMessage: last?.text ?? null,
        lastMessageAt: last ? new Date(last.at) : null,
        createdAt: new Date(chatStart),
        updatedAt: new Date(last?.at ?? chatStart),
      });

      // The review, a day or more after the chat.
      const reviewedAt = sentAt + DAY_MS + random.next() * (latest - sentAt - DAY_MS);
      // Mostly 3 to 5 stars, and now and then a bad experience whatever the hostel.
      const rating = random.chance(REVIEW_PLAN.badExperience)
        ? random.int(1, 2)
        : clamp(Math.round(3.9 + standing + (random.next() + random.next() - 1) * 1.7), 1, 5);
      const urdu = random.chance(REVIEW_PLAN.urdu);
      const text = reviewText(random, rating, {
        hasMess: hasMess.has(hostelId),
        campus,
        urdu,
      });
      const characters = Array.from(text.comment).length;
      if (characters < 20 || characters > 2000) {
        throw new Error(`demo seed: a review text of ${characters} characters`);
      }
      const categories = random.chance(REVIEW_PLAN.categoryRatings)
        ? categoryRatings(context, rating, text, hasMess.has(hostelId))
        : {};
      const replied = random.chance(rating <= 2 ? 0.6 : REVIEW_PLAN.ownerReply);
      const repliedAt = replied
        ? reviewedAt + random.next() * Math.min(4 * DAY_MS, now - reviewedAt - HOUR_MS)
        : null;

      // Helpful marks from other students who had signed up by then.
      const readers = reviewers.filter(
        (student) => student !== author && student.createdAt.getTime() < reviewedAt,
      );
      const markers = random.chance(REVIEW_PLAN.helpfulMarks)
        ? random.sample(readers, random.int(1, 4))
        : [];
      const reviewId = randomUUID();
      for (const marker of markers) {
        const markedAt = new Date(reviewedAt + random.next() * (now - reviewedAt - HOUR_MS));
        data.reviewHelpfulVotes.push({
          reviewId,
          userId: marker.id,
          createdAt: markedAt,
          updatedAt: markedAt,
        });
      }

      data.reviews.push({
        id: reviewId,
        hostelId,
        studentId: author.id,
        rating,
        ...categories,
        comment: text.comment,
        verification: 'contacted',
        ownerReply: repliedAt === null ? null : ownerReplyText(random, rating, urdu),
        replyUpdatedAt: repliedAt === null ? null : new Date(repliedAt),
        helpfulCount: markers.length,
        createdAt: new Date(reviewedAt),
        updatedAt: new Date(reviewedAt),
      });
    }
  }
}

/**
 * Category ratings near the overall one: a category whose topic the text praised is 3 stars or
 * more, one it criticised 3 or fewer; food only where there is a mess.
 */
function categoryRatings(
  context: DemoContext,
  rating: number,
  text: ReviewText,
  hasMess: boolean,
): Partial<Record<keyof typeof CATEGORY_TOPICS, number | null>> {
  const { random } = context;
  const ratings: Partial<Record<keyof typeof CATEGORY_TOPICS, number | null>> = {};
  for (const [column, topic] of Object.entries(CATEGORY_TOPICS) as [
    keyof typeof CATEGORY_TOPICS,
    ReviewTopic | null,
  ][]) {
    if (topic === 'mess' && !hasMess) {
      ratings[column] = null;
      continue;
    }
    const stars = clamp(rating + random.int(-1, 1), 1, 5);
    const side = topic ? text.said.get(topic) : undefined;
    ratings[column] =
      side === 'good' ? Math.max(stars, 3) : side === 'bad' ? Math.min(stars, 3) : stars;
  }
  return ratings;
}
