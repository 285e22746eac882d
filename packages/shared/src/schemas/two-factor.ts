import { z } from 'zod';
import { TWO_FACTOR_MESSAGES } from '../constants/two-factor-messages.ts';
import { SessionSchema } from './auth.ts';

/**
 * A typed second-factor code: a 6-digit authenticator code or a recovery code. Spaces and
 * dashes are ignored, so '123 456' and 'abcde-fghij' both read.
 */
export const TwoFactorCodeSchema = z
  .string({ error: TWO_FACTOR_MESSAGES.codeRequired })
  .max(64, { error: TWO_FACTOR_MESSAGES.invalidCode })
  .transform((value) => value.replace(/[\s-]/g, '').toLowerCase())
  .pipe(z.string().min(1, { error: TWO_FACTOR_MESSAGES.codeRequired }));

/**
 * A sign-in that passed the password (or Google) and now needs the second factor: the
 * answer of POST /auth/login, /auth/admin/login and /auth/google-callback for a user with
 * two-factor sign-in on. `expires_in` is in seconds.
 */
export const TwoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge_token: z.string(),
  expires_in: z.number().int(),
});
export type TwoFactorChallenge = z.infer<typeof TwoFactorChallengeSchema>;

/** What a sign-in answers: a session, or the challenge to finish it with a code. */
export const SignInResultSchema = z.union([SessionSchema, TwoFactorChallengeSchema]);
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** Tells a challenge from a session on the client. */
export function isTwoFactorChallenge(result: SignInResult): result is TwoFactorChallenge {
  return 'two_factor_required' in result;
}

/**
 * POST /auth/two-factor/verify: the challenge and an authenticator or recovery code.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const TwoFactorVerifySchema = z.strictObject({
  challenge_token: z.string().min(1).max(128),
  code: TwoFactorCodeSchema,
});

/** GET /auth/two-factor: whether it is on, and how many unused recovery codes remain. */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  enabled_at: z.iso.datetime({ offset: true }).nullable(),
  recovery_codes_remaining: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/**
 * POST /auth/two-factor/setup: a new secret waiting for its first code. `secret` is base32
 * for typing by hand, `otpauth_url` the key URI, `qr_code` an SVG data URL of that URI.
 */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

/**
 * POST /auth/two-factor/enable and /recovery-codes: a current authenticator code.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const TwoFactorCodeBodySchema = z.strictObject({ code: TwoFactorCodeSchema });

/** The recovery codes, shown once after enabling or regenerating. */
export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/**
 * POST /auth/two-factor/disable: an authenticator or recovery code, or the password.
 * Strict (issue 41 item 9): another key answers 400 naming it.
 */
export const TwoFactorDisableSchema = z
  .strictObject({
    code: TwoFactorCodeSchema.optional(),
    password: z.string().max(128).optional(),
  })
  .refine((body) => Boolean(body.code) || Boolean(body.password), {
    error: TWO_FACTOR_MESSAGES.proofRequired,
  });
