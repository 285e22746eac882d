import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { schedulePeriodicJob } from './periodic-job.ts';

/**
 * The periodic jobs' timer (loose uploads, idempotency keys, photo sizes): a run still going
 * when the app closes finishes before close resolves, and none starts after.
 */
describe('schedulePeriodicJob', () => {
  it('should wait for a run still going when the app closes, and start none after', async () => {
    const app = Fastify({ logger: false });
    let started = 0;
    let finished = 0;
    let finish: () => void = () => {};
    schedulePeriodicJob(app, {
      run: async () => {
        started += 1;
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        finished += 1;
        return 0;
      },
      intervalMs: 10,
      deletedMessage: 'deleted',
      failedMessage: 'failed',
    });
    await app.ready();
    await expect.poll(() => started).toBe(1);

    let closed = false;
    const closing = app.close().then(() => {
      closed = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The run is still going: close waits for it, and the timer no longer doubles it.
    expect(closed).toBe(false);
    expect(started).toBe(1);

    finish();
    await closing;
    expect(finished).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(1);
  });
});
