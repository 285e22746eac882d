import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDeliveries } from '../src/modules/deliveries/deliveries.repository.ts';
import { createTestContext, type TestContext } from './helpers.ts';
import { connectLive, liveUrl } from './live-client.ts';

/**
 * Issue 30 'Operators': Prometheus metrics at /metrics, only for the METRICS_TOKEN bearer, in
 * each app's own registry; without the setting the path does not exist.
 */

const TOKEN = randomBytes(24).toString('hex');
let context: TestContext;
let withoutToken: TestContext;

beforeAll(async () => {
  [context, withoutToken] = await Promise.all([
    createTestContext({ METRICS_TOKEN: TOKEN, BROWSE_CACHE_SECONDS: '60' }),
    createTestContext(),
  ]);
});

afterAll(async () => {
  await Promise.all([context?.close(), withoutToken?.close()]);
});

async function scrape(authorization = `Bearer ${TOKEN}`) {
  return context.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
}

/** The value of the sample `name{labels}` (labels as Prometheus writes them), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('should answer 404 when METRICS_TOKEN is not set, whatever the token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const response = await withoutToken.app.inject({ method: 'GET', url: '/metrics', headers });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('should take the Bearer scheme in any case, as the API does (issue 41 item 11)', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      expect((await scrape(`${scheme} ${TOKEN}`)).statusCode, scheme).toBe(200);
    }
    // A token split by a space is refused, by the API's parser too.
    expect((await scrape(`Bearer ${TOKEN} x`)).statusCode).toBe(401);
  });

  it('should refuse a missing, wrong or differently sized token with 401', async () => {
    for (const authorization of ['', `Bearer ${TOKEN}x`, `Bearer ${'0'.repeat(48)}`, TOKEN]) {
      const response = await scrape(authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer');
      expect(response.json()).toMatchObject({
        success: false,
        code: 'UNAUTHORIZED',
        error: MESSAGES.metricsTokenRequired,
      });
      expect(response.body).not.toContain('hostelhub_');
    }
  });

  it('should refuse in Urdu when asked', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'accept-language': 'ur' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ error: string }>().error).not.toBe(MESSAGES.metricsTokenRequired);
    expect(response.json<{ error: string }>().error).toMatch(/[\u0600-\u06FF]/);
  });

  it('should count requests by route pattern and status, with their latency', async () => {
    const id = crypto.randomUUID();
    for (let index = 0; index < 3; index += 1) {
      await context.app.inject({ method: 'GET', url: '/api/health' });
    }
    // Two different ids of one route: one series, labelled with the pattern.
    await context.app.inject({ method: 'GET', url: `/api/images/rooms/${id}` });
    await context.app.inject({ method: 'GET', url: `/api/images/rooms/${crypto.randomUUID()}` });
    await context.app.inject({ method: 'GET', url: '/api/no-such-route/abc' });

    const response = await scrape();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    expect(
      sample(
        text,
        'hostelhub_http_requests_total{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(3);
    expect(
      sample(
        text,
        'hostelhub_http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}',
      ),
    ).toBe(3);
    expect(text).toMatch(
      /hostelhub_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/health",status_code="200"\} 3/,
    );
    expect(text).not.toContain(id);
    expect(text).toMatch(/route="\/api\/images\/rooms\/:roomId",status_code="404"\} 2/);
    expect(text).toMatch(/route="unmatched",status_code="404"\} 1/);
  });

  it('should report the pool, the outbox, the live sockets, the browse cache and the event loop', async () => {
    await enqueueDeliveries(context.database.db, [
      {
        channel: 'email',
        kind: 'contact_message',
        recipient: 'metrics@example.pk',
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      },
    ]);
    await context.app.deliveries.deliverDue();
    for (let index = 0; index < 3; index += 1) {
      const cities = await context.app.inject({
        method: 'GET',
        url: '/api/enhanced-hostels/cities',
      });
      expect(cities.statusCode).toBe(200);
    }
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = context.app.server.address() as { port: number };
    const live = await connectLive(liveUrl(`http://127.0.0.1:${port}`));
    try {
      const text = (await scrape()).body;
      const pool = context.database.kind === 'postgres' ? 'requests' : 'embedded';
      expect(
        sample(text, `hostelhub_db_pool_connections{pool="${pool}",state="in_use"}`),
      ).toBeGreaterThanOrEqual(0);
      expect(sample(text, `hostelhub_db_pool_waiting{pool="${pool}"}`)).toBe(0);
      expect(sample(text, `hostelhub_db_pool_max{pool="${pool}"}`)).toBeGreaterThan(0);
      // Sent (the file outbox), so nothing waits and nothing failed.
      expect(sample(text, 'hostelhub_outbox_deliveries{status="pending"}')).toBe(0);
      expect(sample(text, 'hostelhub_outbox_deliveries{status="failed"}')).toBe(0);
      expect(sample(text, 'hostelhub_outbox_due')).toBe(0);
      expect(sample(text, 'hostelhub_outbox_oldest_due_seconds')).toBe(0);
      expect(sample(text, 'hostelhub_websockets_open')).toBe(1);
      expect(sample(text, 'hostelhub_browse_cache_lookups_total{result="miss"}')).toBe(1);
      expect(sample(text, 'hostelhub_browse_cache_lookups_total{result="hit"}')).toBe(2);
      expect(text).toContain('nodejs_eventloop_lag_seconds');
      expect(text).toContain('process_resident_memory_bytes');
    } finally {
      await live.close();
    }
  });

  it('should keep each app in its own registry', async () => {
    const before = sample(
      (await scrape()).body,
      'hostelhub_http_requests_total{method="GET",route="/api/health",status_code="200"}',
    );
    await withoutToken.app.inject({ method: 'GET', url: '/api/health' });
    const after = sample(
      (await scrape()).body,
      'hostelhub_http_requests_total{method="GET",route="/api/health",status_code="200"}',
    );
    expect(after).toBe(before);
  });

  it('should show a due delivery in the outbox depth', async () => {
    // The worker stopped (as at shutdown), a row due for 90 s waits in the queue.
    await context.app.deliveries.stop();
    await context.database.db.execute(sql`
      insert into deliveries (channel, kind, recipient, subject, text, next_attempt_at)
      values ('email', 'contact_message', 'late@example.pk', 'Hi', 'Hi', now() - interval '90 seconds')`);
    const text = (await scrape()).body;
    expect(sample(text, 'hostelhub_outbox_deliveries{status="pending"}')).toBe(1);
    expect(sample(text, 'hostelhub_outbox_due')).toBe(1);
    expect(sample(text, 'hostelhub_outbox_oldest_due_seconds')).toBeGreaterThanOrEqual(89);
  });
});
