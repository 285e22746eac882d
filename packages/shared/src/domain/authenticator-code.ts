import { TOTP_DIGITS } from '../constants/two-factor-messages.ts';

const AUTHENTICATOR_CODE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/**
 * True for an authenticator code as typed once spaces are taken out: exactly TOTP_DIGITS (6)
 * digits (decision 9, two-factor sign-in). Anything else is a recovery code or a mistake. The
 * API checks with it before any TOTP work; the web app before sending.
 */
export function isAuthenticatorCode(code: string): boolean {
  return AUTHENTICATOR_CODE.test(code);
}
