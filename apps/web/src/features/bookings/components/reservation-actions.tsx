import {
  BOOKING_MESSAGES,
  BOOKING_REASON_MAX,
  type Reservation,
  type ReservationAction,
} from '@hostelhub/shared';
import { ReasonDialog } from '../../../components/reason-dialog';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { useT } from '../../../lib/i18n';
import { useUpdateReservation, type UpdateReservationInput } from '../api/update-reservation';
import { useBookingUpdate } from '../hooks/use-booking-update';
import { bookingsText } from '../i18n';
import { reservationActions, type BookingSide } from '../utils/booking-actions';
import { ActionRow } from './booking-card';
import { CancelBookingButton } from './cancel-booking-button';
import { OpenChatButton } from './open-chat-button';

type ReservationDialog = 'decline' | 'cancel';

/**
 * What the caller's side may do to a reservation (issue 27), with Open chat: the owner accepts
 * (a bed is taken), declines with a reason or checks the student out of a stay; either cancels
 * (an accepted stay with a reason, and the bed is freed).
 */
export function ReservationActions({
  reservation,
  side,
  openChat,
}: {
  reservation: Reservation;
  side: BookingSide | null;
  openChat: ((chatId: string) => void) | undefined;
}) {
  const t = useT(bookingsText);
  const confirm = useConfirm();
  const { dialog, openDialog, closeDialog, send, isPending } = useBookingUpdate<
    UpdateReservationInput,
    ReservationDialog
  >(useUpdateReservation());
  const actions = reservationActions(reservation, side);
  const has = (action: ReservationAction) => actions.includes(action);
  const isStay = reservation.status === 'accepted';
  const ids = { id: reservation.id, hostelId: reservation.hostel.id };

  const checkOut = async () => {
    const isSure = await confirm({
      title: t('checkOut.title', { name: reservation.student.full_name }),
      message: t('checkOut.message'),
      confirmLabel: t('action.checkOut'),
      cancelLabel: t('reason.back'),
    });
    if (isSure) send({ ...ids, action: 'check_out' }, t('toast.checkedOut'));
  };

  const chatId = reservation.chat_id;
  if (actions.length === 0 && !(openChat && chatId)) return null;

  return (
    <ActionRow>
      {has('accept') ? (
        <Button
          size="sm"
          disabled={isPending}
          onClick={() => send({ ...ids, action: 'accept' }, t('toast.reservationAccepted'))}
        >
          {t('action.accept')}
        </Button>
      ) : null}
      {has('decline') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={isPending}
          onClick={() => openDialog('decline')}
        >
          {t('action.decline')}
        </Button>
      ) : null}
      {has('check_out') ? (
        <Button size="sm" variant="outline" disabled={isPending} onClick={() => void checkOut()}>
          {t('action.checkOut')}
        </Button>
      ) : null}
      <OpenChatButton chatId={chatId} openChat={openChat} />
      {has('cancel') ? (
        <CancelBookingButton disabled={isPending} onClick={() => openDialog('cancel')}>
          {t('action.cancelReservation')}
        </CancelBookingButton>
      ) : null}

      {dialog === 'decline' ? (
        <ReasonDialog
          title={t('decline.reservationTitle')}
          cancelLabel={t('reason.back')}
          hint={t('reason.hint')}
          maxLength={BOOKING_REASON_MAX}
          confirmLabel={t('action.decline')}
          requiredMessage={BOOKING_MESSAGES.reasonRequired}
          isPending={isPending}
          onCancel={closeDialog}
          onConfirm={(reason) =>
            send({ ...ids, action: 'decline', reason }, t('toast.reservationDeclined'))
          }
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ReasonDialog
          title={t('cancel.reservationTitle')}
          description={isStay ? t('cancel.freesBed') : undefined}
          cancelLabel={t('reason.back')}
          hint={t('reason.hint')}
          maxLength={BOOKING_REASON_MAX}
          confirmLabel={t('action.cancelReservation')}
          // Issue 27: cancelling an accepted reservation needs a reason.
          requiredMessage={isStay ? BOOKING_MESSAGES.reasonRequired : undefined}
          isPending={isPending}
          onCancel={closeDialog}
          onConfirm={(reason) =>
            send({ ...ids, action: 'cancel', reason }, t('toast.reservationCancelled'))
          }
        />
      ) : null}
    </ActionRow>
  );
}
