/** Limits and defaults from spec part 1 section 9 and part 2 section 9. */

/** Hostel list page size when none is asked for (part 1 section 9). */
export const DEFAULT_PAGE_LIMIT = 10;
/** Hostels the landing page features: the newest approved ones (part 1 section 2). */
export const FEATURED_HOSTELS_COUNT = 6;
/** Largest page a client may ask for. */
export const MAX_PAGE_LIMIT = 50;
/** At most this many tags on a hostel card (part 1 section 2). */
export const MAX_CARD_TAGS = 4;
/** Minimum age to use the platform, in years (legal pages). */
export const MINIMUM_AGE = 16;
/** Longest hostel name, in characters. */
export const HOSTEL_NAME_MAX = 120;
/** Prices are never negative: the least we accept, in rupees. */
export const MIN_PRICE_RUPEES = 0;
/** Largest monthly price we accept anywhere, in rupees. */
export const MAX_PRICE_RUPEES = 10_000_000;
/** Map defaults (part 1 section 9): Karachi centre, zoom 11, 600 px tall. */
export const MAP_DEFAULT_CENTER = { lat: 24.8607, lng: 67.0011 } as const;
export const MAP_DEFAULT_ZOOM = 11;
/** Location pickers centre on Islamabad, zoom 12 (part 2 section 9). */
export const PICKER_DEFAULT_CENTER = { lat: 33.6844, lng: 73.0479 } as const;
export const PICKER_DEFAULT_ZOOM = 12;
/** Mobile breakpoint in CSS pixels. */
export const MOBILE_BREAKPOINT_PX = 768;
/** Most rooms a wizard may create with one hostel. */
export const MAX_WIZARD_ROOMS = 50;
/** Room occupancy is 1 to 6 people (part 2 section 9). */
export const ROOM_OCCUPANCY_MIN = 1;
export const ROOM_OCCUPANCY_MAX = 6;
/** Floors run from Ground (0) to 10 (part 2 section 9). */
export const ROOM_FLOOR_MAX = 10;
/** Most extra features one room may list. */
export const MAX_ROOM_FEATURES = 20;
/** Location dropdowns: 10 items without a search, 20 with one (part 2 section 9). */
export const LOCATION_RESULTS_DEFAULT = 10;
export const LOCATION_RESULTS_SEARCH = 20;
/** The owner dashboard reloads its hostels every 120 s (part 2 section 9). */
export const OWNER_DASHBOARD_REFRESH_MS = 120_000;
/** Wizard error banners clear after 5 s (part 2 section 4). */
export const ERROR_BANNER_MS = 5_000;
/** A geocoder call is abandoned after this long, so pickers fall back to coordinates fast. */
export const GEOCODER_TIMEOUT_MS = 3_000;
/** Largest image upload, in bytes: 5 MB (part 2 section 9). */
export const MAX_IMAGE_BYTES = 5_242_880;
/** At most this many photos per hostel and per room (part 2 section 5). */
export const MAX_HOSTEL_IMAGES = 10;
export const MAX_ROOM_IMAGES = 8;
/**
 * Images uploaded through /api/upload/single and /multiple and not yet attached to a hostel,
 * room or mess: at most this many per user at a time (issue 21 item 13).
 */
export const MAX_LOOSE_UPLOADS = 50;
/** An unattached upload is deleted, row and files, this long after upload: 24 hours, in ms. */
export const LOOSE_UPLOAD_TTL_MS = 24 * 60 * 60_000;
/** Stored images are at most this many pixels on the long side; thumbnails this many. */
export const IMAGE_MAX_EDGE_PX = 1600;
export const THUMBNAIL_EDGE_PX = 400;
/** Longest chat message, in characters (after trimming). */
export const MAX_MESSAGE_LENGTH = 2_000;
/** A message send is abandoned after 15 s (part 1 section 9). */
export const MESSAGE_SEND_TIMEOUT_MS = 15_000;
/** Unread badges show 99+ above this (part 1 section 9). */
export const UNREAD_BADGE_CAP = 99;
/** A timestamp header starts a run of messages after a gap longer than 5 minutes. */
export const MESSAGE_GAP_HEADER_MS = 5 * 60_000;
/** Messages per page of a conversation; older pages load backwards. */
export const MESSAGES_PAGE_SIZE = 50;
/** Largest messages page a client may ask for. */
export const MAX_MESSAGES_PAGE_SIZE = 200;
/** At most this many verified phone numbers per user (part 2 section 9). */
export const MAX_VERIFIED_PHONES = 3;
/** One-time codes: 6 digits, valid 10 minutes, 5 wrong tries, a new one after 60 s, 5 an hour. */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;
/** Success messages in the phone dialog clear after 3 s; after verifying, the list returns in 2 s. */
export const PHONE_SUCCESS_CLEAR_MS = 3_000;
export const PHONE_VERIFIED_RETURN_MS = 2_000;
/** Longest phone label, in characters. */
export const PHONE_LABEL_MAX = 40;
