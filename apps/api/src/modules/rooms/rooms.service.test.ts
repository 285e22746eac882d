import { AppError, HostelRoomsQuerySchema, RoomSearchSchema } from '@hostelhub/shared';
import { describe, expect, it, vi } from 'vitest';
import type { Actor } from '../../lib/actor.ts';
import type { HostelAccess, RoomsRepository } from './rooms.repository.ts';
import { canViewHostel } from '../../lib/listing-access.ts';
import { createRoomsService } from './rooms.service.ts';

const OWNER_ID = '11111111-1111-4111-8111-111111111111';
const HOSTEL_ID = '22222222-2222-4222-8222-222222222222';

function actor(role: Actor['role'], id = 'someone-else'): Actor {
  return { id, role, ownerApprovalStatus: null, sessionId: 'session' };
}

function fakeRepository(overrides: Partial<RoomsRepository> = {}): RoomsRepository {
  return {
    imagesByRoom: vi.fn(),
    withImages: vi.fn(),
    listForHostel: vi.fn(),
    findHostelAccess: vi.fn(),
    listPageForHostel: vi.fn().mockResolvedValue({ items: [], total: 0 }),
    findByIdWithHostelAccess: vi.fn(),
    searchApproved: vi.fn().mockResolvedValue({ items: [], total: 0 }),
    findRowWithHostelAccess: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    listForOwner: vi.fn(),
    ...overrides,
  };
}

describe('canViewHostel', () => {
  const pending: HostelAccess = { id: HOSTEL_ID, status: 'pending', ownerId: OWNER_ID };

  it('should show an approved hostel to everyone, guests included', () => {
    const approved = { ...pending, status: 'approved' as const };
    expect(canViewHostel(null, approved)).toBe(true);
    expect(canViewHostel(actor('student'), approved)).toBe(true);
  });

  it.each([
    ['a guest', null, false],
    ['a student', actor('student'), false],
    ['another owner', actor('owner'), false],
    ['a student whose id is the owner id', actor('student', OWNER_ID), false],
    ['its owner', actor('owner', OWNER_ID), true],
    ['an admin', actor('admin'), true],
  ])('should answer %s for a pending hostel with %s', (_who, caller, expected) => {
    expect(canViewHostel(caller, pending)).toBe(expected);
    expect(canViewHostel(caller, { ...pending, status: 'rejected' })).toBe(expected);
  });
});

describe('createRoomsService', () => {
  it('should check the hostel before reading its rooms', async () => {
    const listPageForHostel = vi.fn();
    const repository = fakeRepository({
      findHostelAccess: vi
        .fn()
        .mockResolvedValue({ id: HOSTEL_ID, status: 'pending', ownerId: OWNER_ID }),
      listPageForHostel,
    });
    const service = createRoomsService(repository);
    const query = HostelRoomsQuerySchema.parse({});
    await expect(service.listHostelRooms(null, HOSTEL_ID, query)).rejects.toMatchObject({
      code: 'HOSTEL_NOT_FOUND',
    });
    expect(listPageForHostel).not.toHaveBeenCalled();
  });

  it('should turn page and limit into an offset and count the pages', async () => {
    const listPageForHostel = vi.fn().mockResolvedValue({ items: [], total: 21 });
    const repository = fakeRepository({
      findHostelAccess: vi
        .fn()
        .mockResolvedValue({ id: HOSTEL_ID, status: 'approved', ownerId: OWNER_ID }),
      listPageForHostel,
    });
    const service = createRoomsService(repository);
    const query = HostelRoomsQuerySchema.parse({ page: '3', limit: '5', min_price: '100' });
    const result = await service.listHostelRooms(null, HOSTEL_ID, query);
    expect(listPageForHostel).toHaveBeenCalledWith(
      HOSTEL_ID,
      { availability: 'all', minPrice: 100, maxPrice: undefined },
      { limit: 5, offset: 10 },
    );
    expect(result.pagination).toEqual({ page: 3, limit: 5, total: 21, total_pages: 5 });
  });

  it('should answer NOT_FOUND for an unknown room and for a hidden one alike', async () => {
    const hidden = fakeRepository({
      findByIdWithHostelAccess: vi.fn().mockResolvedValue({
        room: {},
        hostel: { id: HOSTEL_ID, status: 'rejected', ownerId: OWNER_ID },
      }),
    });
    const unknown = fakeRepository({
      findByIdWithHostelAccess: vi.fn().mockResolvedValue(undefined),
    });
    for (const repository of [hidden, unknown]) {
      const error = await createRoomsService(repository)
        .getRoom(actor('owner'), HOSTEL_ID)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Room not found' });
    }
  });

  it('should pass every search filter to the repository', async () => {
    const searchApproved = vi.fn().mockResolvedValue({ items: [], total: 0 });
    const repository = fakeRepository({ searchApproved });
    const query = RoomSearchSchema.parse({
      hostel_id: HOSTEL_ID,
      city: 'Lahore',
      gender_category: 'female',
      room_types: 'single',
      min_price: 1000,
      max_price: 9000,
      availability: 'available',
      page: 2,
      limit: 20,
    });
    await createRoomsService(repository).searchRooms(query);
    expect(searchApproved).toHaveBeenCalledWith(
      {
        hostelId: HOSTEL_ID,
        city: 'Lahore',
        genderCategory: 'female',
        roomTypes: ['single'],
        availability: 'available',
        minPrice: 1000,
        maxPrice: 9000,
      },
      { limit: 20, offset: 20 },
    );
  });
});
