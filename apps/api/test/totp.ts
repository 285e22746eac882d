import { Secret, TOTP } from 'otpauth';

/**
 * The 6-digit code an authenticator app shows for `secret` (base32), `stepsAhead` periods of
 * 30 s from now: a code is accepted once, one step either side, so tests take a later step
 * for each use instead of waiting. Shared by the API tests and the browser journeys.
 */
export function authenticatorCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}
