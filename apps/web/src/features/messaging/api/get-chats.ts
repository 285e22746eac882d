import type { Chat } from '@hostelhub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DataEnvelope } from '../../../lib/api-client';
import { messagingKeys } from './query-keys';

/** GET /api/messaging/chats/{userId}: the user's chats, latest activity first. */
export async function getChats(userId: string, signal?: AbortSignal): Promise<Chat[]> {
  const body = await api.get<DataEnvelope<Chat[]>>(
    `/api/messaging/chats/${encodeURIComponent(userId)}`,
    signal ? { signal } : {},
  );
  return body.data;
}

/**
 * The chat list of `userId` (null: signed out, then idle under the 'guest' key), kept fresh
 * for 30 s; the live socket and every send or read invalidate it sooner.
 */
export function getChatsQueryOptions(userId: string | null) {
  return queryOptions({
    queryKey: messagingKeys.chats(userId ?? 'guest'),
    queryFn: ({ signal }) => getChats(userId ?? '', signal),
    enabled: userId !== null,
    staleTime: 30_000,
  });
}

/**
 * The chat list query. Named `…Query` because hooks/use-chats.ts builds the provider's
 * `useChats` (list, unread total, reload) on top of it.
 */
export function useChatsQuery(userId: string | null) {
  return useQuery(getChatsQueryOptions(userId));
}
