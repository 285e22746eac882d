import { BookingsPage } from '../../features/bookings/components/bookings-page';
import { useMessagingContext } from '../../features/messaging/context/messaging-provider';

/** /bookings (issue 27): Visits & reservations, each request's Open chat opening messaging. */
export default function BookingsRoute() {
  const { openMessages } = useMessagingContext();
  return <BookingsPage openChat={openMessages} />;
}
