import { MESSAGE_GAP_HEADER_MS, UNREAD_BADGE_CAP } from '../constants/limits.ts';

const HOUR_MS = 3_600_000;

// Intl does the formatting; `timeZone` is left to the reader's browser (or TZ on a server).
const timeOfDay = new Intl.DateTimeFormat('en-PK', { hour: 'numeric', minute: '2-digit' });
const weekday = new Intl.DateTimeFormat('en-PK', { weekday: 'short' });
const monthDay = new Intl.DateTimeFormat('en-PK', { month: 'short', day: 'numeric' });
const fullStamp = new Intl.DateTimeFormat('en-PK', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/**
 * A chat's last-message time as the chat list shows it (part 1 section 9): under 1 hour
 * 'Just now'; under 24 hours the time of day; under 168 hours (a week) the weekday; else the
 * month and day. Times in the future (clock skew) count as 'Just now'.
 */
export function formatChatListTime(time: Date | string, now: Date = new Date()): string {
  const at = typeof time === 'string' ? new Date(time) : time;
  const age = now.getTime() - at.getTime();
  if (age < HOUR_MS) return 'Just now';
  if (age < 24 * HOUR_MS) return timeOfDay.format(at);
  if (age < 168 * HOUR_MS) return weekday.format(at);
  return monthDay.format(at);
}

/** The time of day under a message bubble, for example '3:05 pm'. */
export function formatMessageTime(time: Date | string): string {
  return timeOfDay.format(typeof time === 'string' ? new Date(time) : time);
}

/** The text of a timestamp header in a conversation, for example 'Mon, 23 Nov, 3:05 pm'. */
export function formatTimestampHeader(time: Date | string): string {
  return fullStamp.format(typeof time === 'string' ? new Date(time) : time);
}

/**
 * Whether a message starts a new run under a timestamp header (part 1 section 5): the first
 * message always; any other when more than 5 minutes passed since the one before it.
 */
export function needsTimestampHeader(
  previous: Date | string | undefined,
  current: Date | string,
): boolean {
  if (previous === undefined) return true;
  return new Date(current).getTime() - new Date(previous).getTime() > MESSAGE_GAP_HEADER_MS;
}

/** An unread badge's text: the count, '99+' above 99, or null when there is nothing unread. */
export function unreadBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}
