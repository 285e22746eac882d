import { lazy, Suspense } from 'react';
import { useMessagingContext } from '../context/messaging-provider';

// The chat dialog's code downloads the first time it opens, not with every page.
const MessagesDialog = lazy(() =>
  import('./messages-dialog').then((module) => ({ default: module.MessagesDialog })),
);

/** Mounts the chat dialog while it is open (the chats and messages live in the provider). */
export function MessagesOverlay() {
  const { isOpen } = useMessagingContext();
  if (!isOpen) return null;
  return (
    <Suspense fallback={null}>
      <MessagesDialog />
    </Suspense>
  );
}
