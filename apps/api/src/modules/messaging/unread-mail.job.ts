import type { Db } from '../../db/client.ts';
import type { Notify } from '../notify/notify.service.ts';
import { claimUnreadEmailsDue } from './unread-mail.repository.ts';

/** A message unread this long gets its receiver an email (issue 10). */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60_000;
/** At most one such email per chat and receiver a day. */
export const UNREAD_EMAIL_EVERY_MS = 24 * 60 * 60_000;
/** How often the sweep runs in a server process. */
export const UNREAD_SWEEP_MS = 60_000;

/**
 * Emails each receiver of a chat message still unread after 15 minutes, once per chat a day,
 * if they allow email (decision 9). The chats to email are claimed (their `*_emailed_at` set)
 * in one statement with `FOR UPDATE SKIP LOCKED`, so several API processes never send the
 * same email twice, and notify writes the emails to the outbox in the claim's transaction
 * (issue 21 item 4): the outbox worker sends them after the commit and retries a failure, so
 * a claimed chat's email is never lost. Each email is in its receiver's language (issue 24,
 * read by notify). Returns how many chats were claimed.
 */
export async function sendUnreadMessageEmails(options: {
  db: Db;
  notify: Pick<Notify, 'tell'>;
  now?: Date;
}): Promise<number> {
  const { db, notify } = options;
  const now = options.now ?? new Date();
  const unreadBefore = new Date(now.getTime() - UNREAD_EMAIL_AFTER_MS).toISOString();
  const emailedBefore = new Date(now.getTime() - UNREAD_EMAIL_EVERY_MS).toISOString();
  const at = now.toISOString();
  return db.transaction(async (tx) => {
    const rows = await claimUnreadEmailsDue(tx, { unreadBefore, emailedBefore, at });
    for (const row of rows) {
      await notify.tell(tx, row.receiver_id, 'unreadMessages', {
        hostel: row.hostel_name,
        unread: Number(row.unread),
      });
    }
    return rows.length;
  });
}
