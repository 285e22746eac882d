import { HOSTEL_CHANGE_REASON_MAX } from './hostel-changes.ts';

/**
 * Edits-after-approval texts (issue 26; the spec leaves them open). Keys of the server
 * catalogue (issue 24) as `hostelChange.*`; the Urdu is in i18n/server/ur.ts.
 */
export const HOSTEL_CHANGE_MESSAGES = {
  /** What the owner sees on a hostel with a change waiting (issue 26, word for word). */
  changesWaiting: 'Changes waiting for review',
  changeNotFound: 'Change not found',
  noPendingChange: 'This hostel has no changes waiting for review',
  alreadyDecided: 'This change has already been decided',
  actionInvalid: 'Choose approve or reject',
  statusInvalid: 'Choose pending, approved, rejected, withdrawn or merged',
  reasonRequired: 'Please give the owner a reason for rejecting the change',
  reasonTooLong: `A reason must be at most ${HOSTEL_CHANGE_REASON_MAX} characters`,
  pendingPhotoLocked:
    'This photo waits for review: it can be given a title, made the cover or moved once it is approved',
} as const;
