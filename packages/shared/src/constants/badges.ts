// Badges that mean something (issue 26 'Badges that mean something'; docs/decisions/027).

/**
 * The badges a hostel can earn, in the order cards prefer them: every current photo was seen
 * by an administrator (`photos_checked`), its owner's median first reply in chats over the
 * last REPLIES_FAST_WINDOW_DAYS days is under REPLIES_FAST_MEDIAN_MS with at least
 * REPLIES_FAST_MIN_CHATS chats (`replies_fast`), and at least one visible review (`reviewed`,
 * shown as "Reviewed by N students" with the hostel's rating_count).
 */
export const HOSTEL_BADGES = ['photos_checked', 'replies_fast', 'reviewed'] as const;
export type HostelBadge = (typeof HOSTEL_BADGES)[number];

/** "Replies fast": the owner's median first reply must be under this (milliseconds: 2 hours). */
export const REPLIES_FAST_MEDIAN_MS = 2 * 60 * 60 * 1000;
/** "Replies fast": at least this many chats started in the window. */
export const REPLIES_FAST_MIN_CHATS = 5;
/** "Replies fast": the window, in days, of chats counted. */
export const REPLIES_FAST_WINDOW_DAYS = 30;
/** A card shows at most this many badges (the detail shows all). */
export const CARD_BADGE_LIMIT = 2;
