import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { DEFAULT_MEAL_TIMINGS, MEAL_DAYS, parsePriceRange } from '@hostelhub/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers.ts';
import { rowsOf } from '../rows.ts';
import type { Database } from '../client.ts';
import {
  chats,
  cities,
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  messages,
  reviewHelpfulVotes,
  reviews,
  roomImages,
  rooms,
  towns,
  users,
} from '../schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData, type DemoSeedResult } from './seed-demo.ts';

/** How many of `rows` share each key. */
function countBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
}

async function rowCounts(database: Database) {
  const { db } = database;
  return {
    users: await db.$count(users),
    hostels: await db.$count(hostels),
    rooms: await db.$count(rooms),
    hostelFacilities: await db.$count(hostelFacilities),
    hostelImages: await db.$count(hostelImages),
    roomImages: await db.$count(roomImages),
    messInfo: await db.$count(hostelMessInfo),
    chats: await db.$count(chats),
    messages: await db.$count(messages),
    reviews: await db.$count(reviews),
    reviewHelpfulVotes: await db.$count(reviewHelpfulVotes),
  };
}

/** The id of the demo user with `email`. */
async function userId(database: Database, email: string): Promise<string> {
  const [user] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no user ${email}`);
  return user.id;
}

describe('seedDemoData', () => {
  let database: Database;
  let uploadsDir: string;
  let result: DemoSeedResult;

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-seed-demo-'));
    result = await seedDemoData(database.db, { uploadsDir });
  });

  afterAll(async () => {
    await database?.close();
    if (uploadsDir) rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('should report the hostels and users it created', async () => {
    expect(result.created).toBe(true);
    expect(result.hostels).toBe(await database.db.$count(hostels));
    expect(result.users).toBe(await database.db.$count(users));
  });

  it('should seed at least 130 hostels across at least 10 cities', async () => {
    const rows = await database.db.select({ cityId: hostels.cityId }).from(hostels);
    expect(rows.length).toBeGreaterThanOrEqual(130);
    expect(new Set(rows.map((row) => row.cityId)).size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => row.cityId !== null)).toBe(true);
  });

  it('should give every hostel a unique name', async () => {
    const rows = await database.db.select({ name: hostels.name }).from(hostels);
    expect(new Set(rows.map((row) => row.name)).size).toBe(rows.length);
  });

  it('should approve most hostels and leave some pending and some rejected with a reason', async () => {
    const rows = await database.db
      .select({ status: hostels.status, rejectionReason: hostels.rejectionReason })
      .from(hostels);
    const counts = countBy(rows, (row) => row.status);
    expect(counts.get('approved') ?? 0).toBeGreaterThan(rows.length * 0.75);
    expect(counts.get('pending') ?? 0).toBeGreaterThan(0);
    expect(counts.get('rejected') ?? 0).toBeGreaterThan(0);
    for (const row of rows) {
      expect(Boolean(row.rejectionReason)).toBe(row.status === 'rejected');
    }
  });

  it('should give every hostel 2-6 rooms, 3-8 facilities and one mess row', async () => {
    const { db } = database;
    const hostelRows = await db.select({ id: hostels.id }).from(hostels);
    const roomCounts = countBy(
      await db.select({ hostelId: rooms.hostelId }).from(rooms),
      (row) => row.hostelId,
    );
    const facilityCounts = countBy(
      await db.select({ hostelId: hostelFacilities.hostelId }).from(hostelFacilities),
      (row) => row.hostelId,
    );
    const messCounts = countBy(
      await db.select({ hostelId: hostelMessInfo.hostelId }).from(hostelMessInfo),
      (row) => row.hostelId,
    );
    for (const { id } of hostelRows) {
      expect(roomCounts.get(id)).toBeGreaterThanOrEqual(2);
      expect(roomCounts.get(id)).toBeLessThanOrEqual(6);
      expect(facilityCounts.get(id)).toBeGreaterThanOrEqual(3);
      expect(facilityCounts.get(id)).toBeLessThanOrEqual(8);
      expect(messCounts.get(id)).toBe(1);
    }
  });

  it('should store a weekly menu for each mess and an empty one where there is none', async () => {
    const rows = await database.db.select().from(hostelMessInfo);
    const available = rows.filter((row) => row.messAvailable);
    expect(available.length).toBeGreaterThan(rows.length * 0.5);
    expect(available.length).toBeLessThan(rows.length);
    for (const row of rows) {
      expect(row.mealTimings).toEqual(DEFAULT_MEAL_TIMINGS);
      if (row.messAvailable) {
        expect(row.monthlyPrice).toBeGreaterThanOrEqual(6000);
        expect(row.monthlyPrice).toBeLessThanOrEqual(15000);
        expect(Object.keys(row.weeklyMeals).sort()).toEqual([...MEAL_DAYS].sort());
        for (const day of MEAL_DAYS) {
          const meals = row.weeklyMeals[day];
          expect(meals?.breakfast).toBeTruthy();
          expect(meals?.lunch).toBeTruthy();
          expect(meals?.dinner).toBeTruthy();
        }
      } else {
        expect(row.monthlyPrice).toBeNull();
        expect(row.isCompulsory).toBe(false);
        expect(row.weeklyMeals).toEqual({});
      }
    }
  });

  it('should give every hostel 2-5 images with exactly one primary and distinct display orders', async () => {
    const { db } = database;
    const hostelRows = await db.select({ id: hostels.id }).from(hostels);
    const images = await db.select().from(hostelImages);
    for (const { id } of hostelRows) {
      const own = images.filter((image) => image.hostelId === id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(own.length).toBeLessThanOrEqual(5);
      const primary = own.filter((image) => image.isPrimary);
      expect(primary).toHaveLength(1);
      expect(primary[0]?.displayOrder).toBe(0);
      expect(new Set(own.map((image) => image.displayOrder)).size).toBe(own.length);
      expect(own.every((image) => image.storageKey === null)).toBe(true);
    }
  });

  it('should give every room 1-3 images with exactly one primary', async () => {
    const { db } = database;
    const roomRows = await db.select({ id: rooms.id }).from(rooms);
    const images = await db.select().from(roomImages);
    const byRoom = new Map<string, (typeof images)[number][]>();
    for (const image of images)
      byRoom.set(image.roomId, [...(byRoom.get(image.roomId) ?? []), image]);
    for (const { id } of roomRows) {
      const own = byRoom.get(id) ?? [];
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
      expect(own.filter((image) => image.isPrimary)).toHaveLength(1);
      expect(new Set(own.map((image) => image.displayOrder)).size).toBe(own.length);
    }
  });

  it("should place every hostel within 25 km of its city's centre, in a town of that city", async () => {
    const rows = await database.db
      .select({
        name: hostels.name,
        townCityId: towns.cityId,
        cityId: hostels.cityId,
        distanceKm: sql<number>`earth_distance(
          ll_to_earth(${hostels.latitude}, ${hostels.longitude}),
          ll_to_earth(${cities.latitude}, ${cities.longitude})
        ) / 1000`.mapWith(Number),
      })
      .from(hostels)
      .innerJoin(cities, eq(cities.id, hostels.cityId))
      .innerJoin(towns, eq(towns.id, hostels.townId));
    expect(rows.length).toBe(result.hostels);
    const far = rows.filter((row) => !(row.distanceKm <= 25));
    expect(far).toEqual([]);
    expect(rows.every((row) => row.townCityId === row.cityId)).toBe(true);
  });

  it('should put six approved hostels within 5 km of LUMS, so its near list shows without widening', async () => {
    // Issue 42 (brief 42B item 4): the campus from the reference seed, the spec's sphere.
    const rows = rowsOf<{ name: string; km: number }>(
      await database.db.execute(sql`
        select h.name, 2 * 6371 * asin(sqrt(
          power(sin(radians(h.latitude - u.latitude) / 2), 2) + cos(radians(u.latitude))
          * cos(radians(h.latitude)) * power(sin(radians(h.longitude - u.longitude) / 2), 2)
        )) as km
        from hostels h, universities u
        where u.name = 'Lahore University of Management Sciences' and h.status = 'approved'`),
    ).filter((row) => Number(row.km) <= 5);
    expect(rows.length).toBeGreaterThanOrEqual(6);
  });

  it("should keep every room's occupancy within its maximum and its rent within the hostel's range", async () => {
    const { db } = database;
    const hostelRows = await db
      .select({
        id: hostels.id,
        priceRange: hostels.priceRange,
        priceMin: hostels.priceMin,
        priceMax: hostels.priceMax,
      })
      .from(hostels);
    const ranges = new Map(
      hostelRows.map((hostel) => {
        const range = parsePriceRange(hostel.priceRange);
        expect(range).not.toBeNull();
        expect(range?.min).toBe(hostel.priceMin);
        expect(range?.max).toBe(hostel.priceMax);
        return [hostel.id, range];
      }),
    );
    const roomRows = await db.select().from(rooms);
    for (const room of roomRows) {
      const range = ranges.get(room.hostelId);
      expect(room.currentOccupancy).toBeLessThanOrEqual(room.maxOccupancy);
      expect(room.maxOccupancy).toBeGreaterThanOrEqual(1);
      expect(room.maxOccupancy).toBeLessThanOrEqual(6);
      expect(room.isAvailable).toBe(room.currentOccupancy < room.maxOccupancy);
      expect(room.pricePerMonth).toBeGreaterThanOrEqual(range?.min ?? Infinity);
      expect(room.pricePerMonth).toBeLessThanOrEqual(range?.max ?? -Infinity);
      expect(room.floorNumber).toBeGreaterThanOrEqual(0);
      expect(room.floorNumber).toBeLessThanOrEqual(10);
    }
  });

  it('should create the demo accounts with their roles, approval states and the demo password', async () => {
    const { db } = database;
    const expected = {
      'admin@demo.hostelhub.pk': { role: 'admin', ownerApprovalStatus: null },
      'owner@demo.hostelhub.pk': { role: 'owner', ownerApprovalStatus: 'approved' },
      'pending.owner@demo.hostelhub.pk': { role: 'owner', ownerApprovalStatus: 'pending' },
      'student@demo.hostelhub.pk': { role: 'student', ownerApprovalStatus: null },
    };
    expect(DEMO_ACCOUNTS.map((account) => account.email).sort()).toEqual(
      Object.keys(expected).sort(),
    );
    for (const [email, state] of Object.entries(expected)) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      expect(user).toMatchObject(state);
      expect(user?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verify(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('should let the demo owner own hostels in every state and the pending owner none', async () => {
    const { db } = database;
    const ownedBy = async (email: string) => {
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return db
        .select({ status: hostels.status })
        .from(hostels)
        .where(eq(hostels.ownerId, owner?.id ?? ''));
    };
    const demoOwner = await ownedBy('owner@demo.hostelhub.pk');
    expect(demoOwner.length).toBeGreaterThanOrEqual(12);
    expect(new Set(demoOwner.map((row) => row.status))).toEqual(
      new Set(['approved', 'pending', 'rejected']),
    );
    expect(await ownedBy('pending.owner@demo.hostelhub.pk')).toEqual([]);
  });

  it('should give the demo owner an approved hostel whose price is a single number (issue 40 item 1)', async () => {
    const rows = await database.db
      .select({ priceRange: hostels.priceRange, priceMin: hostels.priceMin })
      .from(hostels)
      .where(
        sql`${hostels.ownerId} = ${await userId(database, 'owner@demo.hostelhub.pk')} and ${hostels.status} = 'approved'`,
      );
    const single = rows.filter((row) => /^\d+$/.test(row.priceRange ?? ''));
    expect(single.length).toBeGreaterThanOrEqual(1);
    expect(single[0]?.priceMin).toBe(Number(single[0]?.priceRange));
  });

  it('should seed more approved owners with phones and students with a university and city', async () => {
    const rows = await database.db.select().from(users);
    const owners = rows.filter(
      (user) => user.role === 'owner' && user.ownerApprovalStatus === 'approved',
    );
    const students = rows.filter((user) => user.role === 'student');
    expect(owners.length).toBeGreaterThanOrEqual(10);
    expect(students.length).toBeGreaterThanOrEqual(15);
    for (const owner of owners) expect(owner.phone).toMatch(/^\+923\d{9}$/);
    for (const student of students) {
      expect(student.city).toBeTruthy();
      expect(student.university).toBeTruthy();
    }
    expect(rows.every((user) => user.emailVerifiedAt !== null)).toBe(true);
  });

  it("should review about a third of the approved hostels, 1-5 reviews each, never the demo owner's nor by the demo student", async () => {
    const { db } = database;
    const demoOwnerId = await userId(database, 'owner@demo.hostelhub.pk');
    const demoStudentId = await userId(database, 'student@demo.hostelhub.pk');
    const hostelRows = await db
      .select({ id: hostels.id, status: hostels.status, ownerId: hostels.ownerId })
      .from(hostels);
    const hostelById = new Map(hostelRows.map((hostel) => [hostel.id, hostel]));
    const reviewRows = await db.select().from(reviews);
    const students = new Set(
      (await db.select({ id: users.id }).from(users).where(eq(users.role, 'student'))).map(
        (user) => user.id,
      ),
    );
    for (const review of reviewRows) {
      expect(hostelById.get(review.hostelId)?.status).toBe('approved');
      expect(hostelById.get(review.hostelId)?.ownerId).not.toBe(demoOwnerId);
      expect(review.studentId).not.toBe(demoStudentId);
      expect(students.has(review.studentId)).toBe(true);
      expect(review.verification).toBe('contacted');
      expect(review.hiddenAt).toBeNull();
    }
    const perHostel = countBy(reviewRows, (review) => review.hostelId);
    for (const count of perHostel.values()) {
      expect(count).toBeGreaterThanOrEqual(1);
      expect(count).toBeLessThanOrEqual(5);
    }
    const approved = hostelRows.filter(
      (hostel) => hostel.status === 'approved' && hostel.ownerId !== demoOwnerId,
    ).length;
    expect(perHostel.size).toBeGreaterThan(approved * 0.2);
    expect(perHostel.size).toBeLessThan(approved * 0.45);
  });

  it('should let every review follow a chat about its hostel in which the owner replied first', async () => {
    const { db } = database;
    const reviewRows = await db
      .select({
        hostelId: reviews.hostelId,
        studentId: reviews.studentId,
        createdAt: reviews.createdAt,
        ownerId: hostels.ownerId,
      })
      .from(reviews)
      .innerJoin(hostels, eq(hostels.id, reviews.hostelId));
    const chatRows = await db.select().from(chats);
    const messageRows = await db.select().from(messages);
    for (const review of reviewRows) {
      const chat = chatRows.find(
        (row) => row.studentId === review.studentId && row.hostelId === review.hostelId,
      );
      expect(chat?.ownerId).toBe(review.ownerId);
      const before = messageRows.filter(
        (message) => message.chatId === chat?.id && message.createdAt < review.createdAt,
      );
      expect(before.some((message) => message.senderId === review.studentId)).toBe(true);
      expect(before.some((message) => message.senderId === review.ownerId)).toBe(true);
    }
  });

  it("should give every chat its latest message, all read, and leave the demo accounts' chats empty", async () => {
    const { db } = database;
    const chatRows = await db.select().from(chats);
    const messageRows = await db.select().from(messages);
    const now = new Date();
    for (const chat of chatRows) {
      const own = messageRows
        .filter((message) => message.chatId === chat.id)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
      expect(own.length).toBeGreaterThanOrEqual(2);
      expect(chat.lastMessage).toBe(own.at(-1)?.text);
      expect(chat.lastMessageAt).toEqual(own.at(-1)?.createdAt);
      expect(chat.createdAt).toEqual(own[0]?.createdAt);
      for (const message of own) {
        expect([chat.studentId, chat.ownerId]).toContain(message.senderId);
        expect([chat.studentId, chat.ownerId]).toContain(message.receiverId);
        expect(message.senderId).not.toBe(message.receiverId);
        expect(message.readAt?.getTime()).toBeGreaterThanOrEqual(message.createdAt.getTime());
        expect(message.readAt?.getTime()).toBeLessThanOrEqual(now.getTime());
      }
    }
    for (const email of ['owner@demo.hostelhub.pk', 'student@demo.hostelhub.pk']) {
      const id = await userId(database, email);
      expect(chatRows.filter((chat) => chat.studentId === id || chat.ownerId === id)).toEqual([]);
      expect(await db.$count(reviewHelpfulVotes, eq(reviewHelpfulVotes.userId, id))).toBe(0);
    }
  });

  it("should keep every hostel's rating_count and rating_sum equal to its visible reviews", async () => {
    const { db } = database;
    const hostelRows = await db
      .select({ id: hostels.id, ratingCount: hostels.ratingCount, ratingSum: hostels.ratingSum })
      .from(hostels);
    const reviewRows = await db.select().from(reviews);
    expect(reviewRows.length).toBeGreaterThan(0);
    for (const hostel of hostelRows) {
      const visible = reviewRows.filter(
        (review) => review.hostelId === hostel.id && review.hiddenAt === null,
      );
      expect(hostel.ratingCount).toBe(visible.length);
      expect(hostel.ratingSum).toBe(visible.reduce((sum, review) => sum + review.rating, 0));
    }
  });

  it('should write reviews of 1-5 stars, 20-2,000 characters, in the past, with helpful counts matching the marks', async () => {
    const { db } = database;
    const reviewRows = await db.select().from(reviews);
    const votes = await db.select().from(reviewHelpfulVotes);
    const now = Date.now();
    const ratings = countBy(reviewRows, (review) => String(review.rating));
    // Mostly 3 to 5 stars, some 1 or 2.
    expect((ratings.get('1') ?? 0) + (ratings.get('2') ?? 0)).toBeGreaterThan(0);
    expect((ratings.get('4') ?? 0) + (ratings.get('5') ?? 0)).toBeGreaterThan(
      reviewRows.length / 2,
    );
    const votesByReview = countBy(votes, (vote) => vote.reviewId);
    for (const review of reviewRows) {
      for (const stars of [
        review.rating,
        review.cleanlinessRating,
        review.foodRating,
        review.safetyRating,
        review.valueRating,
        review.locationRating,
      ]) {
        if (stars !== null) expect([1, 2, 3, 4, 5]).toContain(stars);
      }
      const characters = Array.from(review.comment).length;
      expect(characters).toBeGreaterThanOrEqual(20);
      expect(characters).toBeLessThanOrEqual(2000);
      expect(review.createdAt.getTime()).toBeLessThan(now);
      expect(review.helpfulCount).toBe(votesByReview.get(review.id) ?? 0);
      expect(Boolean(review.ownerReply)).toBe(review.replyUpdatedAt !== null);
      if (review.replyUpdatedAt) {
        expect(review.replyUpdatedAt.getTime()).toBeGreaterThan(review.createdAt.getTime());
        expect(review.replyUpdatedAt.getTime()).toBeLessThan(now);
      }
    }
    for (const vote of votes) {
      const review = reviewRows.find((row) => row.id === vote.reviewId);
      expect(vote.userId).not.toBe(review?.studentId);
      expect(vote.createdAt.getTime()).toBeGreaterThan(review?.createdAt.getTime() ?? Infinity);
    }
    // Some of each: category ratings, owner replies, helpful marks, Urdu texts.
    expect(reviewRows.some((review) => review.cleanlinessRating !== null)).toBe(true);
    expect(reviewRows.some((review) => review.cleanlinessRating === null)).toBe(true);
    expect(reviewRows.some((review) => review.ownerReply !== null)).toBe(true);
    expect(votes.length).toBeGreaterThan(0);
    expect(reviewRows.some((review) => /[\u0600-\u06FF]/.test(review.comment))).toBe(true);
  });

  it('should write the pool pictures as real WebP files that every image row points at', async () => {
    const directory = path.join(uploadsDir, 'demo');
    const files = readdirSync(directory);
    const full = files.filter((file) => /^photo-\d{2}\.webp$/.test(file));
    expect(full.length).toBeGreaterThanOrEqual(20);
    expect(files).toHaveLength(full.length * 2);
    for (const file of full) {
      const metadata = await sharp(path.join(directory, file)).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: 1200, height: 800 });
      const thumbnail = await sharp(
        path.join(directory, file.replace('.webp', '-thumb.webp')),
      ).metadata();
      expect(thumbnail).toMatchObject({ format: 'webp', width: 400 });
    }
    const urls = [
      ...(await database.db.select().from(hostelImages)),
      ...(await database.db.select().from(roomImages)),
    ].flatMap((image) => [image.imageUrl, image.thumbnailUrl ?? '']);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/uploads\/demo\/photo-\d{2}(-thumb)?\.webp$/);
      expect(existsSync(path.join(uploadsDir, url.replace('/uploads/', '')))).toBe(true);
    }
  });

  it('should change nothing when run again', async () => {
    const before = await rowCounts(database);
    const again = await seedDemoData(database.db, { uploadsDir });
    expect(again).toEqual({ created: false, hostels: before.hostels, users: before.users });
    expect(await rowCounts(database)).toEqual(before);
  });

  it('should produce the same hostels and ratings in another database', async () => {
    const other = await createTestDatabase();
    try {
      await seedDemoData(other.db, { uploadsDir });
      const snapshot = async (db: Database['db']) =>
        (
          await db
            .select({
              name: hostels.name,
              priceRange: hostels.priceRange,
              latitude: hostels.latitude,
              status: hostels.status,
              ratingCount: hostels.ratingCount,
              ratingSum: hostels.ratingSum,
            })
            .from(hostels)
        ).sort((a, b) => (a.name < b.name ? -1 : 1));
      expect(await snapshot(other.db)).toEqual(await snapshot(database.db));
    } finally {
      await other.close();
    }
  });
});
