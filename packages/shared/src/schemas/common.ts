import { z } from 'zod';
import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '../constants/limits.ts';
import { MESSAGES } from '../constants/messages.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** A UUID path or query value, with a message naming what was wrong. */
export const UuidSchema = z.uuid({ error: MESSAGES.invalidId });

/** `{ id }` path parameters. */
export const IdParamsSchema = z.object({ id: UuidSchema });
export type IdParams = z.infer<typeof IdParamsSchema>;

/**
 * `page` (1-based, default 1) and `limit` (1 to 50, default 10) query parameters
 * (part 1 section 3 'Pagination'; section 9 default limit 10).
 */
export const PaginationQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number of at least 1' })
    .int({ error: 'page must be a whole number of at least 1' })
    .min(1, { error: 'page must be a whole number of at least 1' })
    .max(100_000, { error: 'page must be at most 100000' })
    .default(1),
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}` })
    .int({ error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}` })
    .min(1, { error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}` })
    .max(MAX_PAGE_LIMIT, { error: `limit must be a whole number from 1 to ${MAX_PAGE_LIMIT}` })
    .default(DEFAULT_PAGE_LIMIT),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

/**
 * Pagination block of a list response: `total_pages` is at least 1 only when `total > 0`.
 * The hostel list (issue 28) adds `total_exact` (false when `total` is an estimate: past
 * EXACT_TOTAL_LIMIT matches it is the planner's) and `next_cursor` (pass it as `cursor` for
 * the page after this one; null on the last page).
 */
export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  total_pages: z.number().int(),
  total_exact: z.boolean().optional(),
  next_cursor: z.string().nullable().optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** Wraps a data schema in the success envelope `{ success: true, data }`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Wraps an item schema in the paginated envelope `{ success, data: T[], pagination }`. */
export function paginatedEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: PaginationSchema });
}

/** The failure envelope `{ success: false, error, code, details? }`. */
export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});

/**
 * Options for a cross-field check that should run even while other fields are invalid, so a
 * form shows every message at once (zod otherwise skips refinements until the object parses).
 */
export const whenObject = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Optional free text: trimmed, blank becomes null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A language as the API takes it (`preferred_language`; issue 24). */
export const LanguageSchema = z.enum(LANGUAGES);
