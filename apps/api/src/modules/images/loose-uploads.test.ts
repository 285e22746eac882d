import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { IMAGE_MESSAGES, MAX_LOOSE_UPLOADS } from '@hostelhub/shared';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostelImages, looseUploads } from '../../db/schema/index.ts';
import { createTestContext, type ApiEnvelope, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { png } from '../../../test/factories/images.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { scheduleLooseUploadSweep, sweepLooseUploads } from './sweep-loose-uploads.job.ts';

/**
 * Loose uploads (issue 21 item 13): /api/upload/single and /multiple count against a per-user
 * quota, and an upload nothing uses is deleted, row and files, 24 hours after upload. Real
 * database, real local storage in the test's temporary DATA_DIR.
 */

let context: TestContext;
let uploadsDir = '';
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  context = await createTestContext();
  uploadsDir = path.join(context.settings.dataDir, 'uploads');
});

afterAll(async () => {
  await context?.close();
});

/** A new approved owner: id and bearer header. */
async function newOwner() {
  const { db } = context.database;
  const user = await createUser(db);
  return { id: user.id, authorization: await signIn(db, context.settings.jwtSecret, user) };
}

/** Records `n` loose uploads of the user directly (their files need not exist). */
async function recordLoose(userId: string, n: number, createdAt = new Date()) {
  await context.database.db.insert(looseUploads).values(
    Array.from({ length: n }, () => ({
      userId,
      storageKey: `images/${randomUUID()}`,
      createdAt,
    })),
  );
}

async function uploadSingle(authorization: string) {
  const form = new FormData();
  form.append('file', new Blob([await png()], { type: 'image/png' }), 'a.png');
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/upload/single',
    headers: { authorization },
    payload: form,
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope>() };
}

async function uploadMany(authorization: string, count: number) {
  const form = new FormData();
  for (let index = 0; index < count; index += 1) {
    form.append('files', new Blob([await png()], { type: 'image/png' }), `${index}.png`);
  }
  const response = await context.app.inject({
    method: 'POST',
    url: '/api/upload/multiple',
    headers: { authorization },
    payload: form,
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope>() };
}

/** The two files of a storage key, as paths on disk. */
function filesOf(key: string): string[] {
  return [`${key}.webp`, `${key}-thumb.webp`].map((file) => path.join(uploadsDir, file));
}

async function rowsOf(userId: string) {
  return context.database.db.select().from(looseUploads).where(eq(looseUploads.userId, userId));
}

async function setCreatedAt(key: string, createdAt: Date) {
  await context.database.db
    .update(looseUploads)
    .set({ createdAt })
    .where(eq(looseUploads.storageKey, key));
}

describe('the quota of unattached uploads', () => {
  it('should refuse an upload past 50 unattached images of a user, storing nothing', async () => {
    const owner = await newOwner();
    await recordLoose(owner.id, MAX_LOOSE_UPLOADS - 1);

    const last = await uploadSingle(owner.authorization);
    expect(last.status).toBe(201);
    const key = (last.body.data as { key: string }).key;
    expect(filesOf(key).every((file) => existsSync(file))).toBe(true);
    expect(await rowsOf(owner.id)).toHaveLength(MAX_LOOSE_UPLOADS);

    const refused = await uploadSingle(owner.authorization);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      error: IMAGE_MESSAGES.looseQuota,
    });
    expect(await rowsOf(owner.id)).toHaveLength(MAX_LOOSE_UPLOADS);

    // Another owner has a quota of their own.
    expect((await uploadSingle((await newOwner()).authorization)).status).toBe(201);
  });

  it('should refuse a batch that does not fit the quota as a whole', async () => {
    const owner = await newOwner();
    await recordLoose(owner.id, MAX_LOOSE_UPLOADS - 1);
    const refused = await uploadMany(owner.authorization, 2);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(IMAGE_MESSAGES.looseQuota);
    expect(await rowsOf(owner.id)).toHaveLength(MAX_LOOSE_UPLOADS - 1);
    expect((await uploadMany(owner.authorization, 1)).status).toBe(201);
  });

  it('should not count uploads older than 24 hours', async () => {
    const owner = await newOwner();
    await recordLoose(owner.id, MAX_LOOSE_UPLOADS, new Date(Date.now() - 25 * HOUR_MS));
    expect((await uploadSingle(owner.authorization)).status).toBe(201);
  });
});

