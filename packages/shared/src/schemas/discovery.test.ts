import { describe, expect, it } from 'vitest';
import {
  HostelRoomsQuerySchema,
  ListHostelsQuerySchema,
  LocationSearchSchema,
  MapHostelsQuerySchema,
} from './discovery.ts';

describe('ListHostelsQuerySchema', () => {
  it('should read a query string as it arrives: text numbers, booleans, one or many values', () => {
    const query = ListHostelsQuerySchema.parse({
      page: '2',
      price_min: '5000',
      mess_available: 'true',
      facilities: 'WiFi',
      room_types: ['single', '2-seater'],
    });
    expect(query).toMatchObject({
      page: 2,
      limit: 10,
      sort: 'newest',
      price_min: 5000,
      mess_available: true,
      facilities: ['WiFi'],
      room_types: ['single', '2-seater'],
    });
  });

  it('should refuse lat without lng, distance sorting without an origin, and min above max', () => {
    const issues = (input: Record<string, unknown>) =>
      ListHostelsQuerySchema.safeParse(input).error?.issues.map((issue) => issue.path.join('.'));
    expect(issues({ lat: '24.8' })).toEqual(['lng']);
    expect(issues({ sort: 'distance' })).toEqual(['sort']);
    expect(issues({ price_min: '9000', price_max: '8000' })).toEqual(['price_max']);
    expect(issues({ sort: 'distance', lat: '24.8', lng: '67' })).toBeUndefined();
  });

  it("should refuse coordinates off the globe with the spec's message", () => {
    const result = ListHostelsQuerySchema.safeParse({ lat: '91', lng: '67' });
    expect(result.error?.issues[0]?.message).toBe('Invalid location coordinates provided');
  });

  it('should refuse negative prices, unknown genders and a status that does not exist', () => {
    expect(ListHostelsQuerySchema.safeParse({ price_min: '-1' }).success).toBe(false);
    expect(ListHostelsQuerySchema.safeParse({ gender_category: 'other' }).success).toBe(false);
    expect(ListHostelsQuerySchema.safeParse({ status: 'deleted' }).success).toBe(false);
  });
});

describe('other discovery schemas', () => {
  it('should default a location search radius to 10 km', () => {
    expect(LocationSearchSchema.parse({ latitude: 24.86, longitude: 67 }).radius_km).toBe(10);
  });

  it("should read the map's hasLocation=true and room availability from text", () => {
    expect(MapHostelsQuerySchema.parse({ hasLocation: 'true' }).hasLocation).toBe(true);
    expect(HostelRoomsQuerySchema.parse({ availability: 'true' }).availability).toBe('available');
    expect(HostelRoomsQuerySchema.parse({}).availability).toBe('all');
  });
});
