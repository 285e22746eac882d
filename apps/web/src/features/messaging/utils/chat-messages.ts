import type { Message } from '@hostelhub/shared';

/** One chat's loaded messages, oldest first, and whether older ones remain on the server. */
export interface ChatMessages {
  items: Message[];
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The caller's messages on their way, shown with a clock until the server has them. */
  pending: PendingMessage[];
}

/** A message being sent: `key` is local only. */
export interface PendingMessage {
  key: string;
  text: string;
  created_at: string;
}

/** `existing` and `incoming` merged by id, oldest first (the server's order). */
export function mergeMessages(
  existing: readonly Message[],
  incoming: readonly Message[],
): Message[] {
  const byId = new Map(existing.map((message) => [message.id, message]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort(
    (a, b) => a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id),
  );
}

/** The entry with `message` merged in and the pending copy it replaces (same text) dropped. */
export function withMessage(
  entry: ChatMessages,
  message: Message,
  senderIsMe: boolean,
): ChatMessages {
  const index = senderIsMe ? entry.pending.findIndex((item) => item.text === message.text) : -1;
  return {
    ...entry,
    items: mergeMessages(entry.items, [message]),
    pending: index === -1 ? entry.pending : entry.pending.filter((_, at) => at !== index),
  };
}
