import { DEFAULT_MEAL_TIMINGS, emptyWeeklyMeals, type ImageRecord } from '@hostelhub/shared';
import { and, asc, count, desc, eq, max, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { photoSrcset } from '../../lib/storage/image-variants.ts';
import { hostelImages, hostelMessInfo, hostels, roomImages, rooms } from '../../db/schema/index.ts';

/** Which set of photos: a hostel's or a room's. */
export type ImageSet = 'hostel' | 'room';

type ImageRow = typeof hostelImages.$inferSelect | typeof roomImages.$inferSelect;

/** What a new photo row holds; the repository picks its order and primary flag. */
export interface NewImage {
  imageUrl: string;
  thumbnailUrl: string;
  storageKey: string;
  imageTitle: string | null;
  imageDescription: string | null;
  /** Make it the primary photo (the first photo of a set always is). */
  isPrimary: boolean;
  /** When an administrator saw it (issue 26): now for an administrator's upload, else null. */
  checkedAt: Date | null;
}

/** A photo row in the API's shape (part 2 section 3 'Image record'). */
export function toImageRecord(row: ImageRow): ImageRecord {
  return {
    id: row.id,
    image_url: row.imageUrl,
    thumbnail_url: row.thumbnailUrl,
    image_title: row.imageTitle,
    image_description: row.imageDescription,
    is_primary: row.isPrimary,
    display_order: row.displayOrder,
    srcset: photoSrcset(row),
  };
}

// The two sets differ only in their table and parent column.
const sets = {
  hostel: { table: hostelImages, parent: hostelImages.hostelId, owner: hostels },
  room: { table: roomImages, parent: roomImages.roomId, owner: rooms },
} as const;

/**
 * Photo rows of hostels and rooms (decision 14): every change to a set's order or primary
 * flag runs in one transaction that first locks the parent row, so concurrent uploads and
 * moves are serialised and a set never passes its limit, never has two primaries, and its
 * display orders stay distinct.
 */
export function createImagesRepository(db: Db) {
  type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

  /** Locks the hostel or room row for the rest of the transaction. */
  async function lockParent(tx: Tx, set: ImageSet, parentId: string): Promise<boolean> {
    const { owner } = sets[set];
    const rows = await tx
      .select({ id: owner.id })
      .from(owner)
      .where(eq(owner.id, parentId))
      .for('update');
    return rows.length > 0;
  }

  return {
    /** The ids of the set's stored photos, read in `tx` (issue 26: a change's photo limit). */
    async idsIn(tx: Executor, set: ImageSet, parentId: string): Promise<string[]> {
      const { table, parent } = sets[set];
      const rows = await tx.select({ id: table.id }).from(table).where(eq(parent, parentId));
      return rows.map((row) => row.id);
    },

    /** Whether photo `imageId` is in the set, read in `tx`. */
    async existsIn(tx: Executor, set: ImageSet, parentId: string, imageId: string) {
      const { table, parent } = sets[set];
      const rows = await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(parent, parentId), eq(table.id, imageId)))
        .limit(1);
      return rows.length > 0;
    },

    /** The set's photos in display order (the primary first when orders tie). */
    async list(set: ImageSet, parentId: string): Promise<ImageRow[]> {
      const { table, parent } = sets[set];
      return db
        .select()
        .from(table)
        .where(eq(parent, parentId))
        .orderBy(asc(table.displayOrder), desc(table.isPrimary), asc(table.createdAt));
    },

    /**
     * Adds a photo at the end of the set unless the set already holds `limit` photos (then
     * null). The first photo is primary; a photo added as primary clears the others.
     */
    async insertWithinLimit(
      set: ImageSet,
      parentId: string,
      image: NewImage,
      limit: number,
    ): Promise<ImageRow | null> {
      const { table, parent } = sets[set];
      return db.transaction(async (tx) => {
        if (!(await lockParent(tx, set, parentId))) return null;
        const [stats] = await tx
          .select({ total: count(), lastOrder: max(table.displayOrder) })
          .from(table)
          .where(eq(parent, parentId));
        const total = stats?.total ?? 0;
        if (total >= limit) return null;
        const isPrimary = total === 0 || image.isPrimary;
        if (isPrimary && total > 0) {
          await tx.update(table).set({ isPrimary: false }).where(eq(parent, parentId));
        }
        const values = {
          imageUrl: image.imageUrl,
          thumbnailUrl: image.thumbnailUrl,
          storageKey: image.storageKey,
          imageTitle: image.imageTitle,
          imageDescription: image.imageDescription,
          isPrimary,
          checkedAt: image.checkedAt,
          displayOrder:
            stats?.lastOrder === null || stats?.lastOrder === undefined ? 0 : stats.lastOrder + 1,
        };
        const [row] =
          set === 'hostel'
            ? await tx
                .insert(hostelImages)
                .values({ hostelId: parentId, ...values })
                .returning()
            : await tx
                .insert(roomImages)
                .values({ roomId: parentId, ...values })
                .returning();
        return row ?? null;
      });
    },

    /**
     * Changes one photo of the set: its title and description; `isPrimary` makes it the only
     * primary; `displayOrder` swaps its place with the photo there (decision 14). Returns the
     * photo, or null when it is not in the set.
     */
    async update(
      set: ImageSet,
      parentId: string,
      imageId: string,
      patch: {
        imageTitle?: string | null | undefined;
        imageDescription?: string | null | undefined;
        isPrimary?: true | undefined;
        displayOrder?: number | undefined;
      },
    ): Promise<ImageRow | null> {
      const { table, parent } = sets[set];
      return db.transaction(async (tx) => {
        if (!(await lockParent(tx, set, parentId))) return null;
        const mine = and(eq(table.id, imageId), eq(parent, parentId));
        const [image] = await tx.select().from(table).where(mine);
        if (!image) return null;
        const changes: Partial<typeof table.$inferInsert> = {};
        if (patch.imageTitle !== undefined) changes.imageTitle = patch.imageTitle || null;
        if (patch.imageDescription !== undefined) {
          changes.imageDescription = patch.imageDescription || null;
        }
        if (patch.isPrimary) {
          await tx
            .update(table)
            .set({ isPrimary: false })
            .where(and(eq(parent, parentId), ne(table.id, imageId)));
          changes.isPrimary = true;
        }
        if (patch.displayOrder !== undefined && patch.displayOrder !== image.displayOrder) {
          const [neighbour] = await tx
            .select({ id: table.id })
            .from(table)
            .where(and(eq(parent, parentId), eq(table.displayOrder, patch.displayOrder)));
          if (neighbour) {
            await tx
              .update(table)
              .set({ displayOrder: image.displayOrder })
              .where(eq(table.id, neighbour.id));
          }
          changes.displayOrder = patch.displayOrder;
        }
        if (Object.keys(changes).length === 0) return image;
        const [updated] = await tx.update(table).set(changes).where(mine).returning();
        return updated ?? null;
      });
    },

    /**
     * Deletes one photo; when it was the primary, the first remaining photo becomes primary.
     * Returns its storage key (null for a shared demo picture), or undefined when it is not in
     * the set.
     */
    async remove(
      set: ImageSet,
      parentId: string,
      imageId: string,
    ): Promise<string | null | undefined> {
      const { table, parent } = sets[set];
      return db.transaction(async (tx) => {
        if (!(await lockParent(tx, set, parentId))) return undefined;
        const [removed] = await tx
          .delete(table)
          .where(and(eq(table.id, imageId), eq(parent, parentId)))
          .returning();
        if (!removed) return undefined;
        if (removed.isPrimary) {
          const [next] = await tx
            .select({ id: table.id })
            .from(table)
            .where(eq(parent, parentId))
            .orderBy(asc(table.displayOrder))
            .limit(1);
          if (next) await tx.update(table).set({ isPrimary: true }).where(eq(table.id, next.id));
        }
        return removed.storageKey;
      });
    },

    /**
     * Sets the hostel's mess picture (creating its mess row, mess off, when it has none).
     * Returns the storage key of the picture it replaced.
     */
    async setMessImage(
      hostelId: string,
      image: { imageUrl: string; storageKey: string },
    ): Promise<{ messId: string; replacedKey: string | null }> {
      return db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(hostelMessInfo)
          .where(eq(hostelMessInfo.hostelId, hostelId))
          .for('update');
        if (existing) {
          await tx
            .update(hostelMessInfo)
            .set({ imageUrl: image.imageUrl, imageStorageKey: image.storageKey })
            .where(eq(hostelMessInfo.id, existing.id));
          return { messId: existing.id, replacedKey: existing.imageStorageKey };
        }
        const [created] = await tx
          .insert(hostelMessInfo)
          .values({
            hostelId,
            messAvailable: false,
            mealTimings: { ...DEFAULT_MEAL_TIMINGS },
            weeklyMeals: emptyWeeklyMeals(),
            imageUrl: image.imageUrl,
            imageStorageKey: image.storageKey,
          })
          .returning({ id: hostelMessInfo.id });
        if (!created) throw new Error('mess insert returned nothing');
        return { messId: created.id, replacedKey: null };
      });
    },

    /** The mess row's hostel and picture, or undefined. */
    async findMess(messId: string) {
      const [row] = await db
        .select({
          id: hostelMessInfo.id,
          hostelId: hostelMessInfo.hostelId,
          imageStorageKey: hostelMessInfo.imageStorageKey,
        })
        .from(hostelMessInfo)
        .where(eq(hostelMessInfo.id, messId));
      return row;
    },

    /**
     * The full-size URLs of every hostel and room photo, each once (the backfill of the middle
     * size, issue 25; demo photos are shared by many rows).
     */
    async listPhotoUrls(): Promise<string[]> {
      const rows = await db
        .select({ url: hostelImages.imageUrl })
        .from(hostelImages)
        .union(db.select({ url: roomImages.imageUrl }).from(roomImages));
      return rows.map((row) => row.url);
    },

    /** Whether a hostel or room photo still uses this full-size URL. */
    async isPhotoUrlInUse(imageUrl: string): Promise<boolean> {
      const [hostelPhoto] = await db
        .select({ id: hostelImages.id })
        .from(hostelImages)
        .where(eq(hostelImages.imageUrl, imageUrl))
        .limit(1);
      if (hostelPhoto) return true;
      const [roomPhoto] = await db
        .select({ id: roomImages.id })
        .from(roomImages)
        .where(eq(roomImages.imageUrl, imageUrl))
        .limit(1);
      return roomPhoto !== undefined;
    },

    /** Clears the mess picture. */
    async clearMessImage(messId: string): Promise<void> {
      await db
        .update(hostelMessInfo)
        .set({ imageUrl: null, imageStorageKey: null })
        .where(eq(hostelMessInfo.id, messId));
    },
  };
}

export type ImagesRepository = ReturnType<typeof createImagesRepository>;
