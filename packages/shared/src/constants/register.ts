/**
 * The owner's register of residents and beds (issue 44; spec decisions 24 to 26;
 * docs/decisions/038). Dates are Pakistan dates (Asia/Karachi); money is whole rupees.
 */

/** A staff member's role in one hostel (spec decision 25): both work the register alike. */
export const STAFF_ROLES = ['manager', 'warden'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** How long an invitation to a hostel's staff can be accepted, in days. */
export const STAFF_INVITATION_DAYS = 7;

/**
 * What a bed is now (spec decision 24): `free`; `occupied` by a resident; `reserved` by an
 * accepted reservation not yet moved in (shown on the lowest free labels); `on_notice`: its
 * resident leaves, free from a date; `marked_taken`: occupied without a resident record.
 */
export const BED_STATES = ['free', 'occupied', 'reserved', 'on_notice', 'marked_taken'] as const;
export type BedState = (typeof BED_STATES)[number];

/** Where a resident stands: in a bed (`current`), leaving on a date (`notice`), or gone. */
export const RESIDENT_STATUSES = ['current', 'notice', 'moved_out'] as const;
export type ResidentStatus = (typeof RESIDENT_STATUSES)[number];

/** Months after move-out when a resident's personal details are erased (spec decision 26). */
export const RESIDENT_ERASE_MONTHS = 12;

/** Limits of the register's fields, in characters (names, labels) or rupees. */
export const RESIDENT_NAME_MAX = 100;
export const RESIDENT_TEXT_MAX = 200;
export const RESIDENT_ADDRESS_MAX = 300;
export const BED_LABEL_MAX = 12;
export const DEDUCTION_REASON_MAX = 200;
export const DEDUCTIONS_MAX = 10;
/** The largest rent, mess charge or deposit the register takes, in rupees. */
export const REGISTER_AMOUNT_MAX = 10_000_000;

/** What a register history row says happened (never a personal value; decision 26). */
export const RESIDENT_EVENTS = [
  'added',
  'updated',
  'moved',
  'notice_given',
  'notice_withdrawn',
  'bed_freed',
  'moved_out',
  'cnic_revealed',
  'erased',
] as const;
export type ResidentEvent = (typeof RESIDENT_EVENTS)[number];
