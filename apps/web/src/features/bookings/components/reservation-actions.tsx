import type { Reservation, ReservationAction } from '@hostelhub/shared';
import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-provider';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { useUpdateReservation, type UpdateReservationInput } from '../api/update-reservation';
import { bookingsText } from '../i18n';
import { reservationActions, type BookingSide } from '../utils/booking-actions';
import { ActionRow } from './booking-card';
import { ReasonDialog } from './reason-dialog';

type ReservationDialog = 'decline' | 'cancel' | null;

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
  const update = useUpdateReservation();
  const confirm = useConfirm();
  const [dialog, setDialog] = useState<ReservationDialog>(null);
  const actions = reservationActions(reservation, side);
  const has = (action: ReservationAction) => actions.includes(action);
  const isPending = update.isPending;
  const isStay = reservation.status === 'accepted';

  const send = (input: Omit<UpdateReservationInput, 'id' | 'hostelId'>, done: string) =>
    update.mutate(
      { id: reservation.id, hostelId: reservation.hostel.id, ...input },
      {
        onSuccess: () => {
          toast.success(done);
          setDialog(null);
        },
        onError: (error) => {
          toast.error(errorText(error, t('toast.failed')));
          setDialog(null);
        },
      },
    );

  const checkOut = async () => {
    const isSure = await confirm({
      title: t('checkOut.title', { name: reservation.student.full_name }),
      message: t('checkOut.message'),
      confirmLabel: t('action.checkOut'),
      cancelLabel: t('reason.back'),
    });
    if (isSure) send({ action: 'check_out' }, t('toast.checkedOut'));
  };

  const chatId = reservation.chat_id;
  if (actions.length === 0 && !(openChat && chatId)) return null;

  return (
    <ActionRow>
      {has('accept') ? (
        <Button
          size="sm"
          disabled={isPending}
          onClick={() => send({ action: 'accept' }, t('toast.reservationAccepted'))}
        >
          {t('action.accept')}
        </Button>
      ) : null}
      {has('decline') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={isPending}
          onClick={() => setDialog('decline')}
        >
          {t('action.decline')}
        </Button>
      ) : null}
      {has('check_out') ? (
        <Button size="sm" variant="outline" disabled={isPending} onClick={() => void checkOut()}>
          {t('action.checkOut')}
        </Button>
      ) : null}
      {openChat && chatId ? (
        <Button size="sm" variant="ghost" onClick={() => openChat(chatId)}>
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t('action.openChat')}
        </Button>
      ) : null}
      {has('cancel') ? (
        <Button
          size="sm"
          variant="ghost"
          className="text-red-700 dark:text-red-400"
          disabled={isPending}
          onClick={() => setDialog('cancel')}
        >
          {t('action.cancelReservation')}
        </Button>
      ) : null}

      {dialog === 'decline' ? (
        <ReasonDialog
          title={t('decline.reservationTitle')}
          confirmLabel={t('action.decline')}
          isRequired
          isPending={isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) =>
            send({ action: 'decline', reason }, t('toast.reservationDeclined'))
          }
        />
      ) : null}
      {dialog === 'cancel' ? (
        <ReasonDialog
          title={t('cancel.reservationTitle')}
          description={isStay ? t('cancel.freesBed') : undefined}
          confirmLabel={t('action.cancelReservation')}
          // Issue 27: cancelling an accepted reservation needs a reason.
          isRequired={isStay}
          isPending={isPending}
          onCancel={() => setDialog(null)}
          onConfirm={(reason) =>
            send({ action: 'cancel', reason }, t('toast.reservationCancelled'))
          }
        />
      ) : null}
    </ActionRow>
  );
}
