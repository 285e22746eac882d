import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHostelImage } from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { imageForm, jpegWithGps } from '../../../test/factories/images.ts';
import { createRoom } from '../../../test/factories/rooms.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createTestContext, type ApiEnvelope, type TestContext } from '../../../test/helpers.ts';
import { backfillPhotoSizes, schedulePhotoSizeBackfill } from './backfill-photo-sizes.job.ts';

/**
 * The photos' stored sizes (issue 25): every upload stores an 800 px middle size beside the
 * full image and the thumbnail, answers list the sizes as a srcset, and photos stored before
 * the middle size existed get it from the backfill, named in srcsets only once it is stored.
 */

let context: TestContext;
let authorization = '';
let ownerId = '';

beforeAll(async () => {
  context = await createTestContext();
  const owner = await createUser(context.database.db);
  ownerId = owner.id;
  // An administrator uploads: their photos show at once, where an owner's photos of an
  // approved hostel wait for review (issue 26).
  const admin = await createUser(context.database.db, { role: 'admin', ownerApprovalStatus: null });
  authorization = await signIn(context.database.db, context.settings.jwtSecret, admin);
});

afterAll(async () => {
  await context?.close();
});

interface Photo {
  image_url: string;
  thumbnail_url: string;
  srcset: string | null;
}

async function get(url: string) {
  const response = await context.app.inject({ method: 'GET', url });
  return response;
}

async function widthOf(url: string): Promise<number | undefined> {
  const response = await get(url);
  expect(response.statusCode).toBe(200);
  const meta = await sharp(response.rawPayload).metadata();
  expect(meta.format).toBe('webp');
  return meta.width;
}

async function detailOf(hostelId: string) {
  const response = await get(`/api/enhanced-hostels/${hostelId}`);
  expect(response.statusCode).toBe(200);
  return response.json<ApiEnvelope>().data as {
    image_srcset: string | null;
    hostel_images: Photo[];
    rooms: { room_images: Photo[] }[];
  };
}

describe('uploads', () => {
  it('should store an 800 px middle size and answer the three sizes as a srcset', async () => {
    const hostelId = (await createHostel(context.database.db, { ownerId })).id;
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/images/hostels/${hostelId}`,
      headers: { authorization },
      payload: imageForm(await jpegWithGps(3000, 2000)),
    });
    expect(response.statusCode).toBe(201);
    const photo = response.json<ApiEnvelope>().data as Photo;
    const medium = photo.image_url.replace(/\.webp$/, '-medium.webp');

    expect(await widthOf(medium)).toBe(800);
    expect(photo.srcset).toBe(
      `${photo.thumbnail_url} 400w, ${medium} 800w, ${photo.image_url} 1600w`,
    );
    // The detail dialog's gallery and the card in the list carry the same sizes.
    const detail = await detailOf(hostelId);
    expect(detail.hostel_images[0]?.srcset).toBe(photo.srcset);
    expect(detail.image_srcset).toBe(photo.srcset);
    const list = await get('/api/enhanced-hostels?limit=50');
    const card = (list.json<ApiEnvelope>().data as { id: string; image_srcset: string }[]).find(
      (hostel) => hostel.id === hostelId,
    );
    expect(card?.image_srcset).toBe(photo.srcset);
  });

  it('should give room photos their sizes too', async () => {
    const hostelId = (await createHostel(context.database.db, { ownerId })).id;
    const room = await createRoom(context.database.db, hostelId);
    const response = await context.app.inject({
      method: 'POST',
      url: `/api/images/rooms/${room.id}`,
      headers: { authorization },
      payload: imageForm(await jpegWithGps(1200, 900)),
    });
    expect(response.statusCode).toBe(201);
    const photo = response.json<ApiEnvelope>().data as Photo;
    expect(photo.srcset).toContain('-medium.webp 800w');
    const detail = await detailOf(hostelId);
    expect(detail.rooms[0]?.room_images[0]?.srcset).toBe(photo.srcset);
  });
});

/** Stores an earlier upload under `key`: the full image and its thumbnail only. */
async function storeWithoutMiddleSize(key: string): Promise<void> {
  const storage = context.app.imageStorage;
  const picture = sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#3a7' },
  });
  await storage.put(`${key}.webp`, await picture.clone().webp().toBuffer(), 'image/webp');
  await storage.put(
    `${key}-thumb.webp`,
    await picture.clone().resize(400).webp().toBuffer(),
    'image/webp',
  );
}

describe('photos stored before the middle size', () => {
  it('should leave the middle size out until the backfill has stored it, then name it', async () => {
    const { db } = context.database;
    const storage = context.app.imageStorage;
    const key = 'images/stored-before-issue-25';
    await storeWithoutMiddleSize(key);
    const hostelId = (await createHostel(db, { ownerId })).id;
    await createHostelImage(db, hostelId, {
      imageUrl: storage.url(`${key}.webp`),
      thumbnailUrl: storage.url(`${key}-thumb.webp`),
      storageKey: key,
      isPrimary: true,
    });

    const before = await detailOf(hostelId);
    expect(before.hostel_images[0]?.srcset).toBe(
      `/uploads/${key}-thumb.webp 400w, /uploads/${key}.webp 1600w`,
    );
    expect((await get(`/uploads/${key}-medium.webp`)).statusCode).toBe(404);

    const result = await backfillPhotoSizes({ db, storage });
    expect(result.created).toBe(1);
    expect(await widthOf(`/uploads/${key}-medium.webp`)).toBe(800);
    context.app.browseCache.clear();
    const after = await detailOf(hostelId);
    expect(after.hostel_images[0]?.srcset).toBe(
      `/uploads/${key}-thumb.webp 400w, /uploads/${key}-medium.webp 800w, /uploads/${key}.webp 1600w`,
    );

    // A second run has nothing left to do.
    expect(await backfillPhotoSizes({ db, storage })).toMatchObject({ created: 0, found: 0 });
  });

  it('should skip a photo whose file cannot be read, and keep its srcset without the middle size', async () => {
    const { db } = context.database;
    const hostelId = (await createHostel(db, { ownerId })).id;
    const missing = await createHostelImage(db, hostelId, { isPrimary: true });

    const result = await backfillPhotoSizes({ db, storage: context.app.imageStorage });
    expect(result.skipped).toBeGreaterThanOrEqual(1);
    context.app.browseCache.clear();
    const detail = await detailOf(hostelId);
    expect(detail.hostel_images[0]?.srcset).toBe(
      `${missing.thumbnailUrl} 400w, ${missing.imageUrl} 1600w`,
    );
  });

  it('should run the backfill when the server process starts, and clear the browse cache', async () => {
    const { db } = context.database;
    const storage = context.app.imageStorage;
    const key = 'images/stored-before-start';
    await storeWithoutMiddleSize(key);
    const hostelId = (await createHostel(db, { ownerId })).id;
    await createHostelImage(db, hostelId, {
      imageUrl: storage.url(`${key}.webp`),
      thumbnailUrl: storage.url(`${key}-thumb.webp`),
      storageKey: key,
      isPrimary: true,
    });

    const server = Fastify();
    const onConfirmed = vi.fn();
    schedulePhotoSizeBackfill(server, { db, storage, onConfirmed });
    await server.ready();
    try {
      await vi.waitFor(() => expect(onConfirmed).toHaveBeenCalled(), { timeout: 10_000 });
    } finally {
      await server.close();
    }
    expect(await widthOf(`/uploads/${key}-medium.webp`)).toBe(800);
  });
});
