/**
 * The texts of the demo reviews and of the chats before them, drawn from review-words.ts with
 * the seeded generator.
 */
import type { Random } from './random.ts';
import {
  CHAT_FOLLOW_UPS,
  CHAT_OPENERS,
  CHAT_OWNER_ANSWERS,
  CHAT_OWNER_CLOSINGS,
  OWNER_REPLIES,
  REVIEW_CLOSINGS,
  REVIEW_OPENINGS,
  REVIEW_PHRASES,
  REVIEW_TOPICS,
  SHORT_REVIEWS,
  URDU_OWNER_REPLIES,
  URDU_REVIEW_CLOSINGS,
  URDU_REVIEW_OPENINGS,
  URDU_REVIEW_PHRASES,
  type MoodTable,
  type ReviewTopic,
} from './review-words.ts';

/** How a review feels overall: 4 and 5 stars good, 3 mixed, 1 and 2 bad. */
export function moodOf(rating: number): keyof MoodTable {
  return rating >= 4 ? 'good' : rating === 3 ? 'mixed' : 'bad';
}

/** How likely each topic a review mentions is praised, by its overall rating. */
const PRAISE_CHANCE: Readonly<Record<number, number>> = {
  1: 0.05,
  2: 0.2,
  3: 0.5,
  4: 0.8,
  5: 0.95,
};

/** What one review says: its text and whether it praised or criticised each topic it names. */
export interface ReviewText {
  comment: string;
  said: ReadonlyMap<ReviewTopic, 'good' | 'bad'>;
}

/**
 * A review of `rating` stars: an opening, two to four topics (five or six now and then) praised
 * or criticised as the rating suggests, and sometimes a closing; now and then a single line.
 * The mess is a topic only where the hostel has one; `campus` fills `{campus}`.
 */
export function reviewText(
  random: Random,
  rating: number,
  hostel: { hasMess: boolean; campus: string; urdu: boolean },
): ReviewText {
  const mood = moodOf(rating);
  if (!hostel.urdu && random.chance(0.1)) {
    return { comment: random.pick(SHORT_REVIEWS[mood]), said: new Map() };
  }
  const phrases = hostel.urdu ? URDU_REVIEW_PHRASES : REVIEW_PHRASES;
  const openings = hostel.urdu ? URDU_REVIEW_OPENINGS : REVIEW_OPENINGS;
  const closings = hostel.urdu ? URDU_REVIEW_CLOSINGS : REVIEW_CLOSINGS;
  const topics = REVIEW_TOPICS.filter((topic) => hostel.hasMess || topic !== 'mess');
  const count = random.chance(0.15) ? random.int(5, 6) : random.int(2, 4);
  const said = new Map<ReviewTopic, 'good' | 'bad'>();
  const sentences = [random.pick(openings[mood])];
  for (const topic of random.sample(topics, count)) {
    const side = random.chance(PRAISE_CHANCE[rating] ?? 0.5) ? 'good' : 'bad';
    said.set(topic, side);
    sentences.push(random.pick(phrases[topic][side]).replaceAll('{campus}', hostel.campus));
  }
  if (random.chance(0.6)) sentences.push(random.pick(closings[mood]));
  return { comment: sentences.join(' '), said };
}

/** The owner's reply to a review of `rating` stars. */
export function ownerReplyText(random: Random, rating: number, urdu: boolean): string {
  return urdu ? random.pick(URDU_OWNER_REPLIES) : random.pick(OWNER_REPLIES[moodOf(rating)]);
}

/** A first contact about a hostel, message by message; the owner always answers. */
export function chatTexts(
  random: Random,
  rent: number,
): { from: 'student' | 'owner'; text: string }[] {
  const texts: { from: 'student' | 'owner'; text: string }[] = [
    { from: 'student', text: random.pick(CHAT_OPENERS) },
    {
      from: 'owner',
      text: random.pick(CHAT_OWNER_ANSWERS).replace('{rent}', rent.toLocaleString('en-US')),
    },
  ];
  if (random.chance(0.6)) {
    texts.push({ from: 'student', text: random.pick(CHAT_FOLLOW_UPS) });
    if (random.chance(0.4)) texts.push({ from: 'owner', text: random.pick(CHAT_OWNER_CLOSINGS) });
  }
  return texts;
}
