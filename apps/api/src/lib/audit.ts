import { desc, eq } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { auditLog, users } from '../db/schema/index.ts';

/** One administrator action: who, what, which record, and its state before and after. */
export interface AuditEntryInput {
  actorId: string;
  /** e.g. 'hostel.approve', 'user.delete', 'contact.status'. */
  action: string;
  entityType: 'hostel' | 'user' | 'contact_message';
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Writes the audit record; call it inside the transaction of the action it records. */
export async function writeAudit(executor: Executor, entry: AuditEntryInput): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The newest audit records with their actor's name (null once the actor is deleted). */
export async function listAudit(db: Db, limit: number) {
  return db
    .select({
      id: auditLog.id,
      actorId: users.id,
      actorName: users.fullName,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
