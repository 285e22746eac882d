import type { LiveEventHub } from '../../lib/live-events.ts';
import type { BoundQueries, TransactionOf } from '../../lib/transaction.ts';
import { paragraphMail } from '../../lib/mailer.ts';
import { enqueueDeliveries, type DeliveryKind } from '../deliveries/deliveries.repository.ts';
import {
  createNotification,
  type NewNotification,
} from '../notifications/notifications.repository.ts';
import type { AdminRepository } from './admin.repository.ts';

/** The admin queries bound to one transaction. */
export type AdminQueries = BoundQueries<AdminRepository>;
/** One open transaction of the admin repository. */
type Tx = TransactionOf<AdminRepository>;

/** An approval decision's email: to whom, its outbox kind, subject and paragraphs. */
export interface DecisionEmail {
  kind: DeliveryKind;
  userId: string;
  to: string;
  subject: string;
  lines: string[];
}

/**
 * How an administrator's decision reaches the user it concerns, inside the decision's own
 * transaction: an in-app notification announced live once it commits, and an email written to
 * the outbox (sent after the commit: issue 21 item 4) unless the user turned such emails off
 * (decision 9).
 */
export function createAdminNotifier(live: Pick<LiveEventHub, 'publish'>) {
  return {
    /** A notification for `values.userId`, created in `tx` and announced to them on commit. */
    async inApp(tx: Tx, values: NewNotification): Promise<void> {
      await createNotification(tx, values);
      await live.publish(tx, [values.userId], [{ type: 'notifications.changed' }]);
    },

    /** Writes `email` to the outbox in `tx` unless its user turned hostel emails off. */
    async email(queries: AdminQueries, tx: Tx, email: DecisionEmail): Promise<void> {
      if (!(await queries.wantsHostelEmails(email.userId))) return;
      await enqueueDeliveries(tx, [
        {
          channel: 'email',
          kind: email.kind,
          recipient: email.to,
          subject: email.subject,
          ...paragraphMail(email.lines),
        },
      ]);
    },
  };
}

export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
