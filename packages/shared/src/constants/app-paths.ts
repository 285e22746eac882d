// A plain constant, apart from the schemas: the web app's shell builds its links from it without
// loading zod (issue 11), and the API checks analytics paths against it (issue 21 item 14).

/**
 * The path pattern of every page route of the web app (spec part 1 section 2, part 2 section 2),
 * in React Router's syntax: `:name` is one path segment. The web app's `config/paths.ts` builds
 * its links on these, and `POST /api/analytics/events` accepts only paths matching one of them
 * (`isAppPath`), so a route added here is tracked without a second list (issue 21 item 14).
 */
export const APP_PATHS = {
  home: '/',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/terms',
  hostels: {
    list: '/hostels',
    /** `:id`: the hostel's uuid. */
    detail: '/hostels/:id',
    /** Issue 25: the landing page of a city's hostels; `:slug` is the city's slug. */
    city: '/hostels/in/:slug',
    /** Issue 25: hostels by distance from a university's campus; `:slug` is its slug. */
    university: '/hostels/near/:slug',
  },
  student: '/student',
  /** Issue 29: up to three hostels side by side, `?ids=a,b,c`. */
  compare: '/compare',
  /** Issue 27: the signed-in student's or owner's visits and reservations. */
  bookings: '/bookings',
  /** Issue 29: the signed-in user's saved searches and alert switches. */
  savedSearches: '/saved-searches',
  /** Issue 29: where an alert email's unsubscribe link (`?token=`) lands; no sign-in needed. */
  alertsUnsubscribe: '/alerts/unsubscribe',
  auth: {
    login: '/login',
    forgotPassword: '/forgot-password',
    resetPassword: '/reset-password',
    signup: '/signup',
    signupStudent: '/signup/student',
    signupOwner: '/signup/owner',
    signupLegacy: '/signup/legacy',
    callback: '/auth/callback',
    verifyEmail: '/verify-email',
  },
  admin: {
    /** The admin panel's overview; the sections below have their own URLs (issue 22 item 8). */
    dashboard: '/admin',
    hostels: '/admin/hostels',
    owners: '/admin/owners',
    users: '/admin/users',
    messages: '/admin/messages',
    /** Issue 26: the reports queue. */
    reports: '/admin/reports',
    /** Issue 26: changes owners made to approved hostels, waiting for review. */
    changes: '/admin/changes',
    analytics: '/admin/analytics',
    /** Areas owners added, awaiting review (issue 22 item 17). */
    areas: '/admin/areas',
    login: '/admin/login',
    create: '/admin/create',
  },
  owner: {
    dashboard: '/owner',
    profile: '/owner/profile',
    /** `:hostelId`: the hostel's uuid. */
    rooms: '/owner/rooms/:hostelId',
    /** Issue 30: a hostel's views, contacts and price context; `:hostelId`: its uuid. */
    insights: '/owner/insights/:hostelId',
  },
  /**
   * Issue 44: the register of residents and beds, for a hostel's owner and its staff (staff are
   * student accounts). `/register` lists the caller's hostels; `:hostelId` and `:residentId` are
   * uuids; the print pages are the A4 sheets of item 6.
   */
  register: {
    home: '/register',
    hostel: '/register/:hostelId',
    hostelPrint: '/register/:hostelId/print',
    resident: '/register/residents/:residentId',
    residentPrint: '/register/residents/:residentId/print',
    /** Issue 45: a hostel's dues of a month (`?month=YYYY-MM`) and one due's payments. */
    dues: '/register/:hostelId/dues',
    due: '/register/dues/:dueId',
  },
  /** Issue 45: the signed-in resident's receipts (`/receipts/{token}` is the API's own page). */
  myReceipts: '/my-receipts',
  /** Issue 44: an invitation to a hostel's staff, opened from its email; `:token` is its token. */
  staffInvitation: '/staff-invitations/:token',
  profile: '/profile',
  settings: '/settings',
  legacy: {
    // Product decision 6: the old links redirect to the real routes.
    studentSignup: '/student-signup',
    ownerSignup: '/owner-signup',
  },
} as const;

/** A nested table of path patterns, like APP_PATHS. */
interface PathTable {
  readonly [name: string]: string | PathTable;
}

/** Every pattern of a table, depth first. */
export function pathPatterns(table: PathTable): string[] {
  return Object.values(table).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : pathPatterns(entry),
  );
}
