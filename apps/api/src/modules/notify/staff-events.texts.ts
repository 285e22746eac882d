import type { StaffRole } from '@hostelhub/shared';
import { escapeHtml, htmlIn } from '../../lib/mailer.ts';
import type { NoticeEvent } from './notify.types.ts';

/**
 * A hostel staff invitation (issue 44 item 4; docs/decisions/039-hostel-staff.md): always sent,
 * to the invited address, which may have no account yet (an address recipient in the
 * inviter's language) or belongs to an account (a user recipient, in its language). The link
 * opens the invitation page; it never signs anyone in. `token` is single use.
 */
export const staffInvitation: NoticeEvent<{
  hostel: string;
  inviter: string;
  role: StaffRole;
  token: string;
  days: number;
}> = {
  email: {
    kind: 'staff_invitation',
    when: 'always',
    texts: (reader, { hostel, inviter, role, token, days }) => {
      const { t, language } = reader;
      const link = reader.url(`/staff-invitations/${token}`);
      const greeting = t('mail.notice.greeting', { name: reader.name });
      const intro = t('mail.staffInvite.intro', {
        inviter,
        hostel,
        role: t(`mail.staffInvite.role.${role}`),
      });
      const howTo = t('mail.staffInvite.howTo');
      const expiry = t('mail.staffInvite.expiry', { days });
      const signature = t('mail.auth.signature');
      const paragraph = (line: string) => `<p>${escapeHtml(line)}</p>`;
      // The token is base64url: safe in an href as it is.
      const html = `${paragraph(greeting)}${paragraph(intro)}${paragraph(howTo)}<p><a href="${link}">${escapeHtml(t('mail.staffInvite.action'))}</a></p>${paragraph(expiry)}${paragraph(signature)}`;
      return {
        subject: t('mail.staffInvite.subject', { hostel }),
        text: [greeting, intro, howTo, link, expiry, signature].join('\n\n'),
        html: htmlIn(language, html),
      };
    },
  },
};
