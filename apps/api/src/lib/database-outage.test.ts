import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createDatabaseOutageLog } from './database-outage.ts';

/** Issue 30: one error line when a database outage starts and one when it ends. */

function capturedLogger() {
  const lines: { level: number; msg: string; refusedRequests?: number; outageMs?: number }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as (typeof lines)[number]);
      }
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
}

const refusedError = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
});

describe('the database outage log', () => {
  it('should log the start once, count the refusals, and log the end with the count', async () => {
    const { log, lines } = capturedLogger();
    let isUp = false;
    let probes = 0;
    const outage = createDatabaseOutageLog({
      log,
      probe: () => {
        probes += 1;
        return isUp ? Promise.resolve() : Promise.reject(refusedError);
      },
      probeMs: { first: 10, max: 40 },
    });
    for (let index = 0; index < 25; index += 1) outage.refused(refusedError, Date.now());
    expect(outage.isDown()).toBe(true);
    await vi.waitFor(() => expect(probes).toBeGreaterThanOrEqual(2));
    expect(lines.map((line) => line.msg)).toEqual(['database unavailable']);
    expect(lines[0]?.level).toBe(50);

    isUp = true;
    await vi.waitFor(() => expect(outage.isDown()).toBe(false));
    expect(lines.map((line) => line.msg)).toEqual([
      'database unavailable',
      'database available again',
    ]);
    expect(lines[1]).toMatchObject({ level: 50, refusedRequests: 25 });
    expect(lines[1]?.outageMs).toBeGreaterThanOrEqual(0);
    outage.stop();
  });

  it('should not start a new outage for a request that began before the recovery', async () => {
    const { log, lines } = capturedLogger();
    const outage = createDatabaseOutageLog({
      log,
      probe: () => Promise.resolve(),
      probeMs: { first: 5, max: 5 },
    });
    const before = Date.now() - 1_000;
    outage.refused(refusedError, Date.now());
    await vi.waitFor(() => expect(outage.isDown()).toBe(false));
    // A straggler of the outage that just ended (it waited for a connection meanwhile).
    outage.refused(refusedError, before);
    expect(outage.isDown()).toBe(false);
    // A request that began after the recovery and was refused: a new outage.
    await new Promise((resolve) => setTimeout(resolve, 5));
    outage.refused(refusedError, Date.now());
    expect(outage.isDown()).toBe(true);
    expect(lines.map((line) => line.msg)).toEqual([
      'database unavailable',
      'database available again',
      'database unavailable',
    ]);
    outage.stop();
  });

  it('should stop probing when stopped', async () => {
    const { log } = capturedLogger();
    let probes = 0;
    const outage = createDatabaseOutageLog({
      log,
      probe: () => {
        probes += 1;
        return Promise.reject(refusedError);
      },
      probeMs: { first: 5, max: 5 },
    });
    outage.refused(refusedError, Date.now());
    outage.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(probes).toBe(0);
  });
});
