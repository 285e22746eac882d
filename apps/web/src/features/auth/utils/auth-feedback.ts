import type { ErrorTextOptions } from '../../../lib/error-text';

/**
 * How the auth pages word a failed call (part 1 section 8), passed to `errorText`: a
 * VALIDATION_ERROR's details joined with ', ', and the page's fallback for an answer without
 * text.
 */
export const AUTH_ERROR_TEXT = {
  joinDetails: true,
  hidePlaceholder: true,
} as const satisfies ErrorTextOptions;

/** Redirect delays of part 1 section 4 'Timings', in milliseconds. */
export const AUTH_TIMINGS = {
  loginRedirect: 500,
  adminLoginRedirect: 300,
  callbackSuccessRedirect: 1_500,
  callbackErrorRedirect: 2_000,
  studentSignupRedirect: 2_000,
  ownerSignupRedirect: 3_000,
  adminCreateRedirect: 3_000,
  resetSuccessRedirect: 3_000,
  resetSessionExpiredRedirect: 2_000,
} as const;

/** /login?message=verification_sent&email=...(&type=owner): the notice after sign-up. */
export function verificationSentHref(
  base: '/login' | '/admin/login',
  email: string,
  type?: 'owner',
): string {
  const query = new URLSearchParams({ message: 'verification_sent', email });
  if (type) query.set('type', type);
  return `${base}?${query.toString()}`;
}
