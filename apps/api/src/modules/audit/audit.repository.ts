import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../../db/client.ts';
import { auditLog, contactMessages, hostels, towns, users } from '../../db/schema/index.ts';

/** One administrator action: who, what, which record, and its state before and after. */
export interface AuditEntryInput {
  actorId: string;
  /** e.g. 'hostel.approve', 'user.delete', 'contact.status', 'town.merge', 'report.dismiss'. */
  action: string;
  entityType: 'hostel' | 'user' | 'contact_message' | 'town' | 'review' | 'report';
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

/** A string field of a record's before or after state, if it is one. */
function textField(state: unknown, key: string): string | null {
  const value = (state as Record<string, unknown> | null)?.[key];
  return typeof value === 'string' && value ? value : null;
}

/**
 * The newest audit records with their actor's name (null once the actor is deleted) and the
 * current name of the record they touched (`entityName`: a hostel's name, a user's full name, a
 * contact message's subject, an area's name; for a deleted one the name its delete or merge
 * record kept, else null), so the admin panel can write the log in sentences (issue 22 items 8
 * and 17).
 */
export async function listAudit(db: Db, limit: number) {
  const subjects = alias(users, 'audit_subjects');
  const rows = await db
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
      hostelName: hostels.name,
      userName: subjects.fullName,
      messageSubject: contactMessages.subject,
      townName: towns.name,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .leftJoin(hostels, and(eq(auditLog.entityType, 'hostel'), eq(hostels.id, auditLog.entityId)))
    .leftJoin(subjects, and(eq(auditLog.entityType, 'user'), eq(subjects.id, auditLog.entityId)))
    .leftJoin(
      contactMessages,
      and(eq(auditLog.entityType, 'contact_message'), eq(contactMessages.id, auditLog.entityId)),
    )
    .leftJoin(towns, and(eq(auditLog.entityType, 'town'), eq(towns.id, auditLog.entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
  return rows.map(({ hostelName, userName, messageSubject, townName, ...row }) => ({
    ...row,
    entityName:
      hostelName ??
      userName ??
      messageSubject ??
      townName ??
      textField(row.before, 'full_name') ??
      textField(row.before, 'subject') ??
      (row.entityType === 'town' ? textField(row.before, 'name') : null),
  }));
}

/** The audit trail as the admin panel reads it (listAudit over `db`). */
export function createAuditRepository(db: Db) {
  return {
    /** The newest `limit` audit records, as listAudit describes them. */
    list: (limit: number) => listAudit(db, limit),
    /** writeAudit: the action's record, in the action's own transaction. */
    write: writeAudit,
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
/** What another module's service is handed to write audit records (issue 43). */
export type AuditWriter = Pick<AuditRepository, 'write'>;
