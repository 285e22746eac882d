import { z } from 'zod';
import { UuidSchema } from './common.ts';
import { NearUniversitySchema } from './discovery.ts';

/**
 * Path of GET /api/enhanced-hostels/{id}/near/{university} (issue 42, spec decision 22): the
 * hostel's id and the university's slug (current or former) or id, as a near card's
 * `?near={university-slug}` carries it (the router refuses a segment past 100 characters).
 */
export const HostelNearParamsSchema = z.object({ id: UuidSchema, university: z.string() });
export type HostelNearParams = z.infer<typeof HostelNearParamsSchema>;

/**
 * How far a hostel is from a university's campus (issue 42: the hostel page opened from a near
 * card says "1.2 km from LUMS"): the university as a near list names it, and `distance_km`, the
 * great-circle distance on the spec's 6371 km sphere in kilometres (2 decimals, as the list's),
 * null when the hostel or the campus has no coordinates.
 */
export const HostelNearSchema = z.object({
  near_university: NearUniversitySchema,
  distance_km: z.number().nullable(),
});
export type HostelNear = z.infer<typeof HostelNearSchema>;
