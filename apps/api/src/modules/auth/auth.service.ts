import type { AuthServiceOptions } from './auth.types.ts';
import { createRegistrationService } from './registration.service.ts';
import { createSignInService } from './sign-in.service.ts';

export type { AuthServiceOptions, IssuedSession, SignInOutcome } from './auth.types.ts';

/**
 * Accounts and sessions (spec part 1 sections 4, 5 and 8; product decisions 2, 3 and 10):
 * sign-in and sessions (sign-in.service.ts) and registration, verification and passwords
 * (registration.service.ts). Errors carry the spec's texts; an unknown email and a wrong
 * password fail the same way.
 */
export function createAuthService(options: AuthServiceOptions) {
  return { ...createSignInService(options), ...createRegistrationService(options) };
}

export type AuthService = ReturnType<typeof createAuthService>;
