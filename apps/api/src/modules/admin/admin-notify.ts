import type { Language } from '@hostelhub/shared';
import type { LiveEventHub } from '../../lib/live-events.ts';
import type { BoundQueries, TransactionOf } from '../../lib/transaction.ts';
import { paragraphMail } from '../../lib/mailer.ts';
import { writeAudit } from '../audit/audit.repository.ts';
import { enqueueDeliveries } from '../deliveries/deliveries.repository.ts';
import { createNotification } from '../notifications/notifications.repository.ts';
import type { DecisionTexts } from './admin-texts.ts';
import type { AdminRepository } from './admin.repository.ts';

/** The admin queries bound to one transaction. */
export type AdminQueries = BoundQueries<AdminRepository>;
/** One open transaction of the admin repository. */
type Tx = TransactionOf<AdminRepository>;

/** An approval decision: on what, by whom, whom it concerns and what they are told. */
export interface Decision {
  /**
   * A hostel (audited as `hostel.approve`), an owner account (`owner.approve`, a user), or a
   * change to an approved hostel (`hostel_change.approve`, on the hostel; issue 26).
   */
  subject: 'hostel' | 'owner' | 'hostel_change';
  /** The hostel's or the owner's id. */
  entityId: string;
  /**
   * The decided field, audited as `{ [field]: from }` before and `{ [field]: to }` after; `to`
   * is 'approved' or 'rejected'.
   */
  change: { field: string; from: string; to: 'approved' | 'rejected' };
  /** The rejection reason the audit record keeps, if any. */
  reason: string | null;
  /** The user told (the hostel's owner, or the owner account decided on). */
  user: { id: string; email: string };
  /** What the user is told, in their language (issue 24: read here, with their settings). */
  texts: (language: Language) => DecisionTexts;
}

/**
 * How an administrator's decision reaches the user it concerns, inside the decision's own
 * transaction: an in-app notification announced live once it commits, and an email written to
 * the outbox (sent after the commit: issue 21 item 4) unless the user turned such emails off
 * (decision 9).
 */
export function createAdminNotifier(live: Pick<LiveEventHub, 'publish'>) {
  return {
    /**
     * In `tx`, in this order: the user's language and email settings, a notification for
     * `decision.user` in their language (announced to them on commit), the audit record of
     * `actorId`'s decision, and the email in the outbox unless they turned hostel emails off.
     */
    async decision(
      queries: AdminQueries,
      tx: Tx,
      actorId: string,
      decision: Decision,
    ): Promise<void> {
      const { subject, reason, change, user } = decision;
      const recipient = await queries.noticeRecipient(user.id);
      const texts = decision.texts(recipient.language);
      const approved = change.to === 'approved';
      const kind = `${subject}_${approved ? 'approved' : 'rejected'}` as const;
      await createNotification(tx, { userId: user.id, type: kind, ...texts.notification });
      await live.publish(tx, [user.id], [{ type: 'notifications.changed' }]);
      await writeAudit(tx, {
        actorId,
        action: `${subject}.${approved ? 'approve' : 'reject'}`,
        entityType: subject === 'owner' ? 'user' : 'hostel',
        entityId: decision.entityId,
        before: { [change.field]: change.from },
        after: { [change.field]: change.to, ...(reason ? { reason } : {}) },
      });
      if (!recipient.wantsHostelEmails) return;
      await enqueueDeliveries(tx, [
        {
          channel: 'email',
          kind,
          recipient: user.email,
          subject: texts.email.subject,
          ...paragraphMail(texts.email.lines, recipient.language),
        },
      ]);
    },
  };
}

export type AdminNotifier = ReturnType<typeof createAdminNotifier>;
