import type { LiveEvent, Message } from '@hostelhub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useAuth } from '../../../lib/auth';
import { bookingKeys, listingKeys, notificationKeys } from '../../../lib/query-keys';
import { useLiveSocket } from './use-live-socket';

interface LiveMessagingOptions {
  /** Builds the live WebSocket; null turns live updates off. */
  createSocket: ((url: string) => WebSocket) | null | undefined;
  appendMessage: (message: Message) => void;
  applyRead: (chatId: string, readerId: string) => void;
  reloadChats: () => Promise<void>;
  reloadLoadedChats: () => void;
}

/**
 * Keeps what is shown live while signed in (part 1 section 5 'Messaging'): a new message for
 * the user is appended to its chat and the list reloads; any change to one of their chats
 * reloads the list; a notification change reloads the notifications, and the profile of an
 * owner awaiting approval; a change to one of their visits or reservations (issue 27) reloads
 * those, and an owner's hostels with their waiting counts; after a reconnect everything shown
 * is fetched again.
 */
export function useLiveMessaging({
  createSocket,
  appendMessage,
  applyRead,
  reloadChats,
  reloadLoadedChats,
}: LiveMessagingOptions): void {
  const { user, renewSession, refreshProfile } = useAuth();
  const userId = user?.id ?? null;
  // An owner not yet approved: a new notification may be the decision, so the profile (which
  // feeds the dashboard's banner and Add buttons) is fetched again (issue 22 item 13).
  const awaitsApproval = user?.role === 'owner' && user.owner_approval_status !== 'approved';
  const queryClient = useQueryClient();

  const reloadProfile = useCallback(() => {
    refreshProfile().catch((error: unknown) =>
      console.error('Failed to reload the profile', error),
    );
  }, [refreshProfile]);

  // Issue 27: the bookings page's lists, and the owner's hostels (their waiting-request counts);
  // keys from lib/, so this feature imports neither bookings nor listings.
  const reloadBookings = useCallback(
    (id: string) => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.forUser(id) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.mine() });
    },
    [queryClient],
  );

  const onEvent = useCallback(
    (event: LiveEvent) => {
      if (event.type === 'message.created') appendMessage(event.message);
      if (event.type === 'messages.read') applyRead(event.chat_id, event.reader_id);
      if (event.type === 'message.created' || event.type === 'chat.updated') void reloadChats();
      if (event.type === 'notifications.changed' && userId) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.forUser(userId) });
        if (awaitsApproval) reloadProfile();
      }
      if (event.type === 'bookings.changed' && userId) reloadBookings(userId);
    },
    [
      appendMessage,
      applyRead,
      reloadChats,
      queryClient,
      userId,
      awaitsApproval,
      reloadProfile,
      reloadBookings,
    ],
  );

  const onReady = useCallback(
    (reconnected: boolean) => {
      if (!reconnected) return;
      void reloadChats();
      reloadLoadedChats();
      if (userId) {
        void queryClient.invalidateQueries({ queryKey: notificationKeys.forUser(userId) });
        reloadBookings(userId);
      }
      if (awaitsApproval) reloadProfile();
    },
    [
      reloadChats,
      reloadLoadedChats,
      queryClient,
      userId,
      awaitsApproval,
      reloadProfile,
      reloadBookings,
    ],
  );

  useLiveSocket({ userId, createSocket, refreshToken: renewSession, onEvent, onReady });
}
