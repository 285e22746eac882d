/** Writes the built demo rows in one transaction, unless someone signed up in the meantime. */
import type { Db } from '../../client.ts';
import {
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
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
    return { created: true, hostels: data.hostels.length, users: data.users.length };
  });
}
