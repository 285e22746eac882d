import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_DIST_DIR } from '../app.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { createHostel, createUser } from '../../test/factories/hostels.ts';
import { signIn } from '../../test/factories/sessions.ts';
import { COMPRESS_MIN_BYTES } from './compression.ts';

/**
 * Issue 25: JSON and HTML answers go out Brotli- or gzip-compressed as Accept-Encoding
 * allows; the web build's precompressed files and the browse cache's stored gzip are sent
 * as they are, never compressed twice.
 */

let context: TestContext;
let admin = '';
let ownerId = '';

beforeAll(async () => {
  // The cache on, as in production, to see a hit answered from the stored gzip.
  context = await createTestContext({ BROWSE_CACHE_SECONDS: '60' });
  const adminUser = await createUser(context.database.db, {
    role: 'admin',
    ownerApprovalStatus: null,
  });
  admin = await signIn(context.database.db, context.settings.jwtSecret, adminUser);
  ownerId = (await createUser(context.database.db)).id;
  for (let index = 0; index < 12; index += 1) {
    await createHostel(context.database.db, { ownerId, status: 'approved' });
    await createHostel(context.database.db, { ownerId, status: 'pending' });
  }
});

afterAll(async () => {
  await context?.close();
});

const get = (url: string, acceptEncoding: string, headers: Record<string, string> = {}) =>
  context.app.inject({
    method: 'GET',
    url,
    headers: { 'accept-encoding': acceptEncoding, ...headers },
  });

/** The body as the client reads it once its Content-Encoding is undone (once). */
function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return response.rawPayload.toString('utf8');
}

describe('compressed answers', () => {
  it('should send a JSON list as Brotli, gzip or as it is, as Accept-Encoding allows', async () => {
    // Admin views of pending hostels are never cached: compressed per request, and private.
    const url = '/api/enhanced-hostels?status=pending&limit=50';
    const auth = { authorization: admin };
    const plain = await get(url, 'identity', auth);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(String(plain.headers.vary).toLowerCase()).toContain('accept-encoding');

    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0.5', 'gzip'],
    ] as const) {
      const response = await get(url, acceptEncoding, auth);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(response.headers['content-type']).toContain('application/json');
      // Signed-in data stays private whatever its encoding (issue 21 item 12).
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    }

    // Neither Brotli nor gzip offered: the JSON as it is.
    const deflateOnly = await get(url, 'deflate', auth);
    expect(deflateOnly.headers['content-encoding']).toBeUndefined();
    expect(deflateOnly.json()).toEqual(plain.json());
  });

  it('should send the HTML of a page route compressed', async () => {
    const plain = await get('/hostels', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain('text/html');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);

    // A rendered page's query cache carries the time it was fetched (issue 25): left out.
    const withoutTimes = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    for (const url of ['/hostels', '/', '/no/such/page']) {
      const reference = withoutTimes((await get(url, 'identity')).body);
      for (const encoding of ['br', 'gzip']) {
        const response = await get(url, encoding === 'br' ? 'br, gzip' : 'gzip');
        // No page: the not-found page, 404 (issue 41 item 2), compressed the same way.
        expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
        expect(response.headers['content-encoding'], url).toBe(encoding);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
        expect(withoutTimes(decoded(response)), url).toBe(reference);
      }
    }
  });

  it('should send a small answer as it is', async () => {
    const plain = await get('/api/enhanced-hostels/room-types', 'identity');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    const response = await get('/api/enhanced-hostels/room-types', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(plain.body);

    const notFound = await get('/api/no-such-route', 'br, gzip');
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBeUndefined();
    expect(notFound.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('should answer a cached browse list from its stored gzip, never compressed twice', async () => {
    const url = '/api/enhanced-hostels?limit=50';
    const first = await get(url, 'br, gzip');
    const total = JSON.parse(decoded(first)).pagination.total as number;
    // A hostel added straight to the database: a cache hit does not see it.
    await createHostel(context.database.db, { ownerId, status: 'approved' });

    const hit = await get(url, 'br, gzip');
    // The cache keeps gzip, made once per entry; the plugin leaves an encoded answer alone.
    expect(hit.headers['content-encoding']).toBe('gzip');
    expect(hit.headers.vary).toContain('Accept-Encoding');
    const body = JSON.parse(decoded(hit));
    expect(body.pagination.total).toBe(total);
    expect(body.data.length).toBeGreaterThan(0);

    // A client without gzip gets the cached text compressed by the plugin; one without
    // either gets the text.
    const brotliOnly = await get(url, 'br');
    expect(brotliOnly.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decoded(brotliOnly))).toEqual(body);
    const identity = await get(url, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(body);
  });

  it('should send the web build’s precompressed files as they are', async () => {
    const assets = path.join(DEFAULT_WEB_DIST_DIR, 'assets');
    const files = readdirSync(assets);
    const precompressed = files.find(
      (file) =>
        file.endsWith('.js') && files.includes(`${file}.br`) && files.includes(`${file}.gz`),
    );
    const small = files.find(
      (file) =>
        file.endsWith('.js') &&
        !files.includes(`${file}.br`) &&
        statSync(path.join(assets, file)).size < COMPRESS_MIN_BYTES,
    );
    if (!precompressed || !small) throw new Error(`apps/web/dist is not built (${assets})`);
    const original = readFileSync(path.join(assets, precompressed), 'utf8');

    const brotli = await get(`/assets/${precompressed}`, 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload).toEqual(readFileSync(path.join(assets, `${precompressed}.br`)));
    expect(decoded(brotli)).toBe(original);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gzip = await get(`/assets/${precompressed}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(readFileSync(path.join(assets, `${precompressed}.gz`)));

    const identity = await get(`/assets/${precompressed}`, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(original);

    // Below the threshold the build wrote no copies, and nothing compresses it per request.
    const uncompressed = await get(`/assets/${small}`, 'br, gzip');
    expect(uncompressed.statusCode).toBe(200);
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe(readFileSync(path.join(assets, small), 'utf8'));
  });
});
