import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { createRateLimitCounters } from './rate-limit-counters.ts';

/**
 * Issue 41 item 11: the rate limits' counters keep no raw client address or email for their
 * window, only a keyed hash (HMAC-SHA-256 under a key derived from JWT_SECRET), so a copy of the
 * table (a backup, a dump) names nobody.
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ FILE_OUTBOX: 'true' });
});

afterAll(async () => {
  await context?.close();
});

const ADDRESS = '198.51.100.234';
const EMAIL = 'counted.person@example.pk';

async function storedKeys(): Promise<string[]> {
  const rows = await context.database.db
    .select({ key: rateLimitCounters.key })
    .from(rateLimitCounters);
  return rows.map((row) => row.key);
}

describe('rate limit counters', () => {
  it('should store neither the client address nor the email, only a keyed hash', async () => {
    const post = (url: string, payload: object) =>
      context.app.inject({ method: 'POST', url, payload, remoteAddress: ADDRESS });
    expect(
      (await post('/api/auth/login', { email: EMAIL, password: 'Wrong@2026x' })).statusCode,
    ).toBe(401);
    expect((await post('/api/auth/forgot-password', { email: EMAIL })).statusCode).toBe(200);
    expect((await post('/api/auth/resend-verification', { email: EMAIL })).statusCode).toBe(200);

    const keys = await storedKeys();
    expect(keys.length).toBeGreaterThanOrEqual(4);
    for (const key of keys) {
      expect(key).not.toContain(ADDRESS);
      expect(key.toLowerCase()).not.toContain(EMAIL);
      expect(key).not.toContain('@');
      // An HMAC-SHA-256, base64url: 43 characters.
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    // The limits still count: the same account's failures go on the same rows.
    const again = await post('/api/auth/login', { email: EMAIL, password: 'Wrong@2026y' });
    expect(again.headers['x-ratelimit-remaining']).toBe('8');
    expect(await storedKeys()).toHaveLength(keys.length);
  });

  it('should name one key alike under one secret and apart under another', async () => {
    const secret = randomBytes(32).toString('hex');
    const counters = createRateLimitCounters(context.database.db, secret);
    const sameSecret = createRateLimitCounters(context.database.db, secret);
    const otherSecret = createRateLimitCounters(
      context.database.db,
      randomBytes(32).toString('hex'),
    );
    const window = { key: `signin:ip:${ADDRESS}-keyed`, windowMs: 60_000 };
    await counters.hit([window]);
    const [shared] = await sameSecret.hit([window]);
    expect(shared).toMatchObject({ key: window.key, count: 2 });
    const [apart] = await otherSecret.hit([window]);
    expect(apart?.count).toBe(1);
    expect((await counters.peek([window.key])).get(window.key)?.count).toBe(2);
  });
});
