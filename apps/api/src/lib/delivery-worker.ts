/**
 * The delivery worker of one API process (issue 21 item 4): made by
 * modules/deliveries/deliveries-worker.job.ts, run by plugins/deliveries.ts.
 */
export interface DeliveryWorker {
  /** Starts a pass soon, in the background (coalesced with one already running). */
  kick(): void;
  /**
   * Claims and sends every due delivery, batch after batch, until none is due; resolves with
   * how many were sent. Waits for a pass already running first. Tests call it to await mail.
   */
  deliverDue(): Promise<number>;
  /** Polls every DELIVERY_POLL_MS until stopped. */
  start(): void;
  /**
   * Stops polling and kicks and claims nothing more; lets the sends in flight finish for up to
   * `graceMs` (default 0), then gives up on the rest and hands their rows back (due again at
   * once, the try not counted) for another worker, or this one after a restart (issue 30).
   * Resolves once every claimed row is sent, scheduled or handed back.
   */
  stop(options?: { graceMs?: number }): Promise<void>;
}
