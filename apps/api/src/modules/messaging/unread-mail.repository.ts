import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A chat's receiver to email about unread messages: the chat, the person and the count. */
export type UnreadEmailDue = {
  chat_id: string;
  receiver_id: string;
  hostel_name: string;
  unread: number;
};

/**
 * Claims, inside the caller's transaction `tx`, every chat receiver due an unread-message
 * email (issue 10, decision 9): messages unread since before `unreadBefore`, a receiver who
 * allows email and is not suspended, and no such email to them about that chat since
 * `emailedBefore`. Claiming sets the chat's `student_emailed_at` or `owner_emailed_at` to
 * `at` in one statement with `FOR UPDATE SKIP LOCKED`, so several API processes never claim
 * the same chat. Times are ISO strings.
 */
export async function claimUnreadEmailsDue(
  tx: Executor,
  times: { unreadBefore: string; emailedBefore: string; at: string },
): Promise<UnreadEmailDue[]> {
  const result = await tx.execute<UnreadEmailDue>(sql`
    with due as (
      select c.id as chat_id, m.receiver_id, (m.receiver_id = c.student_id) as is_student,
        count(*)::int as unread
      from messages m
      join chats c on c.id = m.chat_id
      join users u on u.id = m.receiver_id
      where m.read_at is null
        and m.created_at <= ${times.unreadBefore}::timestamptz
        and u.notify_email
        and u.suspended_at is null
        and coalesce(case when m.receiver_id = c.student_id then c.student_emailed_at
                  else c.owner_emailed_at end, '-infinity'::timestamptz) < ${times.emailedBefore}::timestamptz
      group by c.id, m.receiver_id, c.student_id
    ),
    claimed as (
      update chats c set
        student_emailed_at = case when d.is_student then ${times.at}::timestamptz else c.student_emailed_at end,
        owner_emailed_at = case when d.is_student then c.owner_emailed_at else ${times.at}::timestamptz end
      from (select d.* from due d join chats locked on locked.id = d.chat_id
            for update of locked skip locked) d
      where c.id = d.chat_id
      returning c.id as chat_id, c.hostel_name, d.receiver_id, d.unread
    )
    select claimed.chat_id, claimed.receiver_id, claimed.hostel_name, claimed.unread
    from claimed`);
  const rows = rowsOf<UnreadEmailDue>(result);
  return rows;
}
