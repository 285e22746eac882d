import type { ContactCategory } from './hostels.ts';

/** Admin panel and contact texts the spec gives word for word (part 2 section 8). */
export const ADMIN_MESSAGES = {
  accessDenied: "You don't have permission to access the admin dashboard.",
  loading: 'Loading admin dashboard...',
  noHostels: 'No hostels found',
  noUsers: 'No Users Found',
  hostelApproved: 'Hostel approved successfully!',
  hostelRejected: 'Hostel rejected successfully!',
  approveFailed: 'Failed to approve hostel',
  rejectFailed: 'Failed to reject hostel',
  confirmDeleteUser: 'Are you sure you want to delete this user? This action cannot be undone.',
  userDeleted: 'User deleted successfully!',
  deleteUserFailed: 'Failed to delete user',
  confirmDeleteMessage:
    'Are you sure you want to delete this message? This action cannot be undone.',
  noMessages: 'No messages found',
  notSpecified: 'Not specified',
  /** Server-side refusals the spec leaves open. */
  adminsOnly: 'Only administrators can do this',
  onlyPendingHostels: 'Only pending hostels can be approved or rejected',
  onlyPendingOwners: 'Only owner accounts awaiting approval can be approved or rejected',
  notAnOwner: 'This user is not a hostel owner',
  userNotFound: 'User not found',
  cannotDeleteAdmin: 'Administrator accounts cannot be deleted',
  lastAdmin: 'The last administrator cannot be demoted or suspended',
  messageNotFound: 'Message not found',
  /** The outbox (issue 21 item 4). */
  deliveryNotFound: 'Delivery not found',
  onlyFailedDeliveries: 'Only a failed email or SMS can be retried',
  undeliveredHeading: 'Undelivered email and SMS',
  allDelivered: 'Every email and SMS has been delivered.',
  deliveryRetried: 'It will be sent again shortly.',
  /** Refusals of the admin endpoints' bodies and queries. */
  roleInvalid: 'Choose student, owner or admin',
  reasonTooLong: 'Reason must be at most 500 characters',
  decisionInvalid: 'Choose approved or rejected',
  deliveryStatusInvalid: 'Choose failed or pending',
  /** POST /api/auth/create-admin on a server without a creation key. */
  adminCreationDisabled:
    'Admin creation is turned off on this server. Use the create-admin command instead.',
} as const;

/** Contact form texts (part 2 sections 5 and 8). */
export const CONTACT_MESSAGES = {
  nameShort: 'Name must be at least 2 characters long',
  emailInvalid: 'Please enter a valid email address',
  categoryRequired: 'Please select a category',
  subjectShort: 'Subject must be at least 5 characters long',
  messageShort: 'Message must be at least 10 characters long',
  sending: 'Sending Message...',
  failedHeading: 'Failed to send message',
  failedFallback: 'Failed to send your message. Please try again.',
  /** An admin's status change of a contact message. */
  statusInvalid: 'Choose a valid status',
} as const;

/**
 * The reply times the contact page promises, by category (part 2 section 1): 24-48 hours for
 * general queries, 12-24 hours for bug reports. Report User is not offered on the public form
 * and gets the general promise. Issue 22 item 12.
 */
export const CONTACT_RESPONSE_TIMES: Record<ContactCategory, string> = {
  'General Query': '24-48 hours',
  'Bug Report': '12-24 hours',
  'Report User': '24-48 hours',
};

/**
 * The contact form's success text for a category, promising what the contact page promises
 * for it: "Thank you for contacting us! We'll get back to you within 12-24 hours." for a bug
 * report (issue 22 item 12).
 */
export function contactReceivedMessage(category: ContactCategory): string {
  return `Thank you for contacting us! We'll get back to you within ${CONTACT_RESPONSE_TIMES[category]}.`;
}
