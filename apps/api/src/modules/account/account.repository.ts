import { asc, eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  chats,
  facilities,
  favorites,
  hostelFacilities,
  hostelImages,
  hostelMessInfo,
  hostels,
  messages,
  notifications,
  reports,
  reviews,
  roomImages,
  rooms,
  users,
  verifiedPhones,
} from '../../db/schema/index.ts';

/** A user's own account data: preferences and the export (decision 9). */
export function createAccountRepository(db: Db) {
  return {
    async findPreferences(userId: string) {
      const [row] = await db
        .select({
          email: users.notifyEmail,
          hostelUpdates: users.notifyHostelUpdates,
          marketing: users.notifyMarketing,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    async updatePreferences(
      userId: string,
      values: { email: boolean; hostelUpdates: boolean; marketing: boolean },
    ): Promise<void> {
      await db
        .update(users)
        .set({
          notifyEmail: values.email,
          notifyHostelUpdates: values.hostelUpdates,
          notifyMarketing: values.marketing,
        })
        .where(eq(users.id, userId));
    },

    /** Everything held about the user, read in one pass (rows as stored, camelCase). */
    async collect(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      const ownHostels = await db
        .select()
        .from(hostels)
        .where(eq(hostels.ownerId, userId))
        .orderBy(asc(hostels.createdAt));
      const hostelIds = ownHostels.map((hostel) => hostel.id);
      const some = hostelIds.length > 0;
      const [ownRooms, photos, mess, facilityRows] = some
        ? await Promise.all([
            db.select().from(rooms).where(inArray(rooms.hostelId, hostelIds)),
            db.select().from(hostelImages).where(inArray(hostelImages.hostelId, hostelIds)),
            db.select().from(hostelMessInfo).where(inArray(hostelMessInfo.hostelId, hostelIds)),
            db
              .select({ hostelId: hostelFacilities.hostelId, name: facilities.name })
              .from(hostelFacilities)
              .innerJoin(facilities, eq(facilities.id, hostelFacilities.facilityId))
              .where(inArray(hostelFacilities.hostelId, hostelIds)),
          ])
        : [[], [], [], []];
      const roomIds = ownRooms.map((room) => room.id);
      const roomPhotos =
        roomIds.length > 0
          ? await db.select().from(roomImages).where(inArray(roomImages.roomId, roomIds))
          : [];
      const myChats = await db
        .select()
        .from(chats)
        .where(or(eq(chats.studentId, userId), eq(chats.ownerId, userId)))
        .orderBy(asc(chats.createdAt));
      const chatIds = myChats.map((chat) => chat.id);
      const chatMessages =
        chatIds.length > 0
          ? await db
              .select()
              .from(messages)
              .where(inArray(messages.chatId, chatIds))
              .orderBy(asc(messages.createdAt), asc(messages.id))
          : [];
      const [favoriteRows, phones, notes, myReviews, myReports] = await Promise.all([
        db
          .select({
            hostelId: favorites.hostelId,
            name: hostels.name,
            savedAt: favorites.createdAt,
          })
          .from(favorites)
          .innerJoin(hostels, eq(hostels.id, favorites.hostelId))
          .where(eq(favorites.userId, userId)),
        db.select().from(verifiedPhones).where(eq(verifiedPhones.userId, userId)),
        db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, userId))
          .orderBy(asc(notifications.createdAt)),
        // Issue 26: the reviews the user wrote (hidden ones too) and the reports they sent.
        db
          .select({ review: reviews, hostelName: hostels.name })
          .from(reviews)
          .innerJoin(hostels, eq(hostels.id, reviews.hostelId))
          .where(eq(reviews.studentId, userId))
          .orderBy(asc(reviews.createdAt)),
        db
          .select()
          .from(reports)
          .where(eq(reports.reporterId, userId))
          .orderBy(asc(reports.createdAt)),
      ]);
      return {
        user,
        ownHostels,
        ownRooms,
        photos,
        roomPhotos,
        mess,
        facilityRows,
        myChats,
        chatMessages,
        favoriteRows,
        phones,
        notes,
        myReviews,
        myReports,
      };
    },
  };
}

export type AccountRepository = ReturnType<typeof createAccountRepository>;
