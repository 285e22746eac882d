import { useState } from 'react';
import { toast } from 'sonner';
import { errorText } from '../../../lib/error-text';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/** The part of a booking's update mutation (a visit's, a reservation's) that its actions use. */
interface BookingMutation<Input> {
  mutate: (
    input: Input,
    options: { onSuccess: () => void; onError: (error: Error) => void },
  ) => void;
  isPending: boolean;
}

/**
 * A booking's actions (issue 27): which of their dialogs is open, and `send`, which updates the
 * booking, says `done` (or why it failed) in a toast and closes the dialog either way.
 */
export function useBookingUpdate<Input, Dialog extends string>(update: BookingMutation<Input>) {
  const t = useT(bookingsText);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const closeDialog = () => setDialog(null);

  const send = (input: Input, done: string) =>
    update.mutate(input, {
      onSuccess: () => {
        toast.success(done);
        setDialog(null);
      },
      onError: (error) => {
        toast.error(errorText(error, t('toast.failed')));
        setDialog(null);
      },
    });

  return { dialog, openDialog: setDialog, closeDialog, send, isPending: update.isPending };
}
