import {
  AppError,
  HOSTEL_CHANGE_MESSAGES,
  IMAGE_MESSAGES,
  LISTING_MESSAGES,
  MAX_HOSTEL_IMAGES,
  MAX_ROOM_IMAGES,
  type ImageRecord,
  type ImageUploadFields,
  type UpdateImageInput,
} from '@hostelhub/shared';
import { processImage, type ProcessedImage } from '../../lib/image-pipeline.ts';
import { assertManagesHostel, canViewHostel, managesHostel } from '../../lib/listing-access.ts';
import type { ImageStorage } from '../../lib/storage/storage-contract.ts';
import { photoSrcset } from '../../lib/storage/image-variants.ts';
import { removeStoredImages } from '../../lib/storage/stored-images.ts';
import type { Actor } from '../../lib/actor.ts';
import type { RoomsRepository } from '../rooms/rooms.repository.ts';
import { toImageRecord, type ImageSet, type ImagesRepository } from './images.repository.ts';

export type { ImageSet } from './images.repository.ts';
import type { LooseUploadsRepository } from './loose-uploads.repository.ts';
import { createLooseUploadsService, putProcessedImage } from './loose-uploads.service.ts';
import type {
  HostelChangesRepository,
  PendingPhotoRow,
} from '../hostel-changes/hostel-changes.repository.ts';

/**
 * Where photos waiting for review stand in the owner's list (issue 26): after the set's last
 * stored place, in the order they were added. The list and the upload's answer share it.
 */
function firstWaitingPlace(stored: readonly { displayOrder: number }[]): number {
  return stored.reduce((last, row) => Math.max(last, row.displayOrder + 1), 0);
}

/** A photo waiting for review, as the owner's list shows it (issue 26). */
function toPendingRecord(row: PendingPhotoRow, displayOrder: number): ImageRecord {
  return {
    id: row.id,
    image_url: row.imageUrl,
    thumbnail_url: row.thumbnailUrl,
    image_title: row.imageTitle,
    image_description: row.imageDescription,
    is_primary: false,
    display_order: displayOrder,
    srcset: photoSrcset(row),
    review: 'pending_addition',
  };
}

const LIMITS: Record<ImageSet, { max: number; message: string }> = {
  hostel: { max: MAX_HOSTEL_IMAGES, message: IMAGE_MESSAGES.hostelLimit },
  room: { max: MAX_ROOM_IMAGES, message: IMAGE_MESSAGES.roomLimit },
};

export interface ImagesServiceDeps {
  images: ImagesRepository;
  /** Photo changes of approved hostels waiting for review (issue 26). */
  changes: Pick<
    HostelChangesRepository,
    | 'addPendingPhoto'
    | 'discardPendingPhoto'
    | 'markRemoved'
    | 'findPending'
    | 'findPendingPhoto'
    | 'listPendingPhotos'
  >;
  /** Hostel access facts (status, owner) and a room's hostel. */
  rooms: Pick<RoomsRepository, 'findHostelAccess' | 'findRowWithHostelAccess'>;
  storage: ImageStorage;
  /** The unattached uploads of /api/upload/* (issue 21 item 13). */
  looseUploads: Pick<LooseUploadsRepository, 'countLoose' | 'insertWithinQuota' | 'removeKeys'>;
  /**
   * Called after every committed change with the hostel it touched: drops what the public
   * browse cache showed of it (issue 28).
   */
  onChange: (hostelIds: readonly string[]) => Promise<void>;
}

/**
 * Photos of hostels, rooms and mess (spec part 2 sections 4 'Primary image', 5 'Images', 7
 * 'Images'; decisions 14 and 15). Uploads are checked and re-encoded before anything is
 * stored; limits, the primary flag and the order change inside one transaction each. Owners
 * touch only their own hostels' photos (others answer 404), admins any, everyone else is
 * refused; reads are as visible as the hostel.
 */
