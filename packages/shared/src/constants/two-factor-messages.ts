/**
 * Two-factor sign-in texts (product decision 9; the spec shows only a placeholder, so these
 * are ours). One place for the API's errors and the web's labels.
 */
export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app',
  invalidCode: 'Invalid code. Please check your authenticator app and try again.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many incorrect codes. Please sign in again.',
  accountLocked: 'Too many incorrect codes for this account. Please try again in 15 minutes.',
  noPendingSetup: 'Two-factor setup has expired. Please start again.',
  alreadyEnabled: 'Two-factor sign-in is already turned on.',
  notEnabled: 'Two-factor sign-in is not turned on.',
  proofRequired: 'Enter a code from your authenticator app or your password',
  wrongProof: 'The code or password is incorrect',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  codesRegenerated: 'New recovery codes created. The old ones no longer work.',
  signInPrompt: 'Enter the 6-digit code from your authenticator app.',
  recoveryPrompt: 'Enter one of your recovery codes. Each code works once.',
  loadFailed: 'Failed to load two-factor settings. Please try again.',
  /** The account of a signed-in enrolment is gone. */
  signInAgain: 'Please sign in again.',
} as const;

/** Codes are 6 digits, one every 30 seconds (RFC 6238 defaults every authenticator app reads). */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes a user gets at once. */
export const RECOVERY_CODE_COUNT = 10;
/** A sign-in waiting for its code lasts 5 minutes and allows 5 wrong codes. */
export const TWO_FACTOR_CHALLENGE_TTL_SECONDS = 5 * 60;
export const TWO_FACTOR_CHALLENGE_MAX_ATTEMPTS = 5;
/**
 * Wrong codes one account may get across all its sign-ins in 15 minutes: without it, each
 * new password sign-in would bring 5 more guesses.
 */
export const TWO_FACTOR_ACCOUNT_MAX_FAILURES = 10;
export const TWO_FACTOR_ACCOUNT_WINDOW_MS = 15 * 60 * 1000;
