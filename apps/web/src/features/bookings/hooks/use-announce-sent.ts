import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { bookingsText } from '../i18n';

/** Says a request was sent, in a toast whose button opens Visits & reservations (issue 27). */
export function useAnnounceSent() {
  const t = useT(bookingsText);
  const navigate = useNavigate();
  return useCallback(
    (text: string) =>
      toast.success(text, {
        action: {
          label: t('toast.openBookings'),
          onClick: () => void navigate(paths.bookings.getHref()),
        },
      }),
    [t, navigate],
  );
}
