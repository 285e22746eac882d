import { z } from 'zod';
import { UuidSchema } from './common.ts';

/**
 * Suggestions as the student types (issue 42 item 6): GET /api/places/suggest?q=.
 */

/** The most suggestions one answer holds. */
export const PLACE_SUGGEST_LIMIT = 10;

/** The radius around a campus whose approved hostels a university suggestion counts, in km. */
export const PLACE_SUGGEST_CAMPUS_KM = 20;

/**
 * Query of GET /api/places/suggest: `q`, what the student has typed, two letters or more
 * (trimmed; at most 100). Fewer answer 400 "q must be at least 2 characters".
 */
export const PlaceSuggestQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q is required' })
    .trim()
    .min(2, { error: 'q must be at least 2 characters' })
    .max(100, { error: 'q must be at most 100 characters' }),
});
export type PlaceSuggestQuery = z.infer<typeof PlaceSuggestQuerySchema>;

/** What a suggestion names: a university (campus), a city or an area (town) of a city. */
export const PlaceSuggestionKindSchema = z.enum(['university', 'city', 'area']);
export type PlaceSuggestionKind = z.infer<typeof PlaceSuggestionKindSchema>;

/**
 * One suggestion (issue 42 item 6): its kind, id, slug (null for an area), English and Urdu
 * names (Urdu null when not known), its city (for a university or an area; null for a city)
 * in both languages, and `hostel_count`: the approved hostels in the city or area, or for a
 * university those within PLACE_SUGGEST_CAMPUS_KM of its campus or tagged to it.
 */
export const PlaceSuggestionSchema = z.object({
  kind: PlaceSuggestionKindSchema,
  id: UuidSchema,
  slug: z.string().nullable(),
  name: z.string(),
  name_ur: z.string().nullable(),
  city: z.string().nullable(),
  city_ur: z.string().nullable(),
  hostel_count: z.number().int().nonnegative(),
});
export type PlaceSuggestion = z.infer<typeof PlaceSuggestionSchema>;
