import { randomUUID } from 'node:crypto';
import {
  COMPARE_MESSAGES,
  CompareResultSchema,
  distanceKm,
  successEnvelope,
} from '@hostelhub/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import {
  addFacilities,
  createHostelImage,
  createMessInfo,
  findUniversity,
} from '../../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';
import { createRoom } from '../../../test/factories/rooms.ts';

/** GET /api/enhanced-hostels/compare (issue 29 'Compare and recently viewed'). */

const Answer = successEnvelope(CompareResultSchema);
const POINT = { lat: 31.5, lng: 74.3 };

let context: TestContext;
const ids = { first: '', second: '', third: '', pending: '', rejected: '', unlocated: '' };
const places = { punjab: { id: '', lat: 0, lng: 0 } };

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  const punjab = await findUniversity(db, 'University of the Punjab');
  places.punjab = { id: punjab.id, lat: punjab.latitude ?? 0, lng: punjab.longitude ?? 0 };

  const first = await createHostel(db, {
    ownerId: owner.id,
    name: 'Compare One',
    latitude: POINT.lat,
    longitude: POINT.lng,
  });
  const second = await createHostel(db, { ownerId: owner.id, name: 'Compare Two' });
  const third = await createHostel(db, { ownerId: owner.id, name: 'Compare Three' });
  ids.first = first.id;
  ids.second = second.id;
  ids.third = third.id;
  ids.pending = (await createHostel(db, { ownerId: owner.id, status: 'pending' })).id;
  ids.rejected = (await createHostel(db, { ownerId: owner.id, status: 'rejected' })).id;
  ids.unlocated = (
    await createHostel(db, { ownerId: owner.id, latitude: null, longitude: null })
  ).id;

  await addFacilities(db, first.id, ['WiFi', 'Laundry']);
  await createMessInfo(db, first.id, { messAvailable: true, monthlyPrice: 7000 });
  await createHostelImage(db, first.id, { isPrimary: true });
  await createRoom(db, first.id, { pricePerMonth: 12_000, maxOccupancy: 3, currentOccupancy: 1 });
});

afterAll(async () => {
  await context?.close();
});

async function compare(query: string, headers: Record<string, string> = {}) {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/enhanced-hostels/compare?${query}`,
    headers,
  });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/enhanced-hostels/compare', () => {
  it('should answer the hostels in the order asked, with photos, rooms and mess', async () => {
    const { status, body } = await compare(`ids=${ids.third},${ids.first},${ids.second}`);
    expect(status).toBe(200);
    const data = Answer.parse(body).data;
    expect(data.hostels.map((hostel) => hostel.id)).toEqual([ids.third, ids.first, ids.second]);
    const first = data.hostels[1];
    expect(first?.facilities.toSorted()).toEqual(['Laundry', 'WiFi']);
    expect(first?.mess_info).toMatchObject({ mess_available: true, monthly_price: 7000 });
    expect(first?.hostel_images).toHaveLength(1);
    expect(first?.rooms).toEqual([
      expect.objectContaining({ price_per_month: 12_000, max_occupancy: 3, current_occupancy: 1 }),
    ]);
    // No distance without a university.
    expect(first?.distance_km).toBeNull();
  });

  it('should not carry what only the detail view shows (owner contact, rules)', async () => {
    const { body } = await compare(`ids=${ids.first}`);
    const [first] = (body as { data: { hostels: Record<string, unknown>[] } }).data.hostels;
    expect(first).not.toHaveProperty('owner');
    expect(first).not.toHaveProperty('contact_phone');
    expect(first).not.toHaveProperty('rules');
  });

  it("should measure each hostel's distance from the chosen university's campus", async () => {
    const { body } = await compare(
      `ids=${ids.first},${ids.unlocated}&university_id=${places.punjab.id}`,
    );
    const [first, unlocated] = Answer.parse(body).data.hostels;
    const expected = distanceKm(places.punjab, POINT);
    expect(Math.abs((first?.distance_km ?? -1) - expected)).toBeLessThanOrEqual(0.006);
    expect(unlocated?.distance_km).toBeNull();
  });

  it('should answer an unknown university with no distances, not an error', async () => {
    const { status, body } = await compare(`ids=${ids.first}&university_id=${randomUUID()}`);
    expect(status).toBe(200);
    expect(Answer.parse(body).data.hostels[0]?.distance_km).toBeNull();
  });

  it('should skip unknown ids and values that are no id', async () => {
    const { status, body } = await compare(`ids=${randomUUID()},${ids.second},not-an-id`);
    expect(status).toBe(200);
    expect(Answer.parse(body).data.hostels.map((hostel) => hostel.id)).toEqual([ids.second]);
  });

  it('should leave out pending and rejected hostels, even for their owner', async () => {
    const { body } = await compare(`ids=${ids.pending},${ids.first},${ids.rejected}`);
    expect(Answer.parse(body).data.hostels.map((hostel) => hostel.id)).toEqual([ids.first]);
  });

  it('should count an id given twice once', async () => {
    const { status, body } = await compare(
      `ids=${ids.first},${ids.first},${ids.second},${ids.third}`,
    );
    expect(status).toBe(200);
    expect(Answer.parse(body).data.hostels).toHaveLength(3);
  });

  it('should refuse more than 3 hostels with 400 and a clear message', async () => {
    const { status, body } = await compare(
      `ids=${ids.first},${ids.second},${ids.third},${ids.unlocated}`,
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({
      success: false,
      code: 'VALIDATION_ERROR',
      error: COMPARE_MESSAGES.tooMany,
      details: [{ field: 'ids', message: COMPARE_MESSAGES.tooMany }],
    });
  });

  it('should refuse more than 3 hostels in Urdu to an Urdu reader', async () => {
    const { status, body } = await compare(
      `ids=${ids.first},${ids.second},${ids.third},${ids.unlocated}`,
      { 'accept-language': 'ur' },
    );
    expect(status).toBe(400);
    expect((body as { error: string }).error).toMatch(/[\u0600-\u06FF]/);
  });

  it('should answer nothing to compare without ids', async () => {
    const { status, body } = await compare('');
    expect(status).toBe(200);
    expect(Answer.parse(body).data.hostels).toEqual([]);
  });

  it('should refuse a university_id that is no id', async () => {
    const { status } = await compare(`ids=${ids.first}&university_id=lums`);
    expect(status).toBe(400);
  });
});
