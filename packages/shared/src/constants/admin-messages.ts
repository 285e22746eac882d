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
  received: "Thank you for contacting us! We'll get back to you within 24 hours.",
} as const;
