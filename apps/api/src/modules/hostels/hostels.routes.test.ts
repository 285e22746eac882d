import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostels } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createHostel, createUser } from '../../../test/factories/hostels.ts';

let context: TestContext;
const approvedIds: string[] = [];
let pendingId = '';
let rejectedId = '';

beforeAll(async () => {
  context = await createTestContext();
  const { db } = context.database;
  const owner = await createUser(db);
  for (let index = 0; index < 13; index += 1) {
    const hostel = await createHostel(db, {
      ownerId: owner.id,
      createdAt: new Date(Date.UTC(2026, 0, 1 + index)),
    });
    approvedIds.push(hostel.id);
  }
  pendingId = (await createHostel(db, { ownerId: owner.id, status: 'pending' })).id;
  rejectedId = (await createHostel(db, { ownerId: owner.id, status: 'rejected' })).id;
});

afterAll(async () => {
  await context?.close();
});

async function get(url: string) {
  const response = await context.app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/enhanced-hostels', () => {
  it('should list only approved hostels to the public', async () => {
    const { status, body } = await get('/api/enhanced-hostels?limit=50');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const ids = body.data.map((hostel: { id: string }) => hostel.id);
    expect(ids.sort()).toEqual([...approvedIds].sort());
    expect(ids).not.toContain(pendingId);
    expect(ids).not.toContain(rejectedId);
    for (const hostel of body.data) expect(hostel.status).toBe('approved');
  });

  it('should paginate with totals, newest first', async () => {
    const first = await get('/api/enhanced-hostels?page=1&limit=5');
    expect(first.body.pagination).toEqual({
      page: 1,
      limit: 5,
      total: 13,
      total_pages: 3,
      total_exact: true,
      next_cursor: expect.any(String),
    });
    expect(first.body.data).toHaveLength(5);
    expect(first.body.data[0].id).toBe(approvedIds[12]);

    const last = await get('/api/enhanced-hostels?page=3&limit=5');
    // The last page offers no cursor to a page after it (issue 28).
    expect(last.body.pagination).toEqual({
      page: 3,
      limit: 5,
      total: 13,
      total_pages: 3,
      total_exact: true,
      next_cursor: null,
    });
    expect(last.body.data).toHaveLength(3);
    expect(last.body.data[2].id).toBe(approvedIds[0]);

    const beyond = await get('/api/enhanced-hostels?page=9&limit=5');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data).toEqual([]);
  });

  it('should default to page 1 and 10 per page', async () => {
    const { body } = await get('/api/enhanced-hostels');
    expect(body.pagination).toMatchObject({ page: 1, limit: 10, total: 13, total_pages: 2 });
    expect(body.data).toHaveLength(10);
  });

  it('should shape each hostel as the spec names its fields', async () => {
    const { body } = await get('/api/enhanced-hostels?limit=1');
    const [hostel] = body.data;
    expect(hostel).toMatchObject({
      price_range: '8000-12000',
      location_type: 'city',
      cities: { name: 'Lahore', province: 'Punjab' },
      facilities: [],
      mess_available: false,
      image_url: null,
      image_count: 0,
    });
    expect(['male', 'female']).toContain(hostel.gender_category);
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['limit=500', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=0', 'limit'],
    ['page=1.5', 'page'],
  ])('should refuse %s with a 400 naming the field', async (query, field) => {
    const { status, body } = await get(`/api/enhanced-hostels?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(body.error).toContain(field);
    expect(body.details[0].field).toBe(field);
  });
});

describe('GET /api/enhanced-hostels/:id', () => {
  it('should return an approved hostel with its details', async () => {
    const id = approvedIds[0] ?? '';
    const { status, body } = await get(`/api/enhanced-hostels/${id}`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      id,
      status: 'approved',
      hostel_images: [],
      hostel_mess_info: [],
      mess_info: null,
      rooms: [],
    });
  });

  it('should answer 404 for an unknown id', async () => {
    const { status, body } = await get(
      '/api/enhanced-hostels/7d1c3b9e-4f0a-4c2b-9a6e-2f1e0d9c8b7a',
    );
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, error: 'Hostel not found', code: 'HOSTEL_NOT_FOUND' });
  });

  it('should answer 404 to guests for pending and rejected hostels', async () => {
    for (const id of [pendingId, rejectedId]) {
      const { status, body } = await get(`/api/enhanced-hostels/${id}`);
      expect(status).toBe(404);
      expect(body.code).toBe('HOSTEL_NOT_FOUND');
    }
  });

  it('should refuse an id that is not a uuid with a 400', async () => {
    const { status, body } = await get('/api/enhanced-hostels/not-a-uuid');
    expect(status).toBe(400);
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.error).toContain('id');
  });
});

describe('unknown API routes', () => {
  it('should answer a JSON 404 envelope, never the web app', async () => {
    const { status, body } = await get('/api/no-such-route');
    expect(status).toBe(404);
    expect(body).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});

describe('database state after reads', () => {
  it('should leave the hostels untouched', async () => {
    const count = await context.database.db.$count(hostels);
    expect(count).toBe(15);
  });
});
