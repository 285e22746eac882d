import { AppError, ListHostelsQuerySchema } from '@hostelhub/shared';
import { describe, expect, it, vi, type Mock } from 'vitest';
import type { Actor } from '../../lib/actor.ts';
import type { HostelsRepository } from './hostels.repository.ts';
import { createHostelsService } from './hostels.service.ts';

const UNIVERSITY_ID = '33333333-3333-4333-8333-333333333333';
const HOSTEL_ID = '22222222-2222-4222-8222-222222222222';

function actor(role: Actor['role']): Actor {
  return { id: 'caller', role, ownerApprovalStatus: null, sessionId: 'session' };
}

type FakeHostels = { [K in keyof HostelsRepository]: Mock<HostelsRepository[K]> };

function fakeHostels(overrides: Partial<FakeHostels> = {}): FakeHostels {
  return {
    listSummaries: vi.fn<HostelsRepository['listSummaries']>().mockResolvedValue({
      items: [],
      total: 0,
      totalExact: true,
    }),
    listSummariesByIds: vi.fn(),
    findSummaryById: vi.fn(),
    findAccess: vi.fn(),
    findUniversityLocation: vi
      .fn<HostelsRepository['findUniversityLocation']>()
      .mockResolvedValue({ lat: 31.496, lng: 74.299 }),
    findDetailColumns: vi.fn(),
    // Drizzle query builders are thenables; an empty list stands in for them.
    listImages: vi.fn(() => Promise.resolve([]) as never),
    listMessInfo: vi.fn(() => Promise.resolve([]) as never),
    listMapMarkersJson: vi.fn(),
    mapViewJson: vi.fn(),
    matchingFilterSets: vi.fn(),
    forgetNames: vi.fn(),
    refreshReplyBadges: vi.fn(),
    // Issue 42: no search here names a university.
    findNearUniversity: vi.fn(),
    countInside: vi.fn(),
    // Issue 46: the list as ready-made cards, and the middle sizes it records.
    listCards: vi.fn(),
    recordMediumSizes: vi.fn(),
    ...overrides,
  };
}

function serviceWith(hostels: HostelsRepository) {
  return createHostelsService({ hostels, rooms: { listForHostel: vi.fn().mockResolvedValue([]) } });
}

const query = (text: Record<string, string>) => ListHostelsQuerySchema.parse(text);

describe('hostels service: list', () => {
  it.each([
    [null, 'UNAUTHORIZED'],
    [actor('student'), 'FORBIDDEN'],
    [actor('owner'), 'FORBIDDEN'],
  ] as const)(
    'should refuse pending hostels to %j before reading anything',
    async (caller, code) => {
      const hostels = fakeHostels();
      const error = await serviceWith(hostels)
        .list(caller, query({ status: 'pending' }))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe(code);
      expect(hostels.listSummaries).not.toHaveBeenCalled();
    },
  );

  it('should pass an admin the status asked for, approved by default', async () => {
    const hostels = fakeHostels();
    const service = serviceWith(hostels);
    await service.list(actor('admin'), query({ status: 'rejected' }));
    await service.list(actor('admin'), query({}));
    expect(hostels.listSummaries.mock.calls.map(([q]) => q.status)).toEqual([
      'rejected',
      'approved',
    ]);
  });

  it('should measure from lat/lng without looking the university up', async () => {
    const hostels = fakeHostels();
    await serviceWith(hostels).list(
      null,
      query({ lat: '31.5', lng: '74.3', university_id: UNIVERSITY_ID }),
    );
    expect(hostels.findUniversityLocation).not.toHaveBeenCalled();
    expect(hostels.listSummaries.mock.calls[0]?.[0].origin).toEqual({ lat: 31.5, lng: 74.3 });
  });

  it("should measure from the university's campus when there is no lat/lng", async () => {
    const hostels = fakeHostels();
    await serviceWith(hostels).list(null, query({ university_id: UNIVERSITY_ID }));
    expect(hostels.findUniversityLocation).toHaveBeenCalledWith(UNIVERSITY_ID);
    expect(hostels.listSummaries.mock.calls[0]?.[0]).toMatchObject({
      origin: { lat: 31.496, lng: 74.299 },
      filters: { university_id: UNIVERSITY_ID },
    });
  });

  it('should turn page and limit into an offset and count the pages', async () => {
    const hostels = fakeHostels({
      listSummaries: vi
        .fn<HostelsRepository['listSummaries']>()
        .mockResolvedValue({ items: [], total: 21, totalExact: true }),
    });
    const page = await serviceWith(hostels).list(null, query({ page: '3', limit: '5' }));
    expect(hostels.listSummaries).toHaveBeenCalledWith(
      expect.objectContaining({ limit: 5, offset: 10 }),
    );
    expect(page.pagination).toEqual({
      page: 3,
      limit: 5,
      total: 21,
      total_pages: 5,
      total_exact: true,
      next_cursor: null,
    });
  });
});

