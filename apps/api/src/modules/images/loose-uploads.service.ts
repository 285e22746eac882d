import { randomUUID } from 'node:crypto';
import {
  AppError,
  IMAGE_MESSAGES,
  LOOSE_UPLOAD_TTL_MS,
  MAX_LOOSE_UPLOADS,
} from '@hostelhub/shared';
import type { Actor } from '../../lib/actor.ts';
import { processImage, type ProcessedImage } from '../../lib/image-pipeline.ts';
import { assertCanWriteListings } from '../../lib/listing-access.ts';
import { confirmMediumStored } from '../../lib/storage/image-variants.ts';
import type { ImageStorage } from '../../lib/storage/storage-contract.ts';
import { removeStoredImages, storedFiles } from '../../lib/storage/stored-images.ts';
import type { LooseUploadsRepository } from './loose-uploads.repository.ts';

/**
 * Stores a processed image's three files (under a new key by default): the full WebP, its
 * thumbnail and its middle size (issue 25). Returns key and URLs.
 */
export async function putProcessedImage(
  storage: ImageStorage,
  processed: ProcessedImage,
  storageKey = `images/${randomUUID()}`,
) {
  const [fullKey, thumbKey, mediumKey] = storedFiles(storageKey);
  await Promise.all([
    storage.put(fullKey, processed.full, 'image/webp'),
    storage.put(thumbKey, processed.thumbnail, 'image/webp'),
    storage.put(mediumKey, processed.medium, 'image/webp'),
  ]);
  const imageUrl = storage.url(fullKey);
  confirmMediumStored(imageUrl);
  return { storageKey, imageUrl, thumbnailUrl: storage.url(thumbKey) };
}

/** What the loose uploads need: the photo storage and their rows. */
export interface LooseUploadsServiceDeps {
  storage: ImageStorage;
  looseUploads: Pick<LooseUploadsRepository, 'countLoose' | 'insertWithinQuota' | 'removeKeys'>;
}

/**
 * Uploads not yet attached to a hostel or room (POST /api/upload/*, issue 21 item 13): checked
 * and re-encoded like every photo, counted against a per-user quota, swept after 24 hours
 * (sweep-loose-uploads.job.ts). Part of the images service.
 */
export function createLooseUploadsService({ storage, looseUploads }: LooseUploadsServiceDeps) {
  const put = (processed: ProcessedImage, storageKey?: string) =>
    putProcessedImage(storage, processed, storageKey);

  /** The per-user quota of unattached uploads is full (issue 21 item 13): 400. */
  const looseQuotaFull = (field: string) =>
    new AppError('VALIDATION_ERROR', IMAGE_MESSAGES.looseQuota, [
      { field, message: IMAGE_MESSAGES.looseQuota },
    ]);
  /** Loose uploads older than this are expired (swept), so no longer counted. */
  const looseSince = () => new Date(Date.now() - LOOSE_UPLOAD_TTL_MS);

  /** Refuses, before any image work, `files` more loose uploads that cannot fit the quota. */
  async function assertLooseRoom(actor: Actor, files: number, field: string): Promise<void> {
    if ((await looseUploads.countLoose(actor.id, looseSince())) + files > MAX_LOOSE_UPLOADS) {
      throw looseQuotaFull(field);
    }
  }

  /**
   * Records processed images as the actor's loose uploads within the quota (the rows first, so
   * the sweep finds files a crash leaves behind), then stores their files. Nothing is kept
   * when the quota refuses or a file cannot be stored.
   */
  async function storeLoose(actor: Actor, processed: readonly ProcessedImage[], field: string) {
    const entries = processed.map((image) => ({ image, key: `images/${randomUUID()}` }));
    const keys = entries.map((entry) => entry.key);
    if (!(await looseUploads.insertWithinQuota(actor.id, keys, MAX_LOOSE_UPLOADS, looseSince()))) {
      throw looseQuotaFull(field);
    }
    try {
      const stored = await Promise.all(entries.map(({ image, key }) => put(image, key)));
      return stored.map((image) => ({
        url: image.imageUrl,
        thumbnail_url: image.thumbnailUrl,
        key: image.storageKey,
      }));
    } catch (error) {
      await removeStoredImages(storage, keys);
      await looseUploads.removeKeys(keys);
      throw error;
    }
  }

  return {
    /**
     * POST /api/upload/single: one checked, re-encoded image stored but not yet attached
     * (approved owners and admins). Answers its URLs and storage key. Past the quota of
     * MAX_LOOSE_UPLOADS (50) unattached uploads of the last 24 hours: VALIDATION_ERROR (400)
     * with IMAGE_MESSAGES.looseQuota, nothing stored (issue 21 item 13).
     */
    async uploadLoose(actor: Actor, bytes: Buffer) {
      assertCanWriteListings(actor, 'hostel');
      await assertLooseRoom(actor, 1, 'file');
      const [stored] = await storeLoose(actor, [await processImage(bytes)], 'file');
      if (!stored) throw new Error('a loose upload stored nothing');
      return stored;
    },

    /**
     * POST /api/upload/multiple: every file is checked before any is stored, so one bad file
     * refuses the whole request and nothing is kept; so does a batch that does not fit the
     * quota of unattached uploads (400, issue 21 item 13).
     */
    async uploadLooseMany(actor: Actor, files: readonly Buffer[]) {
      assertCanWriteListings(actor, 'hostel');
      await assertLooseRoom(actor, files.length, 'files');
      const processed = await Promise.all(files.map((bytes) => processImage(bytes)));
      return storeLoose(actor, processed, 'files');
    },
  };
}
