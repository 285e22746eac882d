import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { imageForm, png } from '../../../test/factories/images.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createTestContext, type ApiEnvelope, type TestContext } from '../../../test/helpers.ts';

/**
 * The S3 storage driver (STORAGE_DRIVER=s3) against a local S3-compatible server on loopback:
 * uploads land in the bucket with a year's cache lifetime and go when their photo goes.
 */

let server: S3rver;
let bucketDir = '';
let endpoint = '';
let context: TestContext;
let authorization = '';
let hostelId = '';

beforeAll(async () => {
  bucketDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-s3-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: 'hostelhub-test', configs: [] }],
  });
  const address = await server.run();
  endpoint = `http://127.0.0.1:${address.port}`;
  context = await createTestContext({
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: endpoint,
    S3_BUCKET: 'hostelhub-test',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
  const owner = await createUser(context.database.db);
  authorization = await signIn(context.database.db, context.settings.jwtSecret, owner);
  hostelId = (await createHostel(context.database.db, { ownerId: owner.id })).id;
});

afterAll(async () => {
  await context?.close();
  await server?.close();
  rmSync(bucketDir, { recursive: true, force: true });
});

describe('S3 storage', () => {
  it('should put the three files in the bucket, serve them from there, and delete them with the photo', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/images/hostels/${hostelId}`,
      headers: { authorization },
      payload: imageForm(await png(640, 480)),
    });
    expect(response.statusCode).toBe(201);
    const image = response.json<ApiEnvelope>().data as {
      id: string;
      image_url: string;
      thumbnail_url: string;
    };
    expect(image.image_url.startsWith(`${endpoint}/hostelhub-test/images/`)).toBe(true);

    const stored = await fetch(image.image_url);
    expect(stored.status).toBe(200);
    expect(stored.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await sharp(Buffer.from(await stored.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await fetch(image.thumbnail_url)).status).toBe(200);
    // The middle size (issue 25) sits beside them; the storage finds and reads its files back.
    const mediumUrl = image.image_url.replace(/\.webp$/, '-medium.webp');
    expect((await fetch(mediumUrl)).status).toBe(200);
    const storage = context.app.imageStorage;
    const key = storage.keyOf(image.image_url);
    expect(key).toMatch(/^images\/.+\.webp$/);
    expect(await storage.exists(key!)).toBe(true);
    expect((await sharp((await storage.read(key!))!).metadata()).format).toBe('webp');
    expect(await storage.exists('images/none.webp')).toBe(false);
    expect(await storage.read('images/none.webp')).toBeNull();
    expect(storage.keyOf('/uploads/demo/photo-01.webp')).toBeNull();

    // The page's CSP lets the browser load pictures from the bucket.
    const page = await context.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(page.headers['content-security-policy'])).toContain(endpoint);

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: `/api/images/hostels/${hostelId}/${image.id}`,
      headers: { authorization },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await fetch(image.image_url)).status).toBe(404);
    expect((await fetch(image.thumbnail_url)).status).toBe(404);
    expect((await fetch(mediumUrl)).status).toBe(404);
  });
});
