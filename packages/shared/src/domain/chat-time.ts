import { MESSAGE_GAP_HEADER_MS, UNREAD_BADGE_CAP } from '../constants/limits.ts';
import { dateTimeFormat } from './intl-formats.ts';

const HOUR_MS = 3_600_000;

// Intl does the formatting; `timeZone` is left to the reader's browser (or TZ on a server).
// Each function takes the page's locale (`ur-PK` for Urdu), English by default.
const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const WEEKDAY: Intl.DateTimeFormatOptions = { weekday: 'short' };
const MONTH_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const FULL_STAMP: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
};

/**
 * A chat's last-message time as the chat list shows it (part 1 section 9): under 1 hour
 * 'Just now'; under 24 hours the time of day; under 168 hours (a week) the weekday; else the
 * month and day. Times in the future (clock skew) count as 'Just now'.
 */
export function formatChatListTime(
  time: Date | string,
  now: Date = new Date(),
  { locale = 'en-PK', justNow = 'Just now' }: { locale?: string; justNow?: string } = {},
): string {
  const at = typeof time === 'string' ? new Date(time) : time;
  const age = now.getTime() - at.getTime();
  if (age < HOUR_MS) return justNow;
  if (age < 24 * HOUR_MS) return dateTimeFormat(locale, TIME_OF_DAY).format(at);
  if (age < 168 * HOUR_MS) return dateTimeFormat(locale, WEEKDAY).format(at);
  return dateTimeFormat(locale, MONTH_DAY).format(at);
}

/** The time of day under a message bubble, for example '3:05 pm'. */
export function formatMessageTime(time: Date | string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, TIME_OF_DAY).format(
    typeof time === 'string' ? new Date(time) : time,
  );
}

/** The text of a timestamp header in a conversation, for example 'Mon, 23 Nov, 3:05 pm'. */
export function formatTimestampHeader(time: Date | string, locale = 'en-PK'): string {
  return dateTimeFormat(locale, FULL_STAMP).format(
    typeof time === 'string' ? new Date(time) : time,
  );
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
