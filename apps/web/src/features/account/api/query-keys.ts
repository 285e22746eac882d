/**
 * Cache keys of the account settings (issue 23), per user so a switch of account never shows
 * the previous one's settings; 'guest' while signed out (the queries are idle then).
 */
export const accountKeys = {
  /** GET /api/users/notification-preferences. */
  notificationPreferences: (userId: string | undefined) =>
    ['notification-preferences', userId ?? 'guest'] as const,
  /** GET /api/auth/two-factor. */
  twoFactor: (userId: string | undefined) => ['two-factor', userId ?? 'guest'] as const,
};
