/** Phone verification texts the spec gives word for word (part 2 sections 5 and 8). */
export const PHONE_MESSAGES = {
  invalidNumber: 'Please enter a valid 11-digit Pakistani phone number (03XXXXXXXXX)',
  otpRequired: 'Please enter the OTP code',
  invalidFormat: 'Invalid Pakistani phone number format',
  sendFailed: 'Failed to send OTP',
  verifyFailed: 'Failed to verify OTP',
  loadFailed: 'Failed to load verified phone numbers. Please try again.',
  serviceMissing: 'Phone verification service not available. Please ensure the backend is running.',
  unauthorized: 'Please log in to access phone verification.',
  deleteFailed: 'Failed to delete phone number',
  primaryFailed: 'Failed to set primary phone',
  logInToAccess: 'Please log in to access phone verification',
  logInAgain: 'Please log in again to access phone verification',
  dialogLoadFailed: 'Failed to load phone numbers',
  dialogRemoveFailed: 'Failed to remove phone number',
  otpSent: 'OTP sent successfully! Check your SMS.',
  verified: 'Phone number verified successfully!',
  removed: 'Phone number removed successfully',
  primaryUpdated: 'Primary phone number updated.',
  confirmRemove: 'Are you sure you want to remove this phone number?',
  /** Server-side refusals the spec leaves open. */
  limitReached: 'You can verify at most 3 phone numbers. Remove one to add another.',
  alreadyVerified: 'This phone number is already verified on your account',
  wrongCode: 'Invalid OTP code. Please check the code and try again.',
  codeExpired: 'This code has expired or was not requested. Please request a new code.',
  codeLocked: 'Too many wrong attempts. Please request a new code.',
  hourlyLimit: 'Too many codes requested. Please try again in an hour.',
  smsFailed: 'Could not send the SMS right now. Please try again in a moment.',
  phoneNotFound: 'Phone number not found',
  inUseByHostels:
    'This number is the contact phone of one of your hostels. Choose another number for that hostel first.',
  contactPhoneNotVerified:
    "Contact phone must be one of the owner's verified business phone numbers",
} as const;

/** 'Please wait 42 seconds before requesting a new code.' */
export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}
