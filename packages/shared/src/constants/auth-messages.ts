/**
 * The account texts (spec part 1 section 5 'Validation rules' and section 8), word for word:
 * the auth schemas' messages and what the server answers. A constant of their own, so the
 * server catalogue (and the Urdu pages that read it) need neither zod nor phone parsing.
 */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  loginPasswordShort: 'Password must be at least 6 characters',
  passwordRequired: 'Password is required',
  fullNameShort: 'Full name must be at least 2 characters',
  passwordShort: 'Password must be at least 8 characters',
  passwordRules:
    'Password must contain at least one uppercase letter, one lowercase letter, and one number',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordsDontMatch: "Passwords don't match",
  agreeToTerms: 'You must agree to the terms and conditions',
  phoneShort: 'Phone number must be at least 10 digits',
  phoneInvalid: 'Please enter a valid phone number',
  adminKeyRequired: 'Admin creation key is required',
  invalidAdminKey: 'Invalid admin creation key',
  invalidRole: 'Invalid role selected',
  emailRequiredForResend: 'Email address is required to resend verification',
  // Section 8 texts the server answers with.
  invalidCredentials: 'Invalid email or password. Please check your credentials and try again.',
  emailNotVerified:
    'Please verify your email address before logging in. Check your inbox for a verification link.',
  accountSuspended: 'Your account has been suspended. Please contact support for assistance.',
  adminOnly: 'Access denied. Only administrators can log in here.',
  adminRequired: 'Access denied. Admin privileges required.',
  emailTaken: 'This email is already registered. Please use a different email or try logging in.',
  signupCooldown: 'Please wait a moment before trying again. Too many recent signup attempts.',
  invalidResetLink: 'Invalid or expired reset link. Please request a new password reset.',
  resetSessionExpired: 'Reset session expired',
  weakPassword: 'Password does not meet security requirements.',
  verificationFailed: 'Email verification failed. Please try again.',
  googleFailed: 'Google authentication failed. Please try again.',
  googleNotConfigured: 'Google sign-in is not configured on this server.',
  notAuthenticated: 'Please log in to continue.',
  sessionExpired: 'Your session has expired. Please log in again.',
  ownerPendingApproval: 'Your owner account is awaiting approval',
  wrongCurrentPassword: 'Current password is incorrect',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetEmailSent: 'If an account exists for that email, we have sent a link to reset the password.',
  verificationEmailSent:
    'If an unverified account exists for that email, we have sent a new verification link.',
} as const;
