/**
 * Cache keys of the queries lib/ owns itself (issue 23: one key factory per folder), in the
 * shape of the features' factories. lib/ holds them because several features read them
 * (features never import each other).
 */

/**
 * Every hostel query starts with `hostelKeys.all`: the detail here, the search lists
 * (hostel-search), the map's answers (hostel-map) and the owner's hostels (`listingKeys.mine`),
 * so one invalidation of `['hostels']` refreshes them all.
 */
export const hostelKeys = {
  all: ['hostels'] as const,
  /** One hostel's detail (GET /api/enhanced-hostels/{id}). */
  detail: (id: string) => [...hostelKeys.all, 'detail', id] as const,
  /**
   * Every browse list page (hostel-search's `hostelSearchKeys.list`): a write that changes what
   * cards show (a review moves `rating_average`) refreshes them without the other hostel queries.
   */
  lists: () => [...hostelKeys.all, 'list'] as const,
};

/** The server's public settings (GET /api/config). */
export const publicConfigKeys = {
  all: ['public-config'] as const,
};

/** The reference lists of lib/reference-data (cities, towns, facilities, ...). */
export const referenceKeys = {
  all: ['reference'] as const,
  cities: () => [...referenceKeys.all, 'cities'] as const,
  facilities: () => [...referenceKeys.all, 'facilities'] as const,
  roomTypes: () => [...referenceKeys.all, 'room-types'] as const,
  universities: () => [...referenceKeys.all, 'universities'] as const,
  /** Every city's town list; `townsOf` is one of them. */
  towns: () => [...referenceKeys.all, 'towns'] as const,
  /** One city's towns; `null` while no city is chosen (the query is idle then). */
  townsOf: (cityId: string | undefined) => [...referenceKeys.towns(), cityId ?? null] as const,
};

/**
 * Cache keys shared by the owner features: listings reads them, rooms invalidates them after a
 * room write.
 */
export const listingKeys = {
  /**
   * The signed-in owner's hostels (GET /api/enhanced-hostels/owner/my-hostels), under
   * `hostelKeys.all` so an invalidation of every hostel query reaches it too.
   */
  mine: () => [...hostelKeys.all, 'mine'] as const,
};

/**
 * The signed-in user's notifications: the live connection (messaging) invalidates them on
 * `notifications.changed`; the bell (notifications) reads them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** One user's list; one key per user so a sign-out never shows the last user's. */
  forUser: (userId: string | undefined) => [...notificationKeys.all, userId ?? 'guest'] as const,
};

/** The signed-in user's verified business numbers (the phone dialog and the hostel forms). */
export const verifiedPhoneKeys = {
  all: ['verified-phones'] as const,
  forUser: (userId: string | undefined) => [...verifiedPhoneKeys.all, userId ?? 'guest'] as const,
};

/**
 * The signed-in user's visits and reservations (issue 27): the live connection (messaging)
 * invalidates them on `bookings.changed`; the bookings feature reads them.
 */
export const bookingKeys = {
  all: ['bookings'] as const,
  /** One user's; one key per user so a sign-out never shows the last user's. */
  forUser: (userId: string | undefined) => [...bookingKeys.all, userId ?? 'guest'] as const,
};
