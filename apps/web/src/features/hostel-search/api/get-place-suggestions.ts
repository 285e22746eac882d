import type { PlaceSuggestion } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { hostelSearchKeys } from './query-keys';

/** The fewest letters the suggestions answer (the API refuses fewer with 400). */
export const SUGGEST_MIN_CHARS = 2;

/**
 * GET /api/places/suggest?q=: at most 10 universities (with their city), cities and areas
 * matching what the student typed, each with its approved-hostel count (issue 42 item 6).
 * `q` is trimmed; callers ask only with SUGGEST_MIN_CHARS letters or more.
 */
export function getPlaceSuggestionsQueryOptions(q: string) {
  return queryOptions({
    queryKey: hostelSearchKeys.suggest(q),
    queryFn: async ({ signal }) =>
      (
        await api.get<DataEnvelope<PlaceSuggestion[]>>('/api/places/suggest', {
          params: { q },
          signal,
        })
      ).data,
    // Counts move slowly; a minute is fresh enough for a hint while typing.
    staleTime: 60_000,
  });
}

/**
 * The suggestions for `q` (already debounced by the caller); nothing is asked below
 * SUGGEST_MIN_CHARS letters. The previous answer stays while the next one loads, so the list
 * does not flicker as the student types.
 */
export function usePlaceSuggestions(q: string) {
  const text = q.trim();
  return useQuery({
    ...getPlaceSuggestionsQueryOptions(text),
    enabled: text.length >= SUGGEST_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
