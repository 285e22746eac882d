/**
 * The texts an approval decision sends (spec part 2 section 6; decision 4): the in-app
 * notification and the email to the owner. `reason` is the administrator's, or null.
 */
export interface DecisionTexts {
  notification: { title: string; body: string; link: string };
  email: { subject: string; lines: string[] };
}

/** What approving or rejecting hostel `hostelName` tells its owner `ownerName`. */
export function hostelDecisionTexts(input: {
  approved: boolean;
  hostelName: string;
  ownerName: string;
  reason: string | null;
  publicUrl: string;
}): DecisionTexts {
  const { approved, hostelName, ownerName, reason, publicUrl } = input;
  if (approved) {
    return {
      notification: {
        title: `${hostelName} was approved`,
        body: 'Students can now find it on Hostelhub.',
        link: '/owner',
      },
      email: {
        subject: `Your hostel "${hostelName}" is live on Hostelhub`,
        lines: [
          `Assalam o alaikum ${ownerName},`,
          `Your hostel "${hostelName}" has been approved and students can now find it.`,
          `Manage it at ${publicUrl}/owner`,
        ],
      },
    };
  }
  return {
    notification: {
      title: `${hostelName} was not approved`,
      body: reason ? `Reason: ${reason}` : 'No reason was given. You can edit it and ask again.',
      link: '/owner',
    },
    email: {
      subject: `Your hostel "${hostelName}" was not approved`,
      lines: [
        `Assalam o alaikum ${ownerName},`,
        `Your hostel "${hostelName}" was not approved.`,
        reason ? `Reason: ${reason}` : 'No reason was given.',
        `You can edit it and ask again from ${publicUrl}/owner`,
      ],
    },
  };
}

/** What approving or rejecting the owner account of `ownerName` tells them. */
export function ownerDecisionTexts(input: {
  approved: boolean;
  ownerName: string;
  reason: string | null;
  publicUrl: string;
}): DecisionTexts {
  const { approved, ownerName, reason, publicUrl } = input;
  if (approved) {
    return {
      notification: {
        title: 'Your owner account is approved',
        body: 'You can list your hostels now.',
        link: '/owner',
      },
      email: {
        subject: 'Your Hostelhub owner account is approved',
        lines: [
          `Assalam o alaikum ${ownerName},`,
          'Your owner account has been approved. You can list your hostels now.',
          `Start at ${publicUrl}/owner`,
        ],
      },
    };
  }
  return {
    notification: {
      title: 'Your owner account was not approved',
      body: reason ? `Reason: ${reason}` : 'No reason was given.',
      link: '/contact',
    },
    email: {
      subject: 'Your Hostelhub owner account was not approved',
      lines: [
        `Assalam o alaikum ${ownerName},`,
        'Your owner account was not approved.',
        reason ? `Reason: ${reason}` : 'No reason was given.',
        `Questions? Write to us at ${publicUrl}/contact`,
      ],
    },
  };
}
