import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { GenderCategory, HostelStatus } from '@hostelhub/shared';
import type { Db } from '../../src/db/client.ts';
import { cities, hostels, towns, users, verifiedPhones } from '../../src/db/schema/index.ts';

let sequence = 0;

/** Inserts a user (an approved owner by default) and returns it. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<typeof users.$inferSelect> {
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `user${sequence}-${randomUUID().slice(0, 8)}@example.pk`,
      fullName: `Test User ${sequence}`,
      role: 'owner',
      ownerApprovalStatus: 'approved',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user insert returned nothing');
  return user;
}

/** Inserts a hostel (approved, in Lahore, owned by a new owner unless given) and returns it. */
export async function createHostel(
  db: Db,
  overrides: Partial<typeof hostels.$inferInsert> & { status?: HostelStatus } = {},
): Promise<typeof hostels.$inferSelect> {
  sequence += 1;
  const ownerId = overrides.ownerId ?? (await createUser(db)).id;
  // Ids only, so the factory also serves a database migrated to an older schema.
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Lahore'));
  const [town] = city
    ? await db.select({ id: towns.id }).from(towns).where(eq(towns.cityId, city.id)).limit(1)
    : [];
  const gender: GenderCategory = sequence % 2 === 0 ? 'male' : 'female';
  const [hostel] = await db
    .insert(hostels)
    .values({
      ownerId,
      name: `Test Hostel ${sequence}`,
      description: 'A clean and quiet hostel close to campus.',
      address: `House ${sequence}, Street 4`,
      cityId: city?.id,
      townId: town?.id,
      priceRange: '8000-12000',
      priceMin: 8000,
      priceMax: 12000,
      genderCategory: gender,
      status: 'approved',
      latitude: 31.52,
      longitude: 74.35,
      ...overrides,
    })
    .returning();
  if (!hostel) throw new Error('hostel insert returned nothing');
  return hostel;
}

/**
 * Gives the user a verified business phone (`local` as 03XXXXXXXXX), as verifying it by SMS
 * code would; primary when it is their first.
 */
export async function addVerifiedPhone(db: Db, userId: string, local: string): Promise<string> {
  const existing = await db
    .select({ id: verifiedPhones.id })
    .from(verifiedPhones)
    .where(eq(verifiedPhones.userId, userId));
  const [row] = await db
    .insert(verifiedPhones)
    .values({ userId, phoneNumber: `+92${local.slice(1)}`, isPrimary: existing.length === 0 })
    .returning({ phoneNumber: verifiedPhones.phoneNumber });
  return row?.phoneNumber ?? '';
}
