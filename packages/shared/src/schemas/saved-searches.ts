import { z } from 'zod';
import { DISCOVERY_MESSAGES } from '../constants/discovery-messages.ts';
import {
  ALERT_SCOPES,
  SAVED_SEARCH_FREQUENCIES,
  SAVED_SEARCH_MESSAGES,
  SAVED_SEARCH_NAME_MAX,
} from '../constants/saved-searches.ts';
import { compactFilters } from '../domain/compact-filters.ts';
import { HostelFiltersSchema, type HostelFilters } from './hostel-filters.ts';

/**
 * Saved searches and their alerts (issue 29; docs/decisions/032): the bodies of
 * POST /api/saved-searches and PATCH /api/saved-searches/{id}, a saved search as the API answers
 * it, the favourite alerts' switch and the unsubscribe link's answer.
 */

/** A saved search's name: trimmed, 1 to SAVED_SEARCH_NAME_MAX characters. */
export const SavedSearchNameSchema = z
  .string({ error: SAVED_SEARCH_MESSAGES.nameRequired })
  .trim()
  .min(1, { error: SAVED_SEARCH_MESSAGES.nameRequired })
  .max(SAVED_SEARCH_NAME_MAX, { error: SAVED_SEARCH_MESSAGES.nameLong });

/** `instant` (within a minute) or `daily` (the 09:00 digest, Pakistan time). */
export const SavedSearchFrequencySchema = z.enum(SAVED_SEARCH_FREQUENCIES, {
  error: SAVED_SEARCH_MESSAGES.frequencyInvalid,
});

/**
 * The keys of the list's query (GET /api/enhanced-hostels) that are not filters: a saved
 * search's `filters` may carry them (a copy of the list's query) and they are dropped.
 */
const LIST_QUERY_KEYS_IGNORED = [
  'page',
  'limit',
  'status',
  'sort',
  'lat',
  'lng',
  'cursor',
] as const;

/**
 * The browse filters to save, in the list's query shape (GET /api/enhanced-hostels), checked by
 * the list's own HostelFiltersSchema (a bad value answers 400 under `filters.<name>`) and kept
 * without the unset ones. Other keys of the list's query (`page`, `limit`, `status`, `sort`,
 * `lat`, `lng`, `cursor`) are declared and dropped; any other key answers 400 naming it (issue
 * 41 item 9: `{"$gt": ""}` saved a search matching every hostel).
 */
export const SavedSearchFiltersSchema = z
  .record(z.string(), z.unknown(), { error: SAVED_SEARCH_MESSAGES.filtersInvalid })
  .pipe(
    HostelFiltersSchema.extend(
      Object.fromEntries(LIST_QUERY_KEYS_IGNORED.map((key) => [key, z.unknown().optional()])),
    ).strict(),
  )
  .transform((value): HostelFilters => {
    const filters: Record<string, unknown> = { ...value };
    for (const key of LIST_QUERY_KEYS_IGNORED) delete filters[key];
    return compactFilters(filters);
  });

/** Body of POST /api/saved-searches; strict (issue 41 item 9: another key answers 400). */
export const CreateSavedSearchSchema = z.strictObject({
  name: SavedSearchNameSchema,
  filters: SavedSearchFiltersSchema,
  frequency: SavedSearchFrequencySchema,
});
export type CreateSavedSearchInput = z.input<typeof CreateSavedSearchSchema>;
export type CreateSavedSearchValues = z.output<typeof CreateSavedSearchSchema>;

/**
 * Body of PATCH /api/saved-searches/{id}: a new name, frequency or paused state (at least one);
 * strict (issue 41 item 9).
 */
export const UpdateSavedSearchSchema = z
  .strictObject({
    name: SavedSearchNameSchema.optional(),
    frequency: SavedSearchFrequencySchema.optional(),
    paused: z.boolean({ error: DISCOVERY_MESSAGES.booleanInvalid }).optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.frequency !== undefined || body.paused !== undefined,
    { error: SAVED_SEARCH_MESSAGES.nothingToChange, path: ['name'] },
  );
export type UpdateSavedSearchInput = z.input<typeof UpdateSavedSearchSchema>;
export type UpdateSavedSearchValues = z.output<typeof UpdateSavedSearchSchema>;

/** A saved search as the API answers it; `paused` while its alerts are off. */
export const SavedSearchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /**
   * The saved filters as HostelFiltersSchema read them (in the list's query shape). Not that
   * schema itself: an answer is encoded, and its transforms only read.
   */
  filters: z.custom<HostelFilters>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  ),
  frequency: SavedSearchFrequencySchema,
  paused: z.boolean(),
  /** Hostels it has alerted about so far. */
  alert_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

/** `data` of GET /api/saved-searches: the caller's searches, newest first. */
export const SavedSearchesSchema = z.array(SavedSearchSchema);

/**
 * The alerts on the caller's favourites (GET and PUT /api/alerts/favorites). As the PUT body,
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const FavoriteAlertsSchema = z.strictObject({
  enabled: z.boolean({ error: DISCOVERY_MESSAGES.booleanInvalid }),
});
export type FavoriteAlerts = z.infer<typeof FavoriteAlertsSchema>;

/** Query of GET and POST /api/alerts/unsubscribe: the signed token of an alert email. */
export const UnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: SAVED_SEARCH_MESSAGES.unsubscribeInvalid })
    .min(1, { error: SAVED_SEARCH_MESSAGES.unsubscribeInvalid })
    .max(2000, { error: SAVED_SEARCH_MESSAGES.unsubscribeInvalid }),
});

/**
 * What an unsubscribe link is about: saved searches (`names`: one, or each search of a daily
 * digest, in the email's order; searches since deleted are left out) or the favourite alerts
 * (`names` empty), and whether those alerts are off (`off`: every named search paused or
 * gone). POST also says whether they already were before it (`already_off`: a second use).
 */
export const UnsubscribeStateSchema = z.object({
  scope: z.enum(ALERT_SCOPES),
  names: z.array(z.string()),
  off: z.boolean(),
  already_off: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof UnsubscribeStateSchema>;
