/**
 * The account settings' own texts (product decision 9; the spec shows only a placeholder, so
 * these are ours). Fallbacks read only when a failure carries no text of its own.
 */
export const ACCOUNT_TEXTS = {
  preferencesSaved: 'Preferences saved.',
  preferencesSaveFailed: 'Failed to save preferences. Please try again.',
  currentPasswordRequired: 'Please enter your current password',
  passwordChanged: 'Password changed. Your other devices have been signed out.',
  passwordChangeFailed: 'Failed to change password. Please try again.',
  downloadFailed: 'Download failed',
  deleteFailed: 'Failed to delete account. Please try again.',
  twoFactorFailed: 'Something went wrong. Please try again.',
} as const;
