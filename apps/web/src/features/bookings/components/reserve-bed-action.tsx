import { roomIsOpen, type HostelDetail, type Room } from '@hostelhub/shared';
import { BedDouble } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth';
import { useT } from '../../../lib/i18n';
import { useRoomWords } from '../../../lib/room-words/use-room-words';
import { useSignInFirst } from '../hooks/use-sign-in-first';
import { bookingsText } from '../i18n';

// The form downloads with the first press, not with every hostel page.
const ReserveBedDialog = lazy(() =>
  import('./reserve-bed-dialog').then((module) => ({ default: module.ReserveBedDialog })),
);

/**
 * "Reserve a bed" on a room of a hostel's detail (issue 27): only on a room the owner opened for
 * reservations that shows Available (roomIsOpen: available with a free bed), for students and
 * guests (asked to log in first); owners and administrators do not see it.
 */
export function ReserveBedAction({ hostel, room }: { hostel: HostelDetail; room: Room }) {
  const t = useT(bookingsText);
  const names = useRoomWords();
  const { status, user } = useAuth();
  const signInFirst = useSignInFirst();
  const [isOpen, setIsOpen] = useState(false);
  const isOffered =
    hostel.status === 'approved' && room.accepts_reservations === true && roomIsOpen(room);
  if (!isOffered || (user && user.role !== 'student')) return null;

  const press = () => {
    if (!user) {
      void signInFirst(t('signIn.reserve'));
      return;
    }
    setIsOpen(true);
  };

  return (
    <>
      <Button
        size="sm"
        onClick={press}
        disabled={status === 'loading'}
        aria-label={t('reserve.buttonFor', { room: names.title(room) })}
      >
        <BedDouble aria-hidden="true" className="h-4 w-4" />
        {t('reserve.button')}
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <ReserveBedDialog hostel={hostel} room={room} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
