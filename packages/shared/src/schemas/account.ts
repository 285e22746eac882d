import { z } from 'zod';
import { MESSAGES } from '../constants/messages.ts';

/**
 * Notification preferences (product decision 9, part 2 section 2 'Settings page'): `email`
 * allows any email beyond sign-in and password mail; `hostel_updates` the approval decisions;
 * `marketing` news (off by default). Every email the platform sends honours them. Strict, as
 * the body of PUT /users/notification-preferences (issue 41 item 9): another key answers 400.
 */
export const NotificationPreferencesSchema = z.strictObject({
  email: z.boolean(),
  hostel_updates: z.boolean(),
  marketing: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** Body of DELETE /users/me: the password confirms it (decision 9). Strict (issue 41 item 9): another key answers 400 naming it. */
export const DeleteAccountSchema = z.strictObject({
  password: z.string({ error: MESSAGES.passwordToConfirm }).min(1, {
    error: MESSAGES.passwordToConfirm,
  }),
});

/**
 * GET /users/me/export: everything the platform holds about the caller, as one JSON
 * document (decision 9 'download account data').
 */
export const AccountExportSchema = z.object({
  exported_at: z.iso.datetime({ offset: true }),
  profile: z.record(z.string(), z.unknown()),
  notification_preferences: NotificationPreferencesSchema,
  hostels: z.array(z.record(z.string(), z.unknown())),
  favorites: z.array(z.record(z.string(), z.unknown())),
  chats: z.array(z.record(z.string(), z.unknown())),
  verified_phones: z.array(z.record(z.string(), z.unknown())),
  notifications: z.array(z.record(z.string(), z.unknown())),
  /** Issue 26: the reviews the user wrote (hidden ones marked) and the reports they sent. */
  reviews: z.array(z.record(z.string(), z.unknown())),
  reports: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
