import { HOSTEL_BADGES, type HostelBadge } from '@hostelhub/shared';
import { sql, type SQL } from 'drizzle-orm';
import { hostelBrowse } from '../../db/schema/index.ts';

// The badges of issue 26 ('Badges that mean something') as one column of a hostel summary,
// read from its browse row (issue 28): two are columns the read model keeps, "Replies fast"
// one row per owner that triggers keep (owner_reply_badges), so a page of cards stays one
// statement and reads no chat.

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
 * every number, so that is "not under" too). The badge needs at least REPLIES_FAST_MIN_CHATS
 * such chats and a median (percentile_cont(0.5), the mean of the two middle times for an even
 * count) under REPLIES_FAST_MEDIAN_MS.
 *
 * Since issue 28 the rule runs when chats and messages are written, not when cards are read:
 * `owner_replies_fast` in 0025_owner_reply_badges.sql (the numbers of the REPLIES_FAST_*
 * constants of packages/shared/src/constants/badges.ts; changing one needs a migration),
 * kept per owner in `owner_reply_badges` by triggers in the writer's transaction and every
 * hour as the window moves (hostels repository `refreshReplyBadges`), so a card reads one row
 * by its key instead of the owner's chats and their messages. The browse row's owner is
 * named whole: Drizzle leaves a one-table select's columns unqualified, and an unqualified
 * `owner_id` here would be the badge row's own.
 */
const repliesFast = sql`coalesce((select r.replies_fast from owner_reply_badges r
  where r.owner_id = "hostel_browse"."owner_id"), false)`;

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
