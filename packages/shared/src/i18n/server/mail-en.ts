import { DUES_MAIL_EN } from './dues-mail-en.ts';

/**
 * What the API writes to people outside an answer (issue 24: "Emails, SMS codes and in-app
 * notifications go out in the recipient's language"): every email, SMS and in-app
 * notification, as ICU messages, one paragraph per key. The English is word for word what
 * they said before the Urdu came (tests check it); mail-ur.ts has the same keys in Urdu.
 * Placeholders: `{name}` the recipient, `{link}` an address, `{hostel}` a hostel's name.
 *
 * Kept out of SERVER_MESSAGES_EN on purpose: error answers are translated by recognising
 * their English (findServerMessage), and these texts are never error answers.
 */
export const MAIL_MESSAGES_EN = {
  // Account emails (verification, password reset).
  'mail.auth.greeting': 'Assalam-o-Alaikum {name},',
  'mail.auth.signature': 'Hostelhub',
  'mail.verify.subject': 'Verify your Hostelhub email address',
  'mail.verify.intro':
    'Please verify your email address to finish creating your Hostelhub account:',
  'mail.verify.action': 'Verify my email address',
  'mail.verify.expiry':
    'The link works once and expires in 24 hours. If you did not sign up, you can ignore this email.',
  'mail.reset.subject': 'Reset your Hostelhub password',
  'mail.reset.intro': 'Someone asked to reset the password of your Hostelhub account.',
  'mail.reset.open': 'To choose a new password, open:',
  'mail.reset.action': 'Choose a new password',
  'mail.reset.expiry':
    'The link works once and expires in 1 hour. If it was not you, ignore this email: your password stays the same.',

  // Notice emails (approval decisions, unread messages).
  'mail.notice.greeting': 'Assalam o alaikum {name},',
  'mail.decision.reason': 'Reason: {reason}',
  'mail.decision.noReason': 'No reason was given.',
  'mail.hostelApproved.subject': 'Your hostel "{hostel}" is live on Hostelhub',
  'mail.hostelApproved.body':
    'Your hostel "{hostel}" has been approved and students can now find it.',
  'mail.hostelApproved.manage': 'Manage it at {link}',
  'mail.hostelRejected.subject': 'Your hostel "{hostel}" was not approved',
  'mail.hostelRejected.body': 'Your hostel "{hostel}" was not approved.',
  'mail.hostelRejected.retry': 'You can edit it and ask again from {link}',
  'mail.ownerApproved.subject': 'Your Hostelhub owner account is approved',
  'mail.ownerApproved.body': 'Your owner account has been approved. You can list your hostels now.',
  'mail.ownerApproved.start': 'Start at {link}',
  'mail.ownerRejected.subject': 'Your Hostelhub owner account was not approved',
  'mail.ownerRejected.body': 'Your owner account was not approved.',
  'mail.ownerRejected.contact': 'Questions? Write to us at {link}',
  'mail.unread.subject': 'Unread messages about {hostel}',
  'mail.unread.body':
    'You have {count, plural, one {{count} unread message} other {{count} unread messages}} about {hostel} on Hostelhub.',
  'mail.unread.reply': 'Read and reply at {link}',
  'mail.unread.optOut': 'You can turn these emails off under Settings.',

  // The contact form's message, emailed to the team's inbox.
  'mail.contact.subject': '[Hostelhub contact] {subject}',
  'mail.contact.wrote': '{name} <{email}> wrote ({category}):',

  // SMS.
  'sms.code':
    'Your Hostelhub verification code is {code}. It expires in 10 minutes. Do not share it.',

  // In-app notifications.
  'notification.reason': 'Reason: {reason}',
  'notification.noReason': 'No reason was given.',
  'notification.hostelApproved.title': '{hostel} was approved',
  'notification.hostelApproved.body': 'Students can now find it on Hostelhub.',
  'notification.hostelRejected.title': '{hostel} was not approved',
  'notification.hostelRejected.noReason': 'No reason was given. You can edit it and ask again.',
  'notification.ownerApproved.title': 'Your owner account is approved',
  'notification.ownerApproved.body': 'You can list your hostels now.',
  'notification.ownerRejected.title': 'Your owner account was not approved',
  'notification.newMessage.title': 'New message',
  // The outcome of a report, to its reporter (issue 26).
  // An administrator decided a change to an approved hostel (issue 26).
  'notification.hostelChangeApproved.title': 'Your changes to {hostel} are live',
  'notification.hostelChangeApproved.body': 'Students now see the hostel as you changed it.',
  'notification.hostelChangeRejected.title': 'Your changes to {hostel} were not approved',
  'mail.hostelChangeApproved.subject': 'Your changes to "{hostel}" are live on Hostelhub',
  'mail.hostelChangeApproved.body':
    'An administrator approved your changes to "{hostel}". Students now see the hostel as you changed it.',
  'mail.hostelChangeRejected.subject': 'Your changes to "{hostel}" were not approved',
  'mail.hostelChangeRejected.body':
    'An administrator did not approve your changes to "{hostel}". Students still see the hostel as it was approved before.',
  // Visits and reservations (issue 27): each step, told to the other side.
  'booking.visitRequested.title': 'New visit request for {hostel}',
  'booking.visitRequested.body': '{who} would like to visit on {when} (Pakistan time).',
  'booking.visitAccepted.title': 'Your visit to {hostel} is confirmed',
  'booking.visitAccepted.body': 'See you on {when} (Pakistan time).',
  'booking.visitDeclined.title': 'Your visit request for {hostel} was declined',
  'booking.visitDeclined.body': 'The owner cannot host a visit on {when}.',
  'booking.visitProposed.title': '{hostel} proposes another time for your visit',
  'booking.visitProposed.body': 'The owner suggests {when} (Pakistan time). Accept or decline it.',
  'booking.visitProposalAccepted.title': 'Visit to {hostel} confirmed',
  'booking.visitProposalAccepted.body':
    '{who} accepted your proposed time: {when} (Pakistan time).',
  'booking.visitProposalDeclined.title': 'Proposed visit time declined',
  'booking.visitProposalDeclined.body':
    '{who} declined your proposed time for a visit to {hostel}.',
  'booking.visitCancelled.title': 'Visit to {hostel} cancelled',
  'booking.visitCancelled.body': '{who} cancelled the visit on {when}.',
  'booking.visitExpired.title': 'Visit request for {hostel} expired',
  'booking.visitExpired.body': 'The request for {when} was not answered in time.',
  'booking.visitReminder.title': 'Visit to {hostel} in 2 hours',
  'booking.visitReminder.body': 'Your visit is at {when} (Pakistan time).',
  'booking.reservationRequested.title': 'New reservation request for {hostel}',
  'booking.reservationRequested.body':
    '{who} asks for a bed in {room} from {moveIn} for {months, plural, one {# month} other {# months}}.',
  'booking.reservationAccepted.title': 'Your bed at {hostel} is reserved',
  'booking.reservationAccepted.body':
    'A bed in {room} is held for you from {moveIn}. Payment happens at the hostel.',
  'booking.reservationDeclined.title': 'Your reservation request for {hostel} was declined',
  'booking.reservationDeclined.body':
    'The owner declined your request for a bed in {room} from {moveIn}.',
  'booking.reservationCancelled.title': 'Reservation at {hostel} cancelled',
  'booking.reservationCancelled.body':
    '{who} cancelled the reservation of a bed in {room} from {moveIn}.',
  'booking.reservationExpired.title': 'Reservation request for {hostel} expired',
  'booking.reservationExpired.body':
    'The request for a bed in {room} from {moveIn} was not answered in time.',
  'booking.reservationCheckedOut.title': 'Your stay at {hostel} has ended',
  'booking.reservationCheckedOut.body':
    'The owner checked you out of {room}. You can review the hostel now.',
  'booking.open': 'See it on Hostelhub: {link}',
  'notification.reportResolved.title': 'Your report was reviewed',
  'notification.reportDismissed.body':
    'An administrator looked into your report and found nothing against our rules. Thank you for telling us.',
  'notification.reportReviewHidden.body':
    'An administrator hid the review you reported. Thank you for telling us.',
  'notification.reportHostelReturned.body':
    'An administrator took {hostel} off Hostelhub until it is checked again. Thank you for telling us.',
  'notification.reportUserSuspended.body':
    'An administrator acted on your report and suspended the account concerned. Thank you for telling us.',
  // Saved searches and alerts on favourites (issue 29).
  'alert.search.title': 'New hostel for "{search}": {hostel}',
  'alert.search.body': '{hostel} is now on Hostelhub and matches your saved search "{search}".',
  'alert.digest.title': '{count, plural, one {# new hostel} other {# new hostels}} for "{search}"',
  'alert.digest.body': 'New matches for your saved search "{search}" since the last digest.',
  'alert.digestAll.title':
    '{count, plural, one {# new hostel} other {# new hostels}} for your saved searches',
  'alert.digestAll.body': 'New matches for your saved searches since the last digest.',
  'alert.favoritePrice.title': 'Lower price at {hostel}',
  'alert.favoritePrice.body':
    '{hostel}, one of your favourites, now starts from {price} a month (it was {before}).',
  'alert.favoriteBeds.title': 'Beds free again at {hostel}',
  'alert.favoriteBeds.body':
    '{hostel}, one of your favourites, has {count, plural, one {# free bed} other {# free beds}} again.',
  'alert.mail.price': '{price} / month',
  'alert.mail.view': 'View hostel',
  'alert.mail.more':
    '{count, plural, one {# more hostel matches} other {# more hostels match}}: {link}',
  'alert.mail.whySearch':
    'You get this email because you saved the search "{search}" on Hostelhub. Manage your saved searches at {link}',
  'alert.mail.whySearches':
    'You get this email because you saved these searches on Hostelhub. Manage your saved searches at {link}',
  'alert.mail.whyFavorites':
    'You get this email because you saved this hostel as a favourite on Hostelhub. Manage your alerts at {link}',
  'alert.mail.unsubscribe': 'To stop these alerts, open {link}',
  'alert.mail.unsubscribeAction': 'Turn these alerts off',

  // A hostel staff invitation (issue 44 item 4), to an address that may have no account yet.
  'mail.staffInvite.subject': 'Join the staff of "{hostel}" on Hostelhub',
  'mail.staffInvite.intro':
    '{inviter} invites you to work the register of "{hostel}" on Hostelhub as {role}.',
  'mail.staffInvite.howTo':
    'Open the link and sign in with this email address. No account yet? Sign up as a student with this email address, then open the link again.',
  'mail.staffInvite.action': 'See the invitation',
  'mail.staffInvite.expiry':
    'The invitation expires in {days} days. If you do not expect it, ignore this email.',
  'mail.staffInvite.role.manager': 'manager',
  'mail.staffInvite.role.warden': 'warden',

  // Dues reminders, receipts and their pages (issue 45 items 3 and 4).
  ...DUES_MAIL_EN,
} as const;

/** A key of an email, SMS or notification text. */
export type MailMessageKey = keyof typeof MAIL_MESSAGES_EN;

/** One language's email, SMS and notification texts: an ICU message for every key. */
export type MailCatalogue = Record<MailMessageKey, string>;
