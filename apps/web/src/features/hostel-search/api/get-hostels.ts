import {
  DEFAULT_PAGE_LIMIT,
  type HostelFilters,
  type HostelSort,
  type HostelSummary,
  type InterpretedFilters,
  type NearAnswer,
  type PlaceChoice,
  type Pagination,
} from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type RequestOptions } from '../../../lib/api-client';
import { CARD_IMAGE_SIZES } from '../../../lib/image-sizes';
import { preloadImage } from '../../../lib/preload-image';
import { hostelSearchKeys } from './query-keys';

export interface HostelsPage {
  data: HostelSummary[];
  pagination: Pagination;
  /**
   * Near a university (issue 42): the university, the radius in force and whether it widened;
   * absent when the list is near none.
   */
  near?: NearAnswer;
  /** What the search's words read as, applied by the server (issue 42 item 4). */
  interpreted?: InterpretedFilters;
  /** Campuses of a short name naming several, and the words that named them (item 2). */
  placeChoices?: { words: string; choices: PlaceChoice[] };
}

export interface GetHostelsParams {
  page: number;
  limit?: number;
  filters?: HostelFilters;
  /**
   * Server order; `distance` needs `filters.near_university` or `filters.university_id` (its
   * campus is the origin).
   */
  sort?: HostelSort;
}

/** The query string of a list call: every set filter, lists as repeated keys. */
export function hostelsRequestParams({
  page,
  limit = DEFAULT_PAGE_LIMIT,
  filters = {},
  sort = 'newest',
}: GetHostelsParams): NonNullable<RequestOptions['params']> {
  const params: NonNullable<RequestOptions['params']> = { page, limit };
  for (const [key, value] of Object.entries(filters)) {
    if (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== '') {
      params[key] = value;
    }
  }
  // With a search the server's default is relevance (issue 28), so newest is then sent too.
  if (sort !== 'newest' || filters.search) params.sort = sort;
  return params;
}

/** GET /api/enhanced-hostels: approved hostels matching the filters, one page at a time. */
export async function getHostels(
  params: GetHostelsParams,
  signal?: AbortSignal,
): Promise<HostelsPage> {
  const body = await api.get<
    { success: true } & HostelsPage &
      Partial<NearAnswer> & {
        place_choices?: PlaceChoice[];
        place_choices_words?: string;
      }
  >('/api/enhanced-hostels', {
    params: hostelsRequestParams(params),
    ...(signal ? { signal } : {}),
  });
  // The first card's photo loads eagerly (hostel-list.tsx): the page's largest paint.
  const first = body.data[0];
  preloadImage(first?.image_url, { srcset: first?.image_srcset, sizes: CARD_IMAGE_SIZES });
  const near: NearAnswer | undefined = body.near_university
    ? {
        near_university: body.near_university,
        radius_km: body.radius_km ?? null,
        widened_from_km: body.widened_from_km ?? null,
        widened_from_count: body.widened_from_count ?? null,
      }
    : undefined;
  return {
    data: body.data,
    pagination: body.pagination,
    ...(near ? { near } : {}),
    ...(body.interpreted ? { interpreted: body.interpreted } : {}),
    ...(body.place_choices?.length
      ? {
          placeChoices: { words: body.place_choices_words ?? '', choices: body.place_choices },
        }
      : {}),
  };
}

export function getHostelsQueryOptions(params: GetHostelsParams) {
  return queryOptions({
    queryKey: hostelSearchKeys.list(hostelsRequestParams(params)),
    queryFn: ({ signal }) => getHostels(params, signal),
  });
}

export function useHostels(
  params: GetHostelsParams,
  { enabled = true }: { enabled?: boolean } = {},
) {
  // Keep the current results on screen while the next page or filter loads.
  return useQuery({
    ...getHostelsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/**
 * Starts loading a list page while the screen is still rendering (call it above the filters),
 * so the request does not wait for that work: the first card's photo, the page's largest
 * paint, waits on the answer (issue 11, Lighthouse). Does nothing when the page is cached or
 * already loading, or when `enabled` is false; `useHostels` with the same params picks it up.
 */
export function usePrefetchHostels(
  params: GetHostelsParams,
  { enabled = true }: { enabled?: boolean } = {},
): void {
  const queryClient = useQueryClient();
  const options = getHostelsQueryOptions(params);
  if (enabled && queryClient.getQueryState(options.queryKey) === undefined) {
    void queryClient.prefetchQuery(options);
  }
}
