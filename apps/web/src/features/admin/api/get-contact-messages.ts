import type { ContactCategory, ContactMessagesPage, ContactStatus } from '@hostelhub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** The contact panel's filters; '' is "All" for status and category, and no search. */
export interface ContactFilters {
  page: number;
  status: ContactStatus | '';
  category: ContactCategory | '';
  search: string;
}

/** Contact messages a page shows (part 2 section 9). */
const CONTACT_PAGE_SIZE = 10;

/** GET /api/contact/messages: the filtered messages, newest first, 10 a page. */
export async function getContactMessages(
  filters: ContactFilters,
  signal?: AbortSignal,
): Promise<ContactMessagesPage> {
  const body = await api.get<DataEnvelope<ContactMessagesPage>>('/api/contact/messages', {
    params: {
      page: filters.page,
      limit: CONTACT_PAGE_SIZE,
      status: filters.status || undefined,
      category: filters.category || undefined,
      search: filters.search || undefined,
    },
    ...(signal ? { signal } : {}),
  });
  return body.data;
}

/** Under the admin panel's key, so any admin change refreshes it. */
export function getContactMessagesQueryOptions(filters: ContactFilters) {
  return queryOptions({
    queryKey: adminKeys.contactMessages(filters),
    queryFn: ({ signal }) => getContactMessages(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of contact messages; the current page stays on screen while the next loads. */
export function useContactMessages(filters: ContactFilters) {
  return useQuery(getContactMessagesQueryOptions(filters));
}
