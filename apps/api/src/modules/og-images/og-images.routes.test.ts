import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { imageForm, jpegWithGps } from '../../../test/factories/images.ts';
import { signIn } from '../../../test/factories/sessions.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { ogImagePath } from './og-image-path.logic.ts';

/**
 * The link-preview image (issue 25): GET /og/hostels/{id}.jpg answers a 1200 x 630 JPEG cut
 * from the approved hostel's primary photo, or the branded picture for a hostel without
 * photos, cacheable for a day; unknown, pending and rejected hostels have none (404).
 */

let context: TestContext;
let authorization = '';
let ownerId = '';

beforeAll(async () => {
  context = await createTestContext();
  const owner = await createUser(context.database.db);
  ownerId = owner.id;
  authorization = await signIn(context.database.db, context.settings.jwtSecret, owner);
});

afterAll(async () => {
  await context?.close();
});

async function fetchPreview(hostelId: string) {
  return context.app.inject({ method: 'GET', url: ogImagePath(hostelId) });
}

/** The picture's mean colour, channel by channel (0-255). */
async function meanColour(jpeg: Buffer): Promise<number[]> {
  const { channels } = await sharp(jpeg).stats();
  return channels.slice(0, 3).map((channel) => Math.round(channel.mean));
}

describe('GET /og/hostels/:id.jpg', () => {
  it("should answer a 1200 x 630 JPEG cut from the hostel's primary photo, cacheable for a day", async () => {
    const hostelId = (await createHostel(context.database.db, { ownerId })).id;
    // A tall photo: a cover crop, never a stretched or letterboxed one.
    const upload = await context.app.inject({
      method: 'POST',
      url: `/api/images/hostels/${hostelId}`,
      headers: { authorization },
      payload: imageForm(await jpegWithGps(900, 1400)),
    });
    expect(upload.statusCode).toBe(201);

    const response = await fetchPreview(hostelId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // The photo's colour (30, 120, 110), not the brand teal.
    const [red, green, blue] = await meanColour(response.rawPayload);
    expect(Math.abs(red! - 30)).toBeLessThan(8);
    expect(Math.abs(green! - 120)).toBeLessThan(8);
    expect(Math.abs(blue! - 110)).toBeLessThan(8);

    // Served again from the cache: the same bytes.
    const again = await fetchPreview(hostelId);
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('should answer the branded 1200 x 630 picture for a hostel without photos', async () => {
    const hostelId = (await createHostel(context.database.db, { ownerId })).id;
    const response = await fetchPreview(hostelId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    // Mostly the brand teal #0f766e (15, 118, 110), lightened a little by the white name.
    const [red, green, blue] = await meanColour(response.rawPayload);
    expect(red).toBeLessThan(70);
    expect(green).toBeGreaterThan(110);
    expect(blue).toBeGreaterThan(100);
  });

  it('should answer 404 for a pending, a rejected or an unknown hostel, and a malformed id', async () => {
    const pending = (await createHostel(context.database.db, { ownerId, status: 'pending' })).id;
    const rejected = (await createHostel(context.database.db, { ownerId, status: 'rejected' })).id;
    for (const id of [pending, rejected, randomUUID(), 'not-a-hostel']) {
      const response = await fetchPreview(id);
      expect(response.statusCode, id).toBe(404);
      expect(response.json<{ code: string }>().code).toBe('HOSTEL_NOT_FOUND');
    }
  });
});
