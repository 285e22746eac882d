import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { makeMediumSize } from '../../lib/image-pipeline.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';
import {
  confirmMediumStored,
  isMediumConfirmed,
  mediumNameOf,
} from '../../lib/storage/image-variants.ts';
import type { ImageStorage } from '../../lib/storage/storage-contract.ts';
import { createImagesRepository } from './images.repository.ts';

/** How often a server process looks for photos without their middle size: every 10 minutes. */
export const PHOTO_SIZE_BACKFILL_MS = 10 * 60_000;
/** Photos handled at once (each one decode and one encode; sharp uses threads of its own). */
const CONCURRENCY = 4;

export interface PhotoSizeBackfillDeps {
  db: Db;
  storage: ImageStorage;
}

/** What one backfill run did. */
export interface PhotoSizeBackfillResult {
  /** Photos whose middle size was already stored (found, now confirmed). */
  found: number;
  /** Photos whose middle size this run made and stored. */
  created: number;
  /** Photos left without one: not in this storage (a demo picture under S3), unreadable. */
  skipped: number;
}

/**
 * The backfill of the middle size (issue 25) for photos stored before it existed (the demo
 * pool, earlier uploads): for every hostel and room photo this process has not yet confirmed,
 * it checks whether `<name>-medium.webp` is stored beside the full image and, when not, makes
 * it from the stored full image and stores it. Each photo found or made is confirmed, so srcset
 * answers name it from then on (lib/storage/image-variants.ts); a photo deleted meanwhile loses
 * the file just made. Idempotent: several processes may run it together (they write the same
 * bytes). Errors on one photo are counted as skipped; the next run tries it again.
 */
export async function backfillPhotoSizes({
  db,
  storage,
}: PhotoSizeBackfillDeps): Promise<PhotoSizeBackfillResult> {
  const images = createImagesRepository(db);
  const result: PhotoSizeBackfillResult = { found: 0, created: 0, skipped: 0 };
  const pending = (await images.listPhotoUrls()).filter((url) => !isMediumConfirmed(url));

  async function backfill(imageUrl: string): Promise<keyof PhotoSizeBackfillResult> {
    const fullKey = storage.keyOf(imageUrl);
    const mediumKey = fullKey === null ? null : mediumNameOf(fullKey);
    if (fullKey === null || mediumKey === null) return 'skipped';
    if (await storage.exists(mediumKey)) {
      confirmMediumStored(imageUrl);
      return 'found';
    }
    const full = await storage.read(fullKey);
    if (!full) return 'skipped';
    await storage.put(mediumKey, await makeMediumSize(full), 'image/webp');
    if (!(await images.isPhotoUrlInUse(imageUrl))) {
      await storage.remove([mediumKey]);
      return 'skipped';
    }
    confirmMediumStored(imageUrl);
    return 'created';
  }

  for (let start = 0; start < pending.length; start += CONCURRENCY) {
    const outcomes = await Promise.all(
      pending
        .slice(start, start + CONCURRENCY)
        .map((url) => backfill(url).catch((): keyof PhotoSizeBackfillResult => 'skipped')),
    );
    for (const outcome of outcomes) result[outcome] += 1;
  }
  return result;
}

/**
 * Runs `backfillPhotoSizes` once as soon as `app` is ready (in the background: the server
 * answers meanwhile, its srcsets without the sizes not yet confirmed), then every
 * `intervalMs` (default 10 minutes) for photos other processes uploaded or a run could not
 * read. `onConfirmed` is called after a run that confirmed photos (the browse cache is
 * cleared, so cached answers list the new sizes). A run still going is never doubled.
 */
export function schedulePhotoSizeBackfill(
  app: FastifyInstance,
  deps: PhotoSizeBackfillDeps & { onConfirmed?: () => void },
  intervalMs: number = PHOTO_SIZE_BACKFILL_MS,
): void {
  let running: Promise<number> | null = null;
  const run = () => {
    running ??= backfillPhotoSizes(deps)
      .then(({ found, created }) => {
        if (found + created > 0) deps.onConfirmed?.();
        return created;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  schedulePeriodicJob(app, {
    run,
    intervalMs,
    deletedMessage: 'photo middle sizes stored',
    failedMessage: 'photo middle-size backfill failed',
  });
  app.addHook('onReady', (done) => {
    run().then(
      (created) => {
        if (created > 0) app.log.info({ created }, 'photo middle sizes stored');
      },
      (error: unknown) => app.log.error({ err: error }, 'photo middle-size backfill failed'),
    );
    done();
  });
}
