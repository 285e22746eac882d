import { randomUUID } from 'node:crypto';
import {
  AppError,
  IMAGE_MESSAGES,
  LISTING_MESSAGES,
  MAX_HOSTEL_IMAGES,
  MAX_ROOM_IMAGES,
  type ImageRecord,
  type ImageUploadFields,
  type UpdateImageInput,
} from '@hostelhub/shared';
import { processImage, type ProcessedImage } from '../../lib/image-pipeline.ts';
import { assertCanWriteListings, assertManagesHostel } from '../../lib/listing-access.ts';
import type { ImageStorage } from '../../lib/storage/image-storage.ts';
import type { Actor } from '../../plugins/auth.ts';
import type { RoomsRepository } from '../rooms/rooms.repository.ts';
import { canViewHostel } from '../rooms/rooms.service.ts';
import { toImageRecord, type ImageSet, type ImagesRepository } from './images.repository.ts';

/** The two files of a stored image: the WebP and its thumbnail. */
export function storedFiles(storageKey: string): string[] {
  return [`${storageKey}.webp`, `${storageKey}-thumb.webp`];
}

/** Removes the files of photos whose rows a hostel or room deletion took with it. */
export async function removeStoredImages(
  storage: ImageStorage,
  storageKeys: readonly string[],
): Promise<void> {
  await storage.remove(storageKeys.flatMap(storedFiles));
}

const LIMITS: Record<ImageSet, { max: number; message: string }> = {
  hostel: { max: MAX_HOSTEL_IMAGES, message: IMAGE_MESSAGES.hostelLimit },
  room: { max: MAX_ROOM_IMAGES, message: IMAGE_MESSAGES.roomLimit },
};

export interface ImagesServiceDeps {
  images: ImagesRepository;
  /** Hostel access facts (status, owner) and a room's hostel. */
  rooms: Pick<RoomsRepository, 'findHostelAccess' | 'findRowWithHostelAccess'>;
  storage: ImageStorage;
  /** Called after every committed change (the public browse cache). */
  onChange: () => void;
}

/**
 * Photos of hostels, rooms and mess (spec part 2 sections 4 'Primary image', 5 'Images', 7
 * 'Images'; decisions 14 and 15). Uploads are checked and re-encoded before anything is
 * stored; limits, the primary flag and the order change inside one transaction each. Owners
 * touch only their own hostels' photos (others answer 404), admins any, everyone else is
 * refused; reads are as visible as the hostel.
 */
