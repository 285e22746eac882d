import {
  BED_LABEL_MAX,
  DEDUCTION_REASON_MAX,
  DEDUCTIONS_MAX,
  RESIDENT_NAME_MAX,
  STAFF_INVITATION_DAYS,
} from './register.ts';

/**
 * The register's texts (issue 44; spec decisions 24 to 26), each saying what to do. Keys of the
 * server catalogue (issue 24) as `register.*`; the Urdu is in i18n/server/ur.ts.
 */
export const REGISTER_MESSAGES = {
  // Fields.
  fullNameRequired: 'Full name is required',
  fullNameLong: `Full name must be at most ${RESIDENT_NAME_MAX} characters`,
  phoneInvalid: 'Please enter a valid phone number',
  emailInvalid: 'Please enter a valid email address',
  cnicInvalid: 'Enter the 13-digit CNIC or B-form number (35202-1234567-1)',
  textLong: 'This text is too long',
  institutionOne: 'Give a university or an institution name, not both',
  roomRequired: 'Choose a room',
  dateInvalid: 'Choose a date (YYYY-MM-DD)',
  amountInvalid: 'Enter an amount in whole rupees',
  languageInvalid: 'Choose English or Urdu',
  bedLabelInvalid: `A bed's label must be 1 to ${BED_LABEL_MAX} characters`,
  leavingDatePast: 'Choose a leaving date from today on.',
  movedOutBeforeMoveIn: 'The move-out date cannot be before the move-in date.',
  movedOutFuture: 'The move-out date cannot be in the future.',
  deductionReasonRequired: `Each deduction needs an amount and a reason of at most ${DEDUCTION_REASON_MAX} characters`,
  deductionsTooMany: `Give at most ${DEDUCTIONS_MAX} deductions`,
  depositNotBalanced: 'The deposit returned plus the deductions must equal the security deposit.',
  staffRoleInvalid: 'Choose manager or warden',

  // Refusals.
  noFreeBed: 'This room has no free bed left. Choose another room or bed.',
  bedTaken: 'This bed was just taken by someone else. Choose another bed.',
  bedNotInRoom: 'Choose a bed of this room.',
  bedsInUse:
    'This room has more beds in use than that. Move residents out or free beds in the register first.',
  reservationNotAccepted: 'Only an accepted reservation can be moved in.',
  useMoveOut: 'This student has moved in: use move-out in the register.',
  alreadyMovedOut: 'This resident has already moved out.',
  noNotice: 'This resident has not given notice.',
  duplicateCnic: 'A resident of this hostel already has this CNIC.',
  residentNotFound: 'Resident not found',
  bedNotFound: 'Bed not found',
  residentsLeft:
    'This hostel still has residents in its register. Move them out before deleting it.',
  roomHasResidents: 'This room has residents in its beds. Move them out or to another room first.',
  staffOnlyOwner: 'Only the hostel owner can manage its staff.',
  staffCannotDelete: 'Staff cannot delete anything. Ask the hostel owner.',
  alreadyStaff: 'This person is already on the staff of this hostel.',
  invitationPending: 'An invitation to this email is already waiting.',
  cannotInviteSelf: 'You own this hostel already.',
  cannotInviteAdmin: 'Administrators cannot join a hostel staff.',
  invitationNotFound: `This invitation is not valid any more. Invitations last ${STAFF_INVITATION_DAYS} days: ask the owner for a new one.`,
  invitationOtherEmail:
    'This invitation was sent to another email address. Sign in with that account.',
  staffNotFound: 'Staff member not found',
  adminsNoRegister: "Administrators do not see hostels' registers (residents' privacy).",
} as const;
