import {
  HOSTEL_BADGES,
  REPLIES_FAST_MEDIAN_MS,
  REPLIES_FAST_MIN_CHATS,
  REPLIES_FAST_WINDOW_DAYS,
  type HostelBadge,
} from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { hostelBrowse } from '../../db/schema/index.ts';

// The badges of issue 26 ('Badges that mean something') as one column of a hostel summary,
// read from its browse row (issue 28): two are columns the read model keeps, "Replies fast"
// a correlated subquery for the page's rows, so a page of cards stays one statement.
// The constants are written into the SQL as literals (they are code, not input), so every
// page shares one plan.

/**
 * `photos_checked`: the hostel has at least one photo (its own or its rooms') and an
 * administrator has seen every one of them (`checked_at` set at approval or in an approved
 * change). Without photos there is nothing checked: false. Kept on the browse row.
 */
const photosChecked = sql`${hostelBrowse.photosChecked}`;

/**
 * `replies_fast`, over the chats with the hostel's owner (`chats.owner_id`, set from the
 * hostel's owner when the student opened the chat, so: chats about any of that owner's
 * hostels) that started in the last REPLIES_FAST_WINDOW_DAYS days. A chat starts with its
 * first message not sent by the owner (the student's; a deleted student's messages keep a
 * null sender and still count), and its reply time runs from there to the owner's first
 * message after it. A chat the owner has not answered has an infinite reply time, so it
 * always counts against the median: five unanswered chats of ten make the median infinite,
 * never "fast" (two infinite middle times interpolate to NaN, which PostgreSQL orders above
 * every number, so that is "not under" too). The badge needs at least REPLIES_FAST_MIN_CHATS such chats and a median
 * (percentile_cont(0.5), the mean of the two middle times for an even count) under
 * REPLIES_FAST_MEDIAN_MS. A chat whose latest message is older than the window cannot have
 * started in it, so `last_message_at` (kept by every message write) skips old chats before
 * their messages are read; each remaining chat costs two probes of the messages
 * (chat_id, created_at) index.
 */
const repliesFast = (() => {
  const windowStart = sql.raw(`now() - interval '${REPLIES_FAST_WINDOW_DAYS} days'`);
  const medianSeconds = sql.raw(String(REPLIES_FAST_MEDIAN_MS / 1000));
  const minChats = sql.raw(String(REPLIES_FAST_MIN_CHATS));
  return sql`coalesce((select count(*) >= ${minChats}
      and percentile_cont(0.5) within group (order by rt.reply_seconds) < ${medianSeconds}
    from (
      select coalesce(extract(epoch from (
          select min(om.created_at) from messages om
          where om.chat_id = bc.id and om.sender_id = bc.owner_id and om.created_at > bs.started
        ) - bs.started)::float8, 'infinity'::float8) as reply_seconds
      from chats bc
      cross join lateral (
        select min(sm.created_at) as started from messages sm
        where sm.chat_id = bc.id and sm.sender_id is distinct from bc.owner_id) bs
      where bc.owner_id = ${hostelBrowse.ownerId}
        and (bc.last_message_at is null or bc.last_message_at >= ${windowStart})
        and bs.started >= ${windowStart}) rt), false)`;
})();

/** `reviewed`: at least one visible review (the count the reviews triggers keep). */
const reviewed = sql`(${hostelBrowse.ratingCount} > 0)`;

const BADGE_CONDITIONS: Record<HostelBadge, SQL> = {
  photos_checked: photosChecked,
  replies_fast: repliesFast,
  reviewed,
};

/**
 * The badges the summary's hostel has earned, in HOSTEL_BADGES order, as a text array
 * (issue 26). Reads the `hostel_browse` row of the surrounding select.
 */
export const browseBadges: SQL<HostelBadge[]> = sql<HostelBadge[]>`array_remove(array[${sql.join(
  HOSTEL_BADGES.map(
    (badge) => sql`case when ${BADGE_CONDITIONS[badge]} then ${sql.raw(`'${badge}'`)} end`,
  ),
  sql`, `,
)}]::text[], null)`;
