import { paragraphMail } from '../../lib/mailer.ts';
import type { MailTexts, NoticeEvent, NoticeReader } from './notify.types.ts';

/**
 * What an administrator's decision tells the user it concerns (spec part 2 section 6; decision
 * 4; issue 26 for changes): an in-app notification and an email unless they turned hostel
 * emails off (decision 010). `hostel` is the hostel's name, `reason` the administrator's (or
 * null), kept as they wrote it. The texts are the catalogue's (mail-en.ts, mail-ur.ts).
 */
type HostelDecision = { hostel: string; reason: string | null };
type OwnerDecision = { reason: string | null };

/** An email of greeting-first paragraphs. */
function mail(reader: NoticeReader, subject: string, lines: string[]): MailTexts {
  return {
    subject,
    ...paragraphMail(
      [reader.t('mail.notice.greeting', { name: reader.name }), ...lines],
      reader.language,
    ),
  };
}

export const hostelApproved: NoticeEvent<HostelDecision> = {
  notification: {
    type: 'hostel_approved',
    texts: ({ t }, { hostel }) => ({
      title: t('notification.hostelApproved.title', { hostel }),
      body: t('notification.hostelApproved.body'),
      link: '/owner',
    }),
  },
  email: {
    kind: 'hostel_approved',
    when: 'hostelUpdates',
    texts: (reader, { hostel }) =>
      mail(reader, reader.t('mail.hostelApproved.subject', { hostel }), [
        reader.t('mail.hostelApproved.body', { hostel }),
        reader.t('mail.hostelApproved.manage', { link: reader.url('/owner') }),
      ]),
  },
};

export const hostelRejected: NoticeEvent<HostelDecision> = {
  notification: {
    type: 'hostel_rejected',
    texts: ({ t }, { hostel, reason }) => ({
      title: t('notification.hostelRejected.title', { hostel }),
      body: reason
        ? t('notification.reason', { reason })
        : t('notification.hostelRejected.noReason'),
      link: '/owner',
    }),
  },
  email: {
    kind: 'hostel_rejected',
    when: 'hostelUpdates',
    texts: (reader, { hostel, reason }) =>
      mail(reader, reader.t('mail.hostelRejected.subject', { hostel }), [
        reader.t('mail.hostelRejected.body', { hostel }),
        reason ? reader.t('mail.decision.reason', { reason }) : reader.t('mail.decision.noReason'),
        reader.t('mail.hostelRejected.retry', { link: reader.url('/owner') }),
      ]),
  },
};

/** The reason's line of a change decision, when there is one. */
const why = ({ t }: NoticeReader, reason: string | null) =>
  reason ? [t('mail.decision.reason', { reason })] : [];

export const hostelChangeApproved: NoticeEvent<HostelDecision> = {
  notification: {
    type: 'hostel_change_approved',
    texts: ({ t }, { hostel }) => ({
      title: t('notification.hostelChangeApproved.title', { hostel }),
      body: t('notification.hostelChangeApproved.body'),
      link: '/owner',
    }),
  },
  email: {
    kind: 'hostel_change_approved',
    when: 'hostelUpdates',
    texts: (reader, { hostel, reason }) =>
      mail(reader, reader.t('mail.hostelChangeApproved.subject', { hostel }), [
        reader.t('mail.hostelChangeApproved.body', { hostel }),
        ...why(reader, reason),
        reader.t('mail.hostelApproved.manage', { link: reader.url('/owner') }),
      ]),
  },
};

export const hostelChangeRejected: NoticeEvent<HostelDecision> = {
  notification: {
    type: 'hostel_change_rejected',
    texts: ({ t }, { hostel, reason }) => ({
      title: t('notification.hostelChangeRejected.title', { hostel }),
      body: reason ? t('notification.reason', { reason }) : t('notification.noReason'),
      link: '/owner',
    }),
  },
  email: {
    kind: 'hostel_change_rejected',
    when: 'hostelUpdates',
    texts: (reader, { hostel, reason }) =>
      mail(reader, reader.t('mail.hostelChangeRejected.subject', { hostel }), [
        reader.t('mail.hostelChangeRejected.body', { hostel }),
        ...why(reader, reason),
        reader.t('mail.hostelApproved.manage', { link: reader.url('/owner') }),
      ]),
  },
};

export const ownerApproved: NoticeEvent<OwnerDecision> = {
  notification: {
    type: 'owner_approved',
    texts: ({ t }) => ({
      title: t('notification.ownerApproved.title'),
      body: t('notification.ownerApproved.body'),
      link: '/owner',
    }),
  },
  email: {
    kind: 'owner_approved',
    when: 'hostelUpdates',
    texts: (reader) =>
      mail(reader, reader.t('mail.ownerApproved.subject'), [
        reader.t('mail.ownerApproved.body'),
        reader.t('mail.ownerApproved.start', { link: reader.url('/owner') }),
      ]),
  },
};

export const ownerRejected: NoticeEvent<OwnerDecision> = {
  notification: {
    type: 'owner_rejected',
    texts: ({ t }, { reason }) => ({
      title: t('notification.ownerRejected.title'),
      body: reason ? t('notification.reason', { reason }) : t('notification.noReason'),
      link: '/contact',
    }),
  },
  email: {
    kind: 'owner_rejected',
    when: 'hostelUpdates',
    texts: (reader, { reason }) =>
      mail(reader, reader.t('mail.ownerRejected.subject'), [
        reader.t('mail.ownerRejected.body'),
        reason ? reader.t('mail.decision.reason', { reason }) : reader.t('mail.decision.noReason'),
        reader.t('mail.ownerRejected.contact', { link: reader.url('/contact') }),
      ]),
  },
};

/** How a report ended, told to its reporter in-app only (reports are no hostel email). */
export const reportResolved: NoticeEvent<{
  action: 'dismiss' | 'hide_review' | 'return_hostel_to_review' | 'suspend_user';
  hostel: string;
}> = {
  notification: {
    type: 'report_resolved',
    texts: ({ t }, { action, hostel }) => ({
      title: t('notification.reportResolved.title'),
      body: {
        dismiss: () => t('notification.reportDismissed.body'),
        hide_review: () => t('notification.reportReviewHidden.body'),
        return_hostel_to_review: () => t('notification.reportHostelReturned.body', { hostel }),
        suspend_user: () => t('notification.reportUserSuspended.body'),
      }[action](),
      link: null,
    }),
  },
};
