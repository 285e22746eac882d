import type { HostelDetail } from '@hostelhub/shared';
import { MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { useContactHostel } from '../hooks/use-contact-hostel';
import { useT } from '../../../lib/i18n';
import { hostelDetailText } from '../i18n';
import { SECTION, SUBSECTION } from './detail-section';
import { Heading } from './heading';
import { HostelContactDetails } from './hostel-contact';
import type { HostelDetailSlots } from './slots';

/** Contact Hostel, Request a visit (issue 27) and Close, with what Contact Hostel answered. */
export function ContactActions({
  hostel,
  onClose,
  openChat,
  visitRequest,
}: {
  hostel: HostelDetail;
  onClose: () => void;
  openChat: HostelDetailSlots['openChat'];
  /** The visit request action (HostelDetailSlots.renderVisitRequest), after Contact Hostel. */
  visitRequest?: ReactNode;
}) {
  const t = useT(hostelDetailText);
  const { contact, outcome, isOpening, isAuthLoading } = useContactHostel(
    openChat ? () => openChat(hostel) : undefined,
  );
  return (
    <footer className="space-y-4 border-t border-slate-200 pt-6 dark:border-slate-800">
      {outcome === 'not-student' ? <Alert tone="error">{t('contact.onlyStudents')}</Alert> : null}
      {outcome === 'chat-failed' ? <Alert tone="error">{t('contact.openChatFailed')}</Alert> : null}
      {outcome === 'student' ? (
        <div
          role="status"
          className="space-y-3 rounded-xl border border-teal-200 bg-teal-50 p-4 dark:border-teal-900 dark:bg-teal-950"
        >
          <Heading level={SECTION} className="font-semibold text-teal-900 dark:text-teal-100">
            {t('contact.title', { name: hostel.name })}
          </Heading>
          <HostelContactDetails hostel={hostel} headingLevel={SUBSECTION} />
        </div>
      ) : null}
      {/* Contact Hostel first for keyboard and screen readers, at the end on wide screens. */}
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {/* While the chat opens the button stays focusable (aria-disabled, not disabled): a
            disabled button drops keyboard focus to <body>, and the chat would return it there. */}
        <Button
          onClick={() => {
            if (!isOpening) void contact();
          }}
          disabled={isAuthLoading}
          aria-disabled={isOpening || undefined}
          className="aria-disabled:opacity-60"
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {isOpening ? t('contact.opening') : t('contact.button')}
        </Button>
        {visitRequest}
        <Button variant="outline" onClick={onClose}>
          {t('action.close')}
        </Button>
      </div>
    </footer>
  );
}