describe('hostels service: searchByUniversity', () => {
  it('should answer NOT_FOUND when the university has no location', async () => {
    const hostels = fakeHostels({
      findUniversityLocation: vi
        .fn<HostelsRepository['findUniversityLocation']>()
        .mockResolvedValue(undefined),
    });
    const error = await serviceWith(hostels)
      .searchByUniversity({ university_id: UNIVERSITY_ID, radius_km: 10, page: 1, limit: 10 })
      .catch((caught: unknown) => caught);
    expect((error as AppError).code).toBe('NOT_FOUND');
    expect((error as AppError).message).toBe('University not found');
  });

  it('should search approved hostels nearest first within the radius', async () => {
    const hostels = fakeHostels();
    await serviceWith(hostels).searchByUniversity({
      university_id: UNIVERSITY_ID,
      radius_km: 3,
      page: 1,
      limit: 10,
    });
    expect(hostels.listSummaries.mock.calls[0]?.[0]).toMatchObject({
      status: 'approved',
      origin: { lat: 31.496, lng: 74.299 },
      radiusKm: 3,
      sort: 'distance',
    });
  });
});

describe('hostels service: getDetail', () => {
  const summary = {
    id: HOSTEL_ID,
    ownerId: 'owner',
    name: 'A',
    description: '',
    address: '',
    formattedAddress: null,
    priceRange: null,
    genderCategory: 'male' as const,
    locationType: 'city' as const,
    status: 'approved' as const,
    latitude: null,
    longitude: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    cityId: null,
    cityName: null,
    cityNameUr: null,
    cityProvince: null,
    townId: null,
    townName: null,
    townNameUr: null,
    universityId: null,
    universityName: null,
    universityNameUr: null,
    facilities: [],
    roomTypes: [],
    messAvailable: false,
    imageUrl: null,
    imageFullUrl: null,
    imageCount: 0,
    distanceKm: null,
  };
  const columns = (showOwnerContact: boolean) => ({
    rules: null,
    contactPhone: null,
    contactPhoneVerified: false,
    updatedAt: new Date('2026-01-02T00:00:00Z'),
    showOwnerContact,
    owner: { fullName: 'Owner', email: 'owner@example.pk', phone: null, city: 'Lahore' },
  });

  it.each([
    [true, { full_name: 'Owner', email: 'owner@example.pk', phone: null, city: 'Lahore' }],
    [false, null],
  ])('should show the owner contact only when allowed (%s)', async (allowed, owner) => {
    const hostels = fakeHostels({
      findSummaryById: vi.fn().mockResolvedValue(summary),
      findDetailColumns: vi.fn().mockResolvedValue(columns(allowed)),
    });
    const detail = await serviceWith(hostels).getDetail(null, HOSTEL_ID);
    expect(detail.owner).toEqual(owner);
  });

  it.each([
    ['a guest', null],
    ['a student', actor('student')],
    ['another owner', actor('owner')],
  ])('should hide a pending hostel from %s as not found', async (_who, caller) => {
    const hostels = fakeHostels({
      findSummaryById: vi.fn().mockResolvedValue({ ...summary, status: 'pending' }),
    });
    const error = await serviceWith(hostels)
      .getDetail(caller, HOSTEL_ID)
      .catch((caught: unknown) => caught);
    expect((error as AppError).code).toBe('HOSTEL_NOT_FOUND');
    expect(hostels.findDetailColumns).not.toHaveBeenCalled();
  });
});
