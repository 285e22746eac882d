/** Messaging texts the spec gives word for word (part 1 sections 5, 6 and 8). */
export const MESSAGING_MESSAGES = {
  /** Sending or creating a chat without a signed-in user (part 1 section 5). */
  notAuthenticated: 'User not authenticated',
  onlyStudents: 'Only students can contact hostels',
  loadChatsFailed: 'An error occurred',
  loadMessagesFailed: 'Failed to fetch messages',
  createChatFailed: 'Failed to create chat',
  sendFailed: 'Failed to send message',
  openChatFailed: 'Failed to open chat. Please try again.',
  sendTimedOut: 'Message sending timed out. Please try again.',
  sendFailedRetry: 'Failed to send message. Please try again.',
  outsideProvider: 'useMessagingContext must be used within a MessagingProvider',
  /** Server-side refusals the spec leaves open. */
  chatNotFound: 'Chat not found',
  ownChatsOnly: 'You can only see your own chats',
  emptyMessage: 'Message cannot be empty',
  messageTooLong: 'Message must be at most 2,000 characters',
  senderMismatch: 'You can only send messages as yourself',
  receiverMismatch: 'The receiver must be the other person in this chat',
  otherPartyDeleted: 'This person has deleted their account',
  deletedUser: 'Deleted user',
  sendingTooFast: 'You are sending messages too quickly. Please wait a moment.',
  /** The cursors of a chat page (`before`, `after`, `since`). */
  sinceInvalid: 'since must be an ISO 8601 time',
  oneCursorOnly: 'Use only one of before, after and since',
} as const;