export function createImagesService({
  images,
  changes,
  rooms,
  storage,
  looseUploads,
  onChange,
}: ImagesServiceDeps) {
  const hostelNotFound = () => new AppError('HOSTEL_NOT_FOUND', LISTING_MESSAGES.hostelNotFound);
  const roomNotFound = () => new AppError('NOT_FOUND', LISTING_MESSAGES.roomNotFound);
  const imageNotFound = () => new AppError('NOT_FOUND', IMAGE_MESSAGES.imageNotFound);

  /**
   * The hostel of the set when the caller may change its photos; throws 401/403/404 as
   * listings do.
   */
  async function managedHostel(actor: Actor, set: ImageSet, parentId: string) {
    if (set === 'hostel') {
      const hostel = await rooms.findHostelAccess(parentId);
      assertManagesHostel(actor, hostel, 'hostel', hostelNotFound());
      return hostel;
    }
    const found = await rooms.findRowWithHostelAccess(parentId);
    const hostel = found?.hostel;
    assertManagesHostel(actor, hostel, 'room', roomNotFound());
    return hostel;
  }

  /**
   * Issue 26: an owner's photo changes to an approved hostel wait for an administrator
   * (administrators' own apply at once). Decided again under the hostel's lock.
   */
  const waitsForReview = (actor: Actor, hostel: { status: string }) =>
    actor.role === 'owner' && hostel.status === 'approved';

  /** The room id of a room set, null for the hostel's own photos. */
  const roomOf = (set: ImageSet, parentId: string) => (set === 'room' ? parentId : null);

  /** Stores a processed image's three files (under a new key by default): key and URLs. */
  const put = (processed: ProcessedImage, storageKey?: string) =>
    putProcessedImage(storage, processed, storageKey);

  /** Processes and stores an upload; returns its key and URLs. */
  async function store(bytes: Buffer) {
    return put(await processImage(bytes));
  }

  return {
    /** GET /api/images/{hostels|rooms}/{id}: the set's photos in display order. */
    async list(actor: Actor | null, set: ImageSet, parentId: string): Promise<ImageRecord[]> {
      const hostel =
        set === 'hostel'
          ? await rooms.findHostelAccess(parentId)
          : (await rooms.findRowWithHostelAccess(parentId))?.hostel;
      if (!hostel || !canViewHostel(actor, hostel)) {
        throw set === 'hostel' ? hostelNotFound() : roomNotFound();
      }
      const rows = await images.list(set, parentId);
      const records = rows.map(toImageRecord);
      // Issue 26: the owner and administrators also see what waits for review.
      if (!actor || !managesHostel(actor, hostel)) return records;
      const change = await changes.findPending(hostel.id);
      if (!change) return records;
      const removed = new Set(change.removedImageIds);
      const added = await changes.listPendingPhotos(hostel.id, roomOf(set, parentId));
      const next = firstWaitingPlace(rows);
      return [
        ...records.map((record) =>
          removed.has(record.id) ? { ...record, review: 'pending_removal' as const } : record,
        ),
        ...added.map((row, index) => toPendingRecord(row, next + index)),
      ];
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
      const hostel = await managedHostel(actor, set, parentId);
      const stored = await store(bytes);
      const limitError = () =>
        new AppError('VALIDATION_ERROR', LIMITS[set].message, [
          { field: 'image', message: LIMITS[set].message },
        ]);
      if (waitsForReview(actor, hostel)) {
        const outcome = await changes
          .addPendingPhoto(
            hostel.id,
            roomOf(set, parentId),
            {
              ...stored,
              imageTitle: fields.image_title,
              imageDescription: fields.image_description,
            },
            LIMITS[set].max,
            (tx) => images.idsIn(tx, set, parentId),
          )
          .catch(async (error: unknown) => {
            await removeStoredImages(storage, [stored.storageKey]);
            throw error;
          });
        if (outcome.kind === 'limit') {
          await removeStoredImages(storage, [stored.storageKey]);
          throw limitError();
        }
        if (outcome.kind === 'done') {
          await onChange([hostel.id]);
          const waiting = await changes.listPendingPhotos(hostel.id, roomOf(set, parentId));
          const place = firstWaitingPlace(await images.list(set, parentId)) + waiting.length - 1;
          return toPendingRecord(outcome.value, place);
        }
        // No longer approved: stored as any photo of a hostel under review.
      }
      const row = await images
        .insertWithinLimit(
          set,
          parentId,
          {
            ...stored,
            imageTitle: fields.image_title,
            imageDescription: fields.image_description,
            isPrimary: fields.is_primary === true,
            checkedAt: actor.role === 'admin' ? new Date() : null,
          },
          LIMITS[set].max,
        )
        .catch(async (error: unknown) => {
          await removeStoredImages(storage, [stored.storageKey]);
          throw error;
        });
      if (!row) {
        await removeStoredImages(storage, [stored.storageKey]);
        throw limitError();
      }
      await onChange([hostel.id]);
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
      const hostel = await managedHostel(actor, set, parentId);
      const waiting = await changes.findPendingPhoto(imageId);
      if (waiting?.hostelId === hostel.id && waiting.roomId === roomOf(set, parentId)) {
        throw new AppError('CONFLICT', HOSTEL_CHANGE_MESSAGES.pendingPhotoLocked);
      }
      const row = await images.update(set, parentId, imageId, {
        imageTitle: patch.image_title,
        imageDescription: patch.image_description,
        isPrimary: patch.is_primary,
        displayOrder: patch.display_order,
      });
      if (!row) throw imageNotFound();
      await onChange([hostel.id]);
      return toImageRecord(row);
    },

    /**
     * DELETE /api/images/{hostels|rooms}/{id}/{imageId}: the row, then its files. Issue 26: a
     * photo waiting for review is withdrawn at once; an owner's removal of a photo of an
     * approved hostel waits for an administrator (students keep seeing it until then; a second
     * removal changes nothing).
     */
    async remove(actor: Actor, set: ImageSet, parentId: string, imageId: string): Promise<void> {
      const hostel = await managedHostel(actor, set, parentId);
      const waiting = await changes.findPendingPhoto(imageId);
      if (waiting?.hostelId === hostel.id && waiting.roomId === roomOf(set, parentId)) {
        const key = await changes.discardPendingPhoto(hostel.id, imageId);
        if (key === undefined) throw imageNotFound();
        if (key) await removeStoredImages(storage, [key]);
        await onChange([hostel.id]);
        return;
      }
      if (waitsForReview(actor, hostel)) {
        const outcome = await changes.markRemoved(hostel.id, imageId, (tx) =>
          images.existsIn(tx, set, parentId, imageId),
        );
        if (outcome === 'not_found') throw imageNotFound();
        if (outcome !== 'not_approved') {
          await onChange([hostel.id]);
          return;
        }
      }
      const key = await images.remove(set, parentId, imageId);
      if (key === undefined) throw imageNotFound();
      if (key) await removeStoredImages(storage, [key]);
      await onChange([hostel.id]);
    },

    /** POST /api/images/mess/{hostelId}: the hostel's mess picture (replacing the last one). */
    async uploadMess(actor: Actor, hostelId: string, bytes: Buffer) {
      await managedHostel(actor, 'hostel', hostelId);
      const stored = await store(bytes);
      const { messId, replacedKey } = await images.setMessImage(hostelId, stored);
      if (replacedKey) await removeStoredImages(storage, [replacedKey]);
      await onChange([hostelId]);
      return { id: messId, hostel_id: hostelId, image_url: stored.imageUrl };
    },

    // POST /api/upload/single and /api/upload/multiple (loose-uploads.service.ts).
    ...createLooseUploadsService({ storage, looseUploads }),

    /** DELETE /api/images/mess/{messId}: removes the mess picture and its files. */
    async removeMess(actor: Actor, messId: string): Promise<void> {
      const mess = await images.findMess(messId);
      if (!mess) throw imageNotFound();
      await managedHostel(actor, 'hostel', mess.hostelId);
      await images.clearMessImage(messId);
      if (mess.imageStorageKey) await removeStoredImages(storage, [mess.imageStorageKey]);
      await onChange([mess.hostelId]);
    },
  };
}

export type ImagesService = ReturnType<typeof createImagesService>;