export function createImagesService({ images, rooms, storage, onChange }: ImagesServiceDeps) {
  const hostelNotFound = () => new AppError('HOSTEL_NOT_FOUND', LISTING_MESSAGES.hostelNotFound);
  const roomNotFound = () => new AppError('NOT_FOUND', LISTING_MESSAGES.roomNotFound);
  const imageNotFound = () => new AppError('NOT_FOUND', IMAGE_MESSAGES.imageNotFound);

  /** The caller may change the set's photos; throws 401/403/404 as listings do. */
  async function assertManages(actor: Actor, set: ImageSet, parentId: string): Promise<void> {
    if (set === 'hostel') {
      assertManagesHostel(
        actor,
        await rooms.findHostelAccess(parentId),
        'hostel',
        hostelNotFound(),
      );
    } else {
      const found = await rooms.findRowWithHostelAccess(parentId);
      assertManagesHostel(actor, found?.hostel, 'room', roomNotFound());
    }
  }

  /** Stores a processed image's two files; returns their key and URLs. */
  async function put(processed: ProcessedImage) {
    const storageKey = `images/${randomUUID()}`;
    const [fullKey, thumbKey] = storedFiles(storageKey) as [string, string];
    await Promise.all([
      storage.put(fullKey, processed.full, 'image/webp'),
      storage.put(thumbKey, processed.thumbnail, 'image/webp'),
    ]);
    return { storageKey, imageUrl: storage.url(fullKey), thumbnailUrl: storage.url(thumbKey) };
  }

  /** Processes and stores an upload; returns its key and URLs. */
  async function store(bytes: Buffer) {
    return put(await processImage(bytes));
  }

  return {
    /** GET /api/images/{hostels|rooms}/{id}: the set's photos in display order. */
    async list(actor: Actor | null, set: ImageSet, parentId: string): Promise<ImageRecord[]> {
      if (set === 'hostel') {
        const hostel = await rooms.findHostelAccess(parentId);
        if (!hostel || !canViewHostel(actor, hostel)) throw hostelNotFound();
      } else {
        const found = await rooms.findRowWithHostelAccess(parentId);
        if (!found || !canViewHostel(actor, found.hostel)) throw roomNotFound();
      }
      return (await images.list(set, parentId)).map(toImageRecord);
    },

    /**
     * POST /api/images/{hostels|rooms}/{id}: checks, re-encodes and stores one photo, then
     * adds it within the set's limit (10 per hostel, 8 per room). The first photo is primary.
     * A refused or over-limit upload leaves nothing stored. Throws VALIDATION_ERROR (400).
     */
    async upload(
      actor: Actor,
      set: ImageSet,
      parentId: string,
      bytes: Buffer,
      fields: ImageUploadFields,
    ): Promise<ImageRecord> {
      await assertManages(actor, set, parentId);
      const stored = await store(bytes);
      const row = await images
        .insertWithinLimit(
          set,
          parentId,
          {
            ...stored,
            imageTitle: fields.image_title,
            imageDescription: fields.image_description,
            isPrimary: fields.is_primary === true,
          },
          LIMITS[set].max,
        )
        .catch(async (error: unknown) => {
          await storage.remove(storedFiles(stored.storageKey));
          throw error;
        });
      if (!row) {
        await storage.remove(storedFiles(stored.storageKey));
        throw new AppError('VALIDATION_ERROR', LIMITS[set].message, [
          { field: 'image', message: LIMITS[set].message },
        ]);
      }
      onChange();
      return toImageRecord(row);
    },

    /**
     * PUT /api/images/{hostels|rooms}/{id}/{imageId}: title, description, primary (the
     * others cleared) or place (swapped with the photo there), in one transaction.
     */
    async update(
      actor: Actor,
      set: ImageSet,
      parentId: string,
      imageId: string,
      patch: UpdateImageInput,
    ): Promise<ImageRecord> {
      await assertManages(actor, set, parentId);
      const row = await images.update(set, parentId, imageId, {
        imageTitle: patch.image_title,
        imageDescription: patch.image_description,
        isPrimary: patch.is_primary,
        displayOrder: patch.display_order,
      });
      if (!row) throw imageNotFound();
      onChange();
      return toImageRecord(row);
    },

    /** DELETE /api/images/{hostels|rooms}/{id}/{imageId}: the row, then its files. */
    async remove(actor: Actor, set: ImageSet, parentId: string, imageId: string): Promise<void> {
      await assertManages(actor, set, parentId);
      const key = await images.remove(set, parentId, imageId);
      if (key === undefined) throw imageNotFound();
      if (key) await storage.remove(storedFiles(key));
      onChange();
    },

    /** POST /api/images/mess/{hostelId}: the hostel's mess picture (replacing the last one). */
    async uploadMess(actor: Actor, hostelId: string, bytes: Buffer) {
      await assertManages(actor, 'hostel', hostelId);
      const stored = await store(bytes);
      const { messId, replacedKey } = await images.setMessImage(hostelId, stored);
      if (replacedKey) await storage.remove(storedFiles(replacedKey));
      onChange();
      return { id: messId, hostel_id: hostelId, image_url: stored.imageUrl };
    },

    /**
     * POST /api/upload/single: one checked, re-encoded image stored but not yet attached
     * (approved owners and admins). Answers its URLs and storage key.
     */
    async uploadLoose(actor: Actor, bytes: Buffer) {
      assertCanWriteListings(actor, 'hostel');
      const stored = await store(bytes);
      return { url: stored.imageUrl, thumbnail_url: stored.thumbnailUrl, key: stored.storageKey };
    },

    /**
     * POST /api/upload/multiple: every file is checked before any is stored, so one bad file
     * refuses the whole request and nothing is kept.
     */
    async uploadLooseMany(actor: Actor, files: readonly Buffer[]) {
      assertCanWriteListings(actor, 'hostel');
      const processed = await Promise.all(files.map((bytes) => processImage(bytes)));
      return Promise.all(
        processed.map(async (image) => {
          const stored = await put(image);
          return {
            url: stored.imageUrl,
            thumbnail_url: stored.thumbnailUrl,
            key: stored.storageKey,
          };
        }),
      );
    },

    /** DELETE /api/images/mess/{messId}: removes the mess picture and its files. */
    async removeMess(actor: Actor, messId: string): Promise<void> {
      const mess = await images.findMess(messId);
      if (!mess) throw imageNotFound();
      await assertManages(actor, 'hostel', mess.hostelId);
      await images.clearMessImage(messId);
      if (mess.imageStorageKey) await storage.remove(storedFiles(mess.imageStorageKey));
      onChange();
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
