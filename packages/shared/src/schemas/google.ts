import { z } from 'zod';
import { AUTH_MESSAGES } from './auth.ts';

const callbackValue = z
  .string({ error: AUTH_MESSAGES.googleFailed })
  .min(1, { error: AUTH_MESSAGES.googleFailed })
  .max(2048, { error: AUTH_MESSAGES.googleFailed });

/**
 * POST /auth/google-callback body: what the provider put in the /auth/callback URL. `iss`
 * (RFC 9207) is optional; the server fills in its one configured issuer when it is missing.
 * Strict (issue 41 item 9): another key answers 400 naming it. The specification's older
 * payload (supabaseUser, accessToken, refreshToken) belonged to a hosted sign-in this server
 * does not run; without `code` and `state` it could not sign anyone in, so it is not declared.
 */
export const GoogleCallbackSchema = z.strictObject({
  code: callbackValue,
  state: callbackValue,
  iss: callbackValue.optional(),
});
export type GoogleCallbackInput = z.infer<typeof GoogleCallbackSchema>;
