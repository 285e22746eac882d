import { lazy, Suspense } from 'react';
import { useMessagingContext } from '../context/messaging-provider';
import type { MessagingSlots } from './slots';

// The chat dialog's code downloads the first time it opens, not with every page.
const MessagesDialog = lazy(() =>
  import('./messages-dialog').then((module) => ({ default: module.MessagesDialog })),
);

/**
 * Mounts the chat dialog while it is open (the chats and messages live in the provider), with
 * what app/ plugs into it (`slots`).
 */
export function MessagesOverlay(slots: MessagingSlots) {
  const { isOpen } = useMessagingContext();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MessagesDialog {...slots} />
    </Suspense>
  );
}
