import type { Language } from '@hostelhub/shared';
import { textsIn } from '../../lib/recipient-text.ts';

/**
 * The texts an approval decision sends (spec part 2 section 6; decision 4): the in-app
 * notification and the email to the owner, in the owner's language (issue 24; the texts are
 * in the server catalogue, mail-en.ts and mail-ur.ts). `reason` is the administrator's, or
 * null, and stays as they wrote it.
 */
export interface DecisionTexts {
  notification: { title: string; body: string; link: string };
  email: { subject: string; lines: string[] };
}

/** What approving or rejecting hostel `hostelName` tells its owner `ownerName`, in `language`. */
export function hostelDecisionTexts(input: {
  language: Language;
  approved: boolean;
  hostelName: string;
  ownerName: string;
  reason: string | null;
  publicUrl: string;
}): DecisionTexts {
  const { approved, hostelName: hostel, ownerName: name, reason, publicUrl } = input;
  const t = textsIn(input.language);
  const link = `${publicUrl}/owner`;
  if (approved) {
    return {
      notification: {
        title: t('notification.hostelApproved.title', { hostel }),
        body: t('notification.hostelApproved.body'),
        link: '/owner',
      },
      email: {
        subject: t('mail.hostelApproved.subject', { hostel }),
        lines: [
          t('mail.notice.greeting', { name }),
          t('mail.hostelApproved.body', { hostel }),
          t('mail.hostelApproved.manage', { link }),
        ],
      },
    };
  }
  return {
    notification: {
      title: t('notification.hostelRejected.title', { hostel }),
      body: reason
        ? t('notification.reason', { reason })
        : t('notification.hostelRejected.noReason'),
      link: '/owner',
    },
    email: {
      subject: t('mail.hostelRejected.subject', { hostel }),
      lines: [
        t('mail.notice.greeting', { name }),
        t('mail.hostelRejected.body', { hostel }),
        reason ? t('mail.decision.reason', { reason }) : t('mail.decision.noReason'),
        t('mail.hostelRejected.retry', { link }),
      ],
    },
  };
}

/**
 * What approving or rejecting the change its owner `ownerName` made to approved hostel
 * `hostelName` tells them, in `language` (issue 26). The link opens their dashboard.
 */
export function hostelChangeDecisionTexts(input: {
  language: Language;
  approved: boolean;
  hostelName: string;
  ownerName: string;
  reason: string | null;
  publicUrl: string;
}): DecisionTexts {
  const { approved, hostelName: hostel, ownerName: name, reason, publicUrl } = input;
  const t = textsIn(input.language);
  const link = `${publicUrl}/owner`;
  const why = reason ? [t('mail.decision.reason', { reason })] : [];
  if (approved) {
    return {
      notification: {
        title: t('notification.hostelChangeApproved.title', { hostel }),
        body: t('notification.hostelChangeApproved.body'),
        link: '/owner',
      },
      email: {
        subject: t('mail.hostelChangeApproved.subject', { hostel }),
        lines: [
          t('mail.notice.greeting', { name }),
          t('mail.hostelChangeApproved.body', { hostel }),
          ...why,
          t('mail.hostelApproved.manage', { link }),
        ],
      },
    };
  }
  return {
    notification: {
      title: t('notification.hostelChangeRejected.title', { hostel }),
      body: reason ? t('notification.reason', { reason }) : t('notification.noReason'),
      link: '/owner',
    },
    email: {
      subject: t('mail.hostelChangeRejected.subject', { hostel }),
      lines: [
        t('mail.notice.greeting', { name }),
        t('mail.hostelChangeRejected.body', { hostel }),
        ...why,
        t('mail.hostelApproved.manage', { link }),
      ],
    },
  };
}

/** What approving or rejecting the owner account of `ownerName` tells them, in `language`. */
export function ownerDecisionTexts(input: {
  language: Language;
  approved: boolean;
  ownerName: string;
  reason: string | null;
  publicUrl: string;
}): DecisionTexts {
  const { approved, ownerName: name, reason, publicUrl } = input;
  const t = textsIn(input.language);
  if (approved) {
    return {
      notification: {
        title: t('notification.ownerApproved.title'),
        body: t('notification.ownerApproved.body'),
        link: '/owner',
      },
      email: {
        subject: t('mail.ownerApproved.subject'),
        lines: [
          t('mail.notice.greeting', { name }),
          t('mail.ownerApproved.body'),
          t('mail.ownerApproved.start', { link: `${publicUrl}/owner` }),
        ],
      },
    };
  }
  return {
    notification: {
      title: t('notification.ownerRejected.title'),
      body: reason ? t('notification.reason', { reason }) : t('notification.noReason'),
      link: '/contact',
    },
    email: {
      subject: t('mail.ownerRejected.subject'),
      lines: [
        t('mail.notice.greeting', { name }),
        t('mail.ownerRejected.body'),
        reason ? t('mail.decision.reason', { reason }) : t('mail.decision.noReason'),
        t('mail.ownerRejected.contact', { link: `${publicUrl}/contact` }),
      ],
    },
  };
}
