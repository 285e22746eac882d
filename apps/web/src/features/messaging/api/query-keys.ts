/**
 * Cache keys of messaging, per user so a sign-out or a switch of account never shows old chats.
 * The one place messaging's keys are written (issue 23): queries read them, mutations
 * invalidate with them.
 */
export const messagingKeys = {
  /** Everything messaging caches for the user. */
  all: (userId: string) => ['messaging', userId] as const,
  /** The user's chat list (GET /api/messaging/chats/{userId}). */
  chats: (userId: string) => ['messaging', userId, 'chats'] as const,
  /** One chat's messages. */
  messages: (userId: string, chatId: string) => ['messaging', userId, 'messages', chatId] as const,
};
