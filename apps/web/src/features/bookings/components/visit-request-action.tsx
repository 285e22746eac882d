import { BOOKING_MESSAGES, type HostelDetail } from '@hostelhub/shared';
import { CalendarPlus, MessageCircle } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useAuth } from '../../../lib/auth';
import { useSharedText, useT } from '../../../lib/i18n';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import { bookingsText } from '../i18n';

// The form downloads with the first press, not with every hostel page.
const VisitRequestDialog = lazy(() =>
  import('./visit-request-dialog').then((module) => ({ default: module.VisitRequestDialog })),
);

/**
 * "Request a visit" on a hostel's detail (issue 27), for students and guests (asked to log in
 * first); owners and administrators do not see it. Without visiting hours it explains that
 * visits are not open and offers the chat instead.
 */
export function VisitRequestAction({
  hostel,
  openChat,
}: {
  hostel: HostelDetail;
  /** Opens the student's chat with the hostel (the route's Contact Hostel); rejects on failure. */
  openChat?: (() => Promise<void>) | undefined;
}) {
  const t = useT(bookingsText);
  const sharedText = useSharedText();
  const { status, user } = useAuth();
  const signInFirst = useSignInFirst();
  const [isOpen, setIsOpen] = useState(false);
  if (hostel.status !== 'approved' || (user && user.role !== 'student')) return null;
  const hasHours = (hostel.visiting_hours?.length ?? 0) > 0;

  const press = () => {
    if (!user) {
      void signInFirst(t('signIn.visit'));
      return;
    }
    setIsOpen(true);
  };
  const chat = () => {
    setIsOpen(false);
    openChat?.().catch(() => toast.error(t('noVisits.chatFailed')));
  };

  return (
    <>
      <Button variant="outline" onClick={press} disabled={status === 'loading'}>
        <CalendarPlus aria-hidden="true" className="h-4 w-4" />
        {t('visitRequest.button')}
      </Button>
      {isOpen && hasHours ? (
        <Suspense fallback={null}>
          <VisitRequestDialog hostel={hostel} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
      {isOpen && !hasHours ? (
        <Dialog
          open
          onOpenChange={setIsOpen}
          title={t('noVisits.title')}
          size="sm"
          footer={
            <>
              <Button variant="outline" onClick={() => setIsOpen(false)}>
                {t('dialog.close')}
              </Button>
              {openChat ? (
                <Button onClick={chat}>
                  <MessageCircle aria-hidden="true" className="h-4 w-4" />
                  {t('noVisits.openChat')}
                </Button>
              ) : null}
            </>
          }
        >
          <p className="text-slate-700 dark:text-slate-300">
            {sharedText(BOOKING_MESSAGES.noVisitingHours)}
          </p>
        </Dialog>
      ) : null}
    </>
  );
}
