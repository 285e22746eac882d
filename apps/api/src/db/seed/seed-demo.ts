/**
 * The demo data seed's entry: the demo accounts and seedDemoData. The parts live in demo/:
 * plan.ts (what to create), words.ts (the words it writes), texts.ts (names, descriptions,
 * menus from those words), people.ts, hostels.ts and rooms.ts (the rows), reviews.ts (the
 * reviews and the chats before them, with review-words.ts and review-texts.ts), photos.ts and
 * drawing/ (the generated pictures), random.ts (the seeded generator), write.ts (the insert).
 */
import { hash } from '@node-rs/argon2';
import type { Db } from '../client.ts';
import { hostels, users } from '../schema/index.ts';
import { buildDemoData } from './demo/build.ts';
import { writePhotoPool } from './demo/photos.ts';
import { loadReference } from './demo/reference.ts';
import { writeDemoData, type DemoSeedResult } from './demo/write.ts';

export type { DemoSeedResult } from './demo/write.ts';

/** The password of every demo account (DESIGN.md 'Demo accounts'). */
export const DEMO_PASSWORD = 'Hostelhub@2026';

/** The demo accounts printed at start-up (DESIGN.md 'Demo accounts'). */
export const DEMO_ACCOUNTS: ReadonlyArray<{
  email: string;
  role: 'admin' | 'owner' | 'student';
  label: string;
}> = [
  { email: 'admin@demo.hostelhub.pk', role: 'admin', label: 'Administrator' },
  { email: 'owner@demo.hostelhub.pk', role: 'owner', label: 'Owner (approved, owns demo hostels)' },
  {
    email: 'pending.owner@demo.hostelhub.pk',
    role: 'owner',
    label: 'Owner awaiting approval',
  },
  { email: 'student@demo.hostelhub.pk', role: 'student', label: 'Student' },
];

/**
 * Seeds demo data into an empty database (no users yet): the demo accounts, more owners and
 * students, hostels across 12 cities with facilities, mess menus, rooms and photos, and
 * students' reviews of about a third of the approved hostels (never the demo owner's), each
 * after a chat in which the hostel's owner answered (issue 26). The photos come from a pool
 * of generated pictures written once under `${uploadsDir}/demo`. Everything is drawn from a
 * seeded generator, so every machine gets the same data (ids and dates aside). With any user
 * present it changes nothing.
 */
export async function seedDemoData(
  db: Db,
  options: { uploadsDir: string },
): Promise<DemoSeedResult> {
  const existingUsers = await db.$count(users);
  if (existingUsers > 0) {
    return { created: false, hostels: await db.$count(hostels), users: existingUsers };
  }

  // One hash for every demo user: argon2 is deliberately slow.
  const [passwordHash, reference] = await Promise.all([
    hash(DEMO_PASSWORD),
    loadReference(db),
    writePhotoPool(options.uploadsDir),
  ]);
  const data = buildDemoData(reference, passwordHash, Date.now());

  return writeDemoData(db, data);
}
