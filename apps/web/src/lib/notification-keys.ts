/**
 * Cache keys of the signed-in user's notifications. The live connection (messaging provider)
 * invalidates them on `notifications.changed`; the bell reads them.
 */
export function notificationsQueryKey(userId: string | undefined) {
  return ['notifications', userId ?? 'guest'] as const;
}
