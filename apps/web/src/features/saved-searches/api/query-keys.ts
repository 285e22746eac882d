/**
 * The saved searches cache keys (issue 29; one key factory per feature). Every key starts with
 * `savedSearchKeys.forUser(userId)`, one per user, so a sign-out never shows the last user's.
 */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  forUser: (userId: string | undefined) => [...savedSearchKeys.all, userId ?? 'guest'] as const,
  /** GET /api/saved-searches. */
  list: (userId: string | undefined) => [...savedSearchKeys.forUser(userId), 'list'] as const,
  /** GET /api/alerts/favorites. */
  favoriteAlerts: (userId: string | undefined) =>
    [...savedSearchKeys.forUser(userId), 'favorite-alerts'] as const,
  /** GET /api/alerts/unsubscribe: what one link turns off (no user: the token is the key). */
  unsubscribe: (token: string) => [...savedSearchKeys.all, 'unsubscribe', token] as const,
};
