import { REPORT_DETAILS_MAX, REPORT_DETAILS_MIN, REPORT_NOTE_MAX } from './reports.ts';

/**
 * Reports and moderation texts (issue 26; the spec leaves them open): the field messages of
 * the report form and the admin's resolution, and the API's refusals, each saying what to do.
 * Keys of the server catalogue (issue 24) as `report.*`; the Urdu is in i18n/server/ur.ts. A
 * reported hostel, review, message or user that cannot be found answers the texts their own
 * modules use ('Hostel not found', 'Review not found', 'Message not found', 'User not found').
 */
export const REPORT_MESSAGES = {
  // Fields of the report form.
  targetTypeInvalid: 'Choose hostel, review, message or user',
  reasonRequired: 'Please choose a reason',
  reasonInvalid: 'Choose one of the reasons offered for this report',
  detailsRequired: `Please describe the problem in at least ${REPORT_DETAILS_MIN} characters`,
  detailsLong: `Details must be at most ${REPORT_DETAILS_MAX.toLocaleString('en-US')} characters`,

  // The admin's queue filter and resolution.
  statusInvalid: 'Choose open, dismissed or actioned',
  actionInvalid: 'Choose dismiss, hide_review, return_hostel_to_review or suspend_user',
  noteLong: `Note must be at most ${REPORT_NOTE_MAX} characters`,

  // Refusals of a report.
  ownHostel: 'You cannot report your own hostel.',
  ownReview: 'You cannot report your own review.',
  ownMessage: 'You cannot report your own message.',
  ownAccount: 'You cannot report yourself.',
  alreadyReported:
    'You have already reported this. An administrator will look at your report soon.',

  // Refusals of a resolution.
  reportNotFound: 'Report not found',
  alreadyResolved: 'This report has already been resolved.',
  hideOnlyReviews: 'Only a reported review can be hidden.',
  returnOnlyHostels: 'Only a reported hostel can be sent back to review.',
  suspendOnlyPeople:
    'Only a reported user, or the author of a reported review or message, can be suspended.',
  targetGone: 'What was reported no longer exists. You can dismiss the report.',
} as const;
