import { LOOSE_UPLOAD_TTL_MS } from '@hostelhub/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ImageStorage } from '../../lib/storage/storage-contract.ts';
import { removeStoredImages } from '../../lib/storage/stored-images.ts';
import { createLooseUploadsRepository } from './loose-uploads.repository.ts';
import { schedulePeriodicJob } from '../../lib/periodic-job.ts';

/** How often a server process sweeps expired loose uploads: every 10 minutes, in ms. */
export const LOOSE_UPLOAD_SWEEP_MS = 10 * 60_000;
/** Rows deleted per transaction; a sweep repeats until fewer come back. */
const SWEEP_BATCH = 200;

export interface LooseUploadSweepDeps {
  db: Db;
  storage: ImageStorage;
  /** The sweep's clock (tests move it); defaults to now. */
  now?: Date;
}

/**
 * The clean-up of issue 21 item 13: loose uploads (/api/upload/single and /multiple) that a
 * hostel photo, room photo or mess picture now uses are marked attached and kept; every other
 * loose upload older than LOOSE_UPLOAD_TTL_MS (24 h) is deleted, its row and its files (the
 * WebP, its thumbnail and its middle size). The files go before the rows' deletion commits,
 * so a failed removal leaves the rows for the next sweep; several processes sweep without
 * deleting one row twice (`SKIP LOCKED`). Returns how many were marked attached and how many deleted.
 */
export async function sweepLooseUploads({
  db,
  storage,
  now = new Date(),
}: LooseUploadSweepDeps): Promise<{ attached: number; deleted: number }> {
  const repository = createLooseUploadsRepository(db);
  const attached = await repository.markAttached(now);
  const before = new Date(now.getTime() - LOOSE_UPLOAD_TTL_MS);
  let deleted = 0;
  for (;;) {
    const keys = await repository.deleteExpired(before, SWEEP_BATCH, (storageKeys) =>
      removeStoredImages(storage, storageKeys),
    );
    deleted += keys.length;
    if (keys.length < SWEEP_BATCH) return { attached, deleted };
  }
}

/**
 * Runs `sweepLooseUploads` every `intervalMs` (default LOOSE_UPLOAD_SWEEP_MS, 10 minutes) from
 * when `app` is ready until it closes; a run still going when the next is due is not doubled.
 * Failures are logged and retried on the next run.
 */
export function scheduleLooseUploadSweep(
  app: FastifyInstance,
  deps: Omit<LooseUploadSweepDeps, 'now'>,
  intervalMs: number = LOOSE_UPLOAD_SWEEP_MS,
): void {
  schedulePeriodicJob(app, {
    run: async () => (await sweepLooseUploads(deps)).deleted,
    intervalMs,
    deletedMessage: 'expired loose uploads deleted',
    failedMessage: 'loose upload sweep failed',
  });
}
