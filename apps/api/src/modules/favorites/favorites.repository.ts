import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { favorites, hostels } from '../../db/schema/index.ts';

/** A user's saved hostels (part 1 section 3 'Favourite'). The only place with favourites SQL. */
export function createFavoritesRepository(db: Db) {
  return {
    /** Ids of the user's favourite hostels that are approved, most recently saved first. */
    async listApprovedHostelIds(userId: string): Promise<string[]> {
      const rows = await db
        .select({ hostelId: favorites.hostelId })
        .from(favorites)
        .innerJoin(hostels, eq(hostels.id, favorites.hostelId))
        .where(and(eq(favorites.userId, userId), eq(hostels.status, 'approved')))
        .orderBy(desc(favorites.createdAt), desc(favorites.id));
      return rows.map((row) => row.hostelId);
    },

    /** Saves the hostel for the user; saving it again changes nothing. */
    async add(userId: string, hostelId: string): Promise<void> {
      await db.insert(favorites).values({ userId, hostelId }).onConflictDoNothing();
    },

    /** Forgets the hostel for this user only; forgetting an unsaved one changes nothing. */
    async remove(userId: string, hostelId: string): Promise<void> {
      await db
        .delete(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.hostelId, hostelId)));
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
