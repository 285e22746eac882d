import {
  ADMIN_MESSAGES,
  AppError,
  contactReceivedMessage,
  type ContactMessage,
  type ContactMessagesPage,
  type ContactMessagesQuery,
  type ContactStats,
  type ContactStatusUpdate,
  type ContactSubmitInput,
  type ContactSubmitResult,
  type Language,
} from '@hostelhub/shared';
import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { AuditWriter } from '../audit/audit.repository.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Notify } from '../notify/notify.service.ts';
import type { ContactMessageRow, ContactRepository } from './contact.repository.ts';

export interface ContactServiceDeps {
  contact: ContactRepository;
  /** New messages are emailed here when set (CONTACT_INBOX_EMAIL). */
  inboxEmail: string | undefined;
  /** Tells the team inbox (issue 43 item 2). */
  notify: Pick<Notify, 'tell'>;
  log: FastifyBaseLogger;
  /** Writes the action's audit record in its transaction (services.ts hands it in, issue 43). */
  audit: AuditWriter;
}

function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    admin_notes: row.adminNotes,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * The contact form and its inbox (part 2 sections 2, 3, 4, 5 and 7 'Contact'): anyone sends a
 * message; administrators list, search, count, answer (status and notes) and delete them, each
 * change with its audit record.
 */
/** The language of the team's inbox: the contact emails' own words (issue 24). */
const TEAM_LANGUAGE: Language = 'en';

export function createContactService({
  contact,
  inboxEmail,
  notify,
  log,
  audit,
}: ContactServiceDeps) {
  const notFound = () => new AppError('NOT_FOUND', ADMIN_MESSAGES.messageNotFound);

  return {
    /**
     * POST /contact/submit: stores the message and, when an inbox is set, its email to the
     * team in the same transaction; the outbox worker sends it after the commit (issue 21
     * item 4). A filled honeypot gets the same answer and stores nothing. The email's own
     * words are in the team's language, English, whatever the page's (issue 24: the
     * recipient's language; the team's mail rules read its subject).
     */
    async submit(actor: Actor | null, input: ContactSubmitInput): Promise<ContactSubmitResult> {
      if (input.website) {
        log.info('contact message dropped: honeypot filled');
        return { messageId: randomUUID(), message: contactReceivedMessage(input.category) };
      }
      const row = await contact.transaction(async (queries, tx) => {
        const inserted = await queries.insert({
          userId: actor?.id ?? null,
          name: input.name,
          email: input.email,
          category: input.category,
          subject: input.subject,
          message: input.message,
        });
        if (inboxEmail) {
          const { name, email, category, subject, message } = inserted;
          await notify.tell(tx, { email: inboxEmail, language: TEAM_LANGUAGE }, 'contactMessage', {
            name,
            email,
            category,
            subject,
            message,
          });
        }
        return inserted;
      });
      return { messageId: row.id, message: contactReceivedMessage(input.category) };
    },

    /** GET /contact/messages: a page, newest first. */
    async list(query: ContactMessagesQuery): Promise<ContactMessagesPage> {
      const { rows, total } = await contact.list(query);
      return {
        messages: rows.map(toContactMessage),
        total,
        page: query.page,
        limit: query.limit,
        total_pages: Math.ceil(total / query.limit),
      };
    },

    /** GET /contact/stats. */
    async stats(): Promise<ContactStats> {
      const { byStatus, byCategory } = await contact.stats();
      const total = Object.values(byStatus).reduce((sum, value) => sum + value, 0);
      return { total, ...byStatus, by_category: byCategory };
    },

    /** PUT /contact/messages/{id}/status: any status, optional notes. Throws NOT_FOUND. */
    async updateStatus(
      actor: Actor,
      id: string,
      input: ContactStatusUpdate,
    ): Promise<ContactMessage> {
      return contact.transaction(async (queries, tx) => {
        const before = await queries.find(id);
        if (!before) throw notFound();
        const after = await queries.updateStatus(id, input.status, input.admin_notes);
        if (!after) throw notFound();
        await audit.write(tx, {
          actorId: actor.id,
          action: 'contact.status',
          entityType: 'contact_message',
          entityId: id,
          before: { status: before.status, admin_notes: before.adminNotes },
          after: { status: after.status, admin_notes: after.adminNotes },
        });
        return toContactMessage(after);
      });
    },

    /** DELETE /contact/messages/{id}. Throws NOT_FOUND. */
    async remove(actor: Actor, id: string): Promise<{ id: string; deleted: true }> {
      await contact.transaction(async (queries, tx) => {
        const before = await queries.find(id);
        if (!before || !(await queries.remove(id))) throw notFound();
        await audit.write(tx, {
          actorId: actor.id,
          action: 'contact.delete',
          entityType: 'contact_message',
          entityId: id,
          before: { status: before.status, subject: before.subject, email: before.email },
        });
      });
      return { id, deleted: true };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
