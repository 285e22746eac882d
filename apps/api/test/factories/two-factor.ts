import type { FastifyInstance } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { callJson } from '../helpers.ts';

/**
 * The 6-digit code an authenticator app shows for `secret` (base32), `stepsAhead` periods of
 * 30 s from now: a code is accepted once, one step either side, so tests take a later step
 * for each use instead of waiting.
 */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/**
 * Turns two-factor sign-in on for the signed-in `authorization` through the routes, with a
 * code from the previous step (so the current and next steps remain for the test). Returns
 * the secret and the recovery codes.
 */
export async function enableTwoFactor(
  app: FastifyInstance,
  authorization: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await callJson(app, 'POST', '/api/auth/two-factor/setup', authorization);
  const { secret } = setup.body.data as { secret: string };
  const enabled = await callJson(app, 'POST', '/api/auth/two-factor/enable', authorization, {
    code: authenticatorCode(secret, -1),
  });
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  const { recovery_codes: recoveryCodes } = enabled.body.data as { recovery_codes: string[] };
  return { secret, recoveryCodes };
}
