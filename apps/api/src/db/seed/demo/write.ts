/** Writes the built demo rows in one transaction, unless someone signed up in the meantime. */
import type { Db } from '../../client.ts';
import {
  chats,
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  messages,
  reviewHelpfulVotes,
  reviews,
  roomImages,
  rooms,
  users,
  verifiedPhones,
} from '../../schema/index.ts';
import type { DemoData } from './context.ts';

/** What seedDemoData did: whether it seeded, and the hostel and user counts afterwards. */
export interface DemoSeedResult {
  created: boolean;
  hostels: number;
  users: number;
}

/** Inserts `data` when the database still has no users; otherwise changes nothing. */
export async function writeDemoData(db: Db, data: DemoData): Promise<DemoSeedResult> {
  return db.transaction(async (tx) => {
    const usersNow = await tx.$count(users);
    if (usersNow > 0) {
      return { created: false, hostels: await tx.$count(hostels), users: usersNow };
    }
    await tx.insert(users).values(data.users);
    await tx.insert(hostels).values(data.hostels);
    await tx.insert(hostelFacilities).values(data.hostelFacilities);
    await tx.insert(hostelMessInfo).values(data.messInfo);
    await tx.insert(rooms).values(data.rooms);
    await tx.insert(hostelImages).values(data.hostelImages);
    await tx.insert(roomImages).values(data.roomImages);
    await tx.insert(verifiedPhones).values(data.verifiedPhones);
    // The chats before the reviews, which the reviews' triggers count into the hostels.
    await tx.insert(chats).values(data.chats);
    await tx.insert(messages).values(data.messages);
    await tx.insert(reviews).values(data.reviews);
    if (data.reviewHelpfulVotes.length > 0) {
      await tx.insert(reviewHelpfulVotes).values(data.reviewHelpfulVotes);
    }
    return { created: true, hostels: data.hostels.length, users: data.users.length };
  });
}
