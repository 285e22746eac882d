import type { FastifyInstance } from 'fastify';
import { scheduleIdempotencyKeySweep } from './lib/idempotency.ts';
import { schedulePeriodicJob } from './lib/periodic-job.ts';
import type { ImageStorage } from './lib/storage/storage-contract.ts';
import { schedulePhotoSizeBackfill } from './modules/images/backfill-photo-sizes.job.ts';
import { scheduleLooseUploadSweep } from './modules/images/sweep-loose-uploads.job.ts';
import { sendUnreadMessageEmails, UNREAD_SWEEP_MS } from './modules/messaging/unread-mail.job.ts';
import type { createServices } from './services.ts';
import type { Settings } from './settings.ts';

/** What the timers need: the built services, the settings and the photo storage. */
export interface BackgroundJobsDeps {
  services: ReturnType<typeof createServices>;
  settings: Settings;
  imageStorage: ImageStorage;
}

/**
 * The API's timers (buildApp's `backgroundJobs`; tests leave them off): each runs on one process
 * at a time through schedulePeriodicJob's advisory lock and stops when the app closes.
 */
export function scheduleBackgroundJobs(
  app: FastifyInstance,
  { services, imageStorage }: BackgroundJobsDeps,
): void {
  // Issue 27: overdue requests expire, visits remind, stays end (every minute).
  schedulePeriodicJob(app, {
    run: () => services.bookings.runDueWork(),
    intervalMs: 60_000,
    deletedMessage: 'visits and reservations moved on (expired, reminded or ended)',
    failedMessage: 'visits and reservations background work failed',
  });
  // Issue 44: beds free on their leaving date; residents' details erased 12 months after.
  schedulePeriodicJob(app, {
    run: () => services.register.runDueWork(),
    intervalMs: 60_000,
    deletedMessage: 'register beds freed or residents erased',
    failedMessage: 'register background work failed',
  });
  // Issue 45 item 4: due reminders whose day has come, between 09:00 and 20:00 Pakistan time.
  schedulePeriodicJob(app, {
    run: () => services.dueReminders.runDueWork(),
    intervalMs: 300_000,
    deletedMessage: 'due reminders sent',
    failedMessage: 'due reminders failed',
  });
  // Issue 45: each month's dues once its 1st has come (Pakistan), SKIP LOCKED (every 5 min).
  schedulePeriodicJob(app, {
    run: () => services.dues.runDueWork(),
    intervalMs: 300_000,
    deletedMessage: "the month's dues made",
    failedMessage: 'dues background work failed',
  });
  // Issue 29: saved-search checks missed by the NOTIFY, the 09:00 digests, favourites' alerts.
  schedulePeriodicJob(app, {
    run: () => services.savedSearchAlerts.runDueWork(),
    intervalMs: 60_000,
    deletedMessage: 'saved search and favourite alerts made',
    failedMessage: 'saved search and favourite alerts failed',
  });
  // Issue 21 item 13: unattached uploads go, row and files, 24 hours after upload.
  scheduleLooseUploadSweep(app, { db: app.db, storage: imageStorage });
  // Issue 25: photos stored before the 800 px middle size get it, once, in the background.
  schedulePhotoSizeBackfill(app, {
    db: app.db,
    storage: imageStorage,
    onConfirmed: () => app.browseCache.clear(),
  });
  // Issue 22 item 1: the answers kept for an Idempotency-Key go 24 hours after the create.
  scheduleIdempotencyKeySweep(app, services.idempotencyKeys);
  // Issue 28: "Replies fast" badges whose 30-day window moved are recomputed (hourly).
  schedulePeriodicJob(app, {
    run: () => services.hostels.refreshReplyBadges(),
    intervalMs: 3_600_000,
    deletedMessage: '"Replies fast" badges recomputed',
    failedMessage: '"Replies fast" badge refresh failed',
  });
  // Issue 30: past days' visitor salts and hashes go, even after a day without views (hourly).
  schedulePeriodicJob(app, {
    run: () => services.insights.purgePastDays(),
    intervalMs: 3_600_000,
    deletedMessage: "past days' visitor salts and hashes deleted",
    failedMessage: 'visitor hash purge failed',
  });
  // Issue 10: a chat message unread for 15 minutes is emailed to its receiver (every minute).
  schedulePeriodicJob(app, {
    run: () => sendUnreadMessageEmails({ db: app.db, notify: services.notify }),
    intervalMs: UNREAD_SWEEP_MS,
    deletedMessage: 'unread message emails queued',
    failedMessage: 'unread message sweep failed',
  });
}
