/**
 * Cache keys of the signed-in user's notifications, in the shape of the features' key factories
 * (issue 23). Cross-feature: the live connection (messaging) invalidates them on
 * `notifications.changed`; the bell (notifications) reads them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** One user's list; one key per user so a sign-out never shows the last user's. */
  forUser: (userId: string | undefined) => [...notificationKeys.all, userId ?? 'guest'] as const,
};