describe('the 24-hour clean-up', () => {
  it('should delete a 25-hour-old loose upload, row and files, and keep a fresh one', async () => {
    const owner = await newOwner();
    const old = (await uploadSingle(owner.authorization)).body.data as { key: string };
    const fresh = (await uploadSingle(owner.authorization)).body.data as { key: string };
    await setCreatedAt(old.key, new Date(Date.now() - 25 * HOUR_MS));

    const result = await sweepLooseUploads({
      db: context.database.db,
      storage: context.app.imageStorage,
    });
    expect(result.deleted).toBeGreaterThanOrEqual(1);

    const rows = await rowsOf(owner.id);
    expect(rows.map((row) => row.storageKey)).toEqual([fresh.key]);
    for (const file of filesOf(old.key)) expect(existsSync(file), file).toBe(false);
    for (const file of filesOf(fresh.key)) expect(existsSync(file), file).toBe(true);
  });

  it('should keep an old loose upload that a hostel photo uses, marked attached', async () => {
    const owner = await newOwner();
    const upload = (await uploadSingle(owner.authorization)).body.data as {
      key: string;
      url: string;
      thumbnail_url: string;
    };
    const hostel = await createHostel(context.database.db, { ownerId: owner.id });
    await context.database.db.insert(hostelImages).values({
      hostelId: hostel.id,
      imageUrl: upload.url,
      thumbnailUrl: upload.thumbnail_url,
      storageKey: upload.key,
      isPrimary: true,
      displayOrder: 0,
    });
    await setCreatedAt(upload.key, new Date(Date.now() - 25 * HOUR_MS));

    await sweepLooseUploads({ db: context.database.db, storage: context.app.imageStorage });

    const [row] = await rowsOf(owner.id);
    expect(row?.attachedAt).toBeInstanceOf(Date);
    for (const file of filesOf(upload.key)) expect(existsSync(file), file).toBe(true);
    // Attached, it no longer counts against the quota.
    await recordLoose(owner.id, MAX_LOOSE_UPLOADS - 1);
    expect((await uploadSingle(owner.authorization)).status).toBe(201);
  });

  it('should sweep on its interval once the app is ready, and stop when it closes', async () => {
    const owner = await newOwner();
    const expired = new Date(Date.now() - 25 * HOUR_MS);
    const app = Fastify({ logger: false });
    scheduleLooseUploadSweep(
      app,
      { db: context.database.db, storage: context.app.imageStorage },
      20,
    );
    await app.ready();
    await recordLoose(owner.id, 1, expired);
    await expect.poll(async () => (await rowsOf(owner.id)).length, { timeout: 5_000 }).toBe(0);

    await app.close();
    await recordLoose(owner.id, 1, expired);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await rowsOf(owner.id)).toHaveLength(1);
  });
});

describe('a deleted account', () => {
  it("should remove the account's loose uploads, rows and files", async () => {
    const { db } = context.database;
    const password = 'Lahore@2026';
    const user = await createUser(db, { passwordHash: await hashPassword(password) });
    const authorization = await signIn(db, context.settings.jwtSecret, user);
    const upload = await uploadSingle(authorization);
    expect(upload.status).toBe(201);
    const { key } = upload.body.data as { key: string };
    expect(filesOf(key).every((file) => existsSync(file))).toBe(true);

    const deleted = await context.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: { authorization },
      payload: { password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(filesOf(key).some((file) => existsSync(file))).toBe(false);
    expect(await db.select().from(looseUploads).where(eq(looseUploads.storageKey, key))).toEqual(
      [],
    );
  });
});
