import { z } from 'zod';
import { COMPARE_MAX_HOSTELS, COMPARE_MESSAGES } from '../constants/compare.ts';
import { isUuidText, parseCompareIds } from '../domain/compare-ids.ts';
import { UuidSchema } from './common.ts';
import {
  HostelImageSchema,
  HostelMessInfoSchema,
  HostelSummarySchema,
  RoomSchema,
} from './hostels.ts';

/**
 * Query of GET /api/enhanced-hostels/compare (issue 29): `ids`, up to COMPARE_MAX_HOSTELS
 * hostel ids separated by commas (more: 400 with COMPARE_MESSAGES.tooMany; values that are no
 * uuid cannot name a hostel and are left out, as unknown hostels are), and an optional
 * `university_id` whose campus `distance_km` is measured from.
 */
export const CompareQuerySchema = z.object({
  ids: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform(parseCompareIds)
    .pipe(z.array(z.string()).max(COMPARE_MAX_HOSTELS, { error: COMPARE_MESSAGES.tooMany }))
    .transform((ids) => ids.filter(isUuidText)),
  university_id: UuidSchema.optional(),
});
export type CompareQuery = z.infer<typeof CompareQuerySchema>;

/**
 * One hostel of a comparison: its card summary (`distance_km` from the chosen university's
 * campus, null without one or when either has no location) with its photos, rooms (rents,
 * beds taken) and mess.
 */
export const CompareHostelSchema = HostelSummarySchema.extend({
  hostel_images: z.array(HostelImageSchema),
  rooms: z.array(RoomSchema),
  mess_info: HostelMessInfoSchema.nullable(),
});
export type CompareHostel = z.infer<typeof CompareHostelSchema>;

/** Answer of GET /api/enhanced-hostels/compare: the approved hostels asked for, in that order. */
export const CompareResultSchema = z.object({ hostels: z.array(CompareHostelSchema) });
export type CompareResult = z.infer<typeof CompareResultSchema>;
