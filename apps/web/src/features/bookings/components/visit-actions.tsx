import {
  BOOKING_MESSAGES,
  BOOKING_REASON_MAX,
  type Visit,
  type VisitAction,
} from '@hostelhub/shared';
import { CalendarArrowDown } from 'lucide-react';
import { toast } from 'sonner';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useDownloadVisitCalendar } from '../api/download-visit-calendar';
import { useUpdateVisit, type UpdateVisitInput } from '../api/update-visit';
import { useBookingUpdate } from '../hooks/use-booking-update';
import { bookingsText } from '../i18n';
import { visitActions, type BookingSide } from '../utils/booking-actions';
import { ActionRow } from './booking-card';
import { CancelBookingButton } from './cancel-booking-button';
import { OpenChatButton } from './open-chat-button';
import { ProposeTimeDialog } from './propose-time-dialog';

type VisitDialog = 'decline' | 'cancel' | 'propose';

/**
 * What the caller's side may do to a visit (issue 27), with Open chat and, once accepted, the
 * calendar file: the owner accepts, declines with a reason or proposes another time; the
 * student accepts or declines a proposed time; either cancels before it starts.
 */
export function VisitActions({
  visit,
  side,
  openChat,
}: {
  visit: Visit;
  side: BookingSide | null;
  openChat: ((chatId: string) => void) | undefined;
}) {
  const t = useT(bookingsText);
  const { dialog, openDialog, closeDialog, send, isPending } = useBookingUpdate<
    UpdateVisitInput,
    VisitDialog
  >(useUpdateVisit());
  const calendar = useDownloadVisitCalendar();
  const actions = visitActions(visit, side);
  const has = (action: VisitAction) => actions.includes(action);
  const isOwner = side === 'owner';
  const id = visit.id;

  const downloadCalendar = () =>
    calendar.mutate(visit.id, {
      onError: (error) =>
        toast.error(errorText(error, t('calendar.failed'), { hidePlaceholder: true })),
    });

  const chatId = visit.chat_id;
  const hasCalendar = visit.status === 'accepted';
  if (actions.length === 0 && !hasCalendar && !(openChat && chatId)) return null;

  return (
    <ActionRow>
      {has('accept') ? (
        <Button
          size="sm"
          disabled={isPending}
          onClick={() =>
            send(
              { id, action: 'accept' },
              isOwner ? t('toast.visitAccepted') : t('toast.proposalAccepted'),
            )
          }
        >
          {isOwner ? t('action.accept') : t('action.acceptTime')}
        </Button>
      ) : null}
      {has('decline') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={isPending}
          onClick={() => openDialog('decline')}
        >
          {isOwner ? t('action.decline') : t('action.declineTime')}
        </Button>
      ) : null}
      {has('propose') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={isPending}
          onClick={() => openDialog('propose')}
        >
          {t('action.propose')}
        </Button>
      ) : null}
      {hasCalendar ? (
        <Button
          size="sm"
          variant="outline"
          disabled={calendar.isPending}
          onClick={downloadCalendar}
        >
          <CalendarArrowDown aria-hidden="true" className="h-4 w-4" />
          {t('action.calendar')}
        </Button>
      ) : null}
      <OpenChatButton chatId={chatId} openChat={openChat} />
      {has('cancel') ? (
        <CancelBookingButton disabled={isPending} onClick={() => openDialog('cancel')}>
          {t('action.cancelVisit')}
        </CancelBookingButton>
      ) : null}

      {dialog === 'decline' ? (
        <ReasonDialog
          title={isOwner ? t('decline.visitTitle') : t('decline.proposalTitle')}
          cancelLabel={t('reason.back')}
          hint={t('reason.hint')}
          maxLength={BOOKING_REASON_MAX}
          confirmLabel={isOwner ? t('action.decline') : t('action.declineTime')}
          // The owner says why; a student turning a proposed time down may just do so.
          requiredMessage={isOwner ? BOOKING_MESSAGES.reasonRequired : undefined}
          isPending={isPending}
          onCancel={closeDialog}
          onConfirm={(reason) => send({ id, action: 'decline', reason }, t('toast.visitDeclined'))}
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ReasonDialog
          title={t('cancel.visitTitle')}
          cancelLabel={t('reason.back')}
          hint={t('reason.hint')}
          maxLength={BOOKING_REASON_MAX}
          confirmLabel={t('action.cancelVisit')}
          isPending={isPending}
          onCancel={closeDialog}
          onConfirm={(reason) => send({ id, action: 'cancel', reason }, t('toast.visitCancelled'))}
        />
      ) : null}
      {dialog === 'propose' ? <ProposeTimeDialog visit={visit} onClose={closeDialog} /> : null}
    </ActionRow>
  );
}
