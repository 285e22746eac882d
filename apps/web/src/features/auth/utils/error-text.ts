import { ApiError } from '../../../lib/api-client';

/**
 * The text to show for a failed auth call (part 1 section 8): a VALIDATION_ERROR's details
 * joined with ', ', else the server's `error`, else the page's fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'VALIDATION_ERROR' && error.details && error.details.length > 0) {
    return error.details.map((detail) => detail.message).join(', ');
  }
  if (error.status === 0) return error.message;
  if (!error.message || error.message.startsWith('HTTP error!')) return fallback;
  return error.message;
}

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
