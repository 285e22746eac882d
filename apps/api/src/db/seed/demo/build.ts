/**
 * Builds every demo row in memory from one seeded generator: people first, then the hostels
 * city by city, then the reviews with the chats that allow them, then what earns the badges
 * (issue 26: photos an administrator saw, owners who reply fast), and last the hostels moved a
 * short ride from LUMS (issue 42). The order of the builders is
 * the order of the draws, so keep it (and add new builders at the end).
 */
import { addQuickReplies, markApprovedPhotosChecked } from './badges.ts';
import { DAY_MS, type DemoData } from './context.ts';
import { addHostels } from './hostels.ts';
import { placeNearLums } from './near-campus.ts';
import { addPeople, addStudents } from './people.ts';
import { DEMO_OWNER, REVIEWING_STUDENTS } from './plan.ts';
import { Random } from './random.ts';
import type { Reference } from './reference.ts';
import { addReviews } from './reviews.ts';

export function buildDemoData(reference: Reference, passwordHash: string, now: number): DemoData {
  const random = new Random(20_260_101);
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  const data: DemoData = {
    users: [],
    hostels: [],
    hostelFacilities: [],
    messInfo: [],
    rooms: [],
    hostelImages: [],
    roomImages: [],
    verifiedPhones: [],
    chats: [],
    messages: [],
    reviews: [],
    reviewHelpfulVotes: [],
  };
  const context = { random, now, at, data };
  const { owners, students } = addPeople(context, reference, passwordHash);
  addHostels(context, reference, owners);
  const reviewers = [
    ...students,
    ...addStudents(context, reference, passwordHash, REVIEWING_STUDENTS, students.length + 1),
  ];
  addReviews(context, reference, owners, reviewers);
  markApprovedPhotosChecked(context);
  addQuickReplies(context, owners, reviewers);
  // Issue 42: hostels a short ride from LUMS (draws nothing, so it may come last).
  placeNearLums(data, reference, owners.get(DEMO_OWNER.email)?.id);
  return data;
}
