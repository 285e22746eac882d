import type { FastifyInstance } from 'fastify';
import { callJson } from '../helpers.ts';
import { authenticatorCode } from '../totp.ts';

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
