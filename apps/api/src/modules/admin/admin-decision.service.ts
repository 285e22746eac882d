import type { BoundQueries, TransactionOf } from '../../lib/transaction.ts';
import type { AuditWriter } from '../audit/audit.repository.ts';
import type { Notify } from '../notify/notify.service.ts';
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
  /** The rejection reason the audit record keeps and the user is told, if any. */
  reason: string | null;
  /** The user told (the hostel's owner, or the owner account decided on). */
  userId: string;
  /** The hostel's name the notice gives (hostels and changes). */
  hostel?: string;
}

/** The notify event of each decision (decision-events.texts.ts in modules/notify). */
const EVENTS = {
  hostel: { approved: 'hostelApproved', rejected: 'hostelRejected' },
  hostel_change: { approved: 'hostelChangeApproved', rejected: 'hostelChangeRejected' },
  owner: { approved: 'ownerApproved', rejected: 'ownerRejected' },
} as const;

/**
 * An administrator's decision inside its own transaction (decision 4, issue 26): the user it
 * concerns is told through notify (an in-app notification announced live once it commits,
 * and an email through the outbox unless they turned hostel emails off, decision 9, in their
 * language), and the decision's audit record is written.
 */
export function createAdminDecisions(notify: Pick<Notify, 'tell'>, audit: AuditWriter) {
  return {
    /** Tells `decision.userId` and writes the audit record of `actorId`'s decision, in `tx`. */
    async record(tx: Tx, actorId: string, decision: Decision): Promise<void> {
      const { subject, reason, change } = decision;
      const approved = change.to === 'approved';
      await notify.tell(tx, decision.userId, EVENTS[subject][change.to], {
        hostel: decision.hostel ?? '',
        reason,
      });
      await audit.write(tx, {
        actorId,
        action: `${subject}.${approved ? 'approve' : 'reject'}`,
        entityType: subject === 'owner' ? 'user' : 'hostel',
        entityId: decision.entityId,
        before: { [change.field]: change.from },
        after: { [change.field]: change.to, ...(reason ? { reason } : {}) },
      });
    },
  };
}

export type AdminDecisions = ReturnType<typeof createAdminDecisions>;
