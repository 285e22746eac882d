import { UnsubscribePage } from '../../features/saved-searches/components/unsubscribe-page';

/** /alerts/unsubscribe?token= (issue 29): an alert email's unsubscribe link, no sign-in. */
export default function AlertsUnsubscribeRoute() {
  return <UnsubscribePage />;
}
