import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.ts';

const callbackValue = z
  .string({ error: AUTH_MESSAGES.googleFailed })
  .min(1, { error: AUTH_MESSAGES.googleFailed })
  .max(2048, { error: AUTH_MESSAGES.googleFailed });

/**
 * POST /auth/google-callback body: what the provider put in the /auth/callback URL. `iss`
 * (RFC 9207) is optional; the server fills in its one configured issuer when it is missing.
 */
export const GoogleCallbackSchema = z.object({
  code: callbackValue,
  state: callbackValue,
  iss: callbackValue.optional(),
});
export type GoogleCallbackInput = z.infer<typeof GoogleCallbackSchema>;
