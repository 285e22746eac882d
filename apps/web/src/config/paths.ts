import { APP_PATHS, type Role } from '@hostelhub/shared';

/** A pattern with its one `:param` segment replaced by `value`, URL-encoded. */
function fill(pattern: string, value: string): string {
  return pattern.replace(/:[A-Za-z]+/u, () => encodeURIComponent(value));
}

/** A query string ('a=1' or '?a=1') as a URL suffix: '?a=1', or '' when empty. */
function withQuery(search: string | undefined): string {
  const query = search?.replace(/^\?/u, '') ?? '';
  return query ? `?${query}` : '';
}

/**
 * Every page route of the app with its link builder (spec part 1 section 2, part 2 section 2).
 * The patterns come from APP_PATHS in packages/shared, the one route table the API also checks
 * analytics paths against (issue 21 item 14): a route is added there, then given its link here.
 */
export const paths = {
  home: { path: APP_PATHS.home, getHref: () => APP_PATHS.home },
  about: { path: APP_PATHS.about, getHref: () => APP_PATHS.about },
  contact: { path: APP_PATHS.contact, getHref: () => APP_PATHS.contact },
  privacy: { path: APP_PATHS.privacy, getHref: () => APP_PATHS.privacy },
  terms: { path: APP_PATHS.terms, getHref: () => APP_PATHS.terms },
  hostels: {
    // Product decision 12: the browse query (filters, page, view) travels with these links.
    list: {
      path: APP_PATHS.hostels.list,
      getHref: (search?: string) => `${APP_PATHS.hostels.list}${withQuery(search)}`,
    },
    detail: {
      path: APP_PATHS.hostels.detail,
      getHref: (id: string, search?: string) =>
        `${fill(APP_PATHS.hostels.detail, id)}${withQuery(search)}`,
    },
    /** Issue 25: a city's landing page, `/hostels/in/lahore`. */
    city: {
      path: APP_PATHS.hostels.city,
      getHref: (slug: string, search?: string) =>
        `${fill(APP_PATHS.hostels.city, slug)}${withQuery(search)}`,
    },
    /** Issue 25: hostels near a university, by distance from its campus. */
    university: {
      path: APP_PATHS.hostels.university,
      getHref: (slug: string, search?: string) =>
        `${fill(APP_PATHS.hostels.university, slug)}${withQuery(search)}`,
    },
  },
  student: { path: APP_PATHS.student, getHref: () => APP_PATHS.student },
  /** Issue 29: up to three hostels side by side, `?ids=a,b,c` in the order chosen. */
  compare: {
    path: APP_PATHS.compare,
    getHref: (ids: readonly string[] = []) =>
      `${APP_PATHS.compare}${withQuery(ids.length > 0 ? `ids=${ids.map(encodeURIComponent).join(',')}` : '')}`,
  },
  /** Issue 27: the signed-in student's or owner's visits and reservations. */
  bookings: { path: APP_PATHS.bookings, getHref: () => APP_PATHS.bookings },
  /** Issue 29: the signed-in user's saved searches and alert switches. */
  savedSearches: { path: APP_PATHS.savedSearches, getHref: () => APP_PATHS.savedSearches },
  /** Issue 29: an alert email's unsubscribe link (`?token=`), no sign-in needed. */
  alertsUnsubscribe: {
    path: APP_PATHS.alertsUnsubscribe,
    getHref: (token: string) => `${APP_PATHS.alertsUnsubscribe}?token=${encodeURIComponent(token)}`,
  },
  auth: {
    login: {
      path: APP_PATHS.auth.login,
      getHref: (redirectTo?: string | null) =>
        redirectTo
          ? `${APP_PATHS.auth.login}?redirect=${encodeURIComponent(redirectTo)}`
          : APP_PATHS.auth.login,
    },
    forgotPassword: {
      path: APP_PATHS.auth.forgotPassword,
      getHref: () => APP_PATHS.auth.forgotPassword,
    },
    resetPassword: {
      path: APP_PATHS.auth.resetPassword,
      getHref: () => APP_PATHS.auth.resetPassword,
    },
    signup: { path: APP_PATHS.auth.signup, getHref: () => APP_PATHS.auth.signup },
    signupStudent: {
      path: APP_PATHS.auth.signupStudent,
      getHref: () => APP_PATHS.auth.signupStudent,
    },
    signupOwner: { path: APP_PATHS.auth.signupOwner, getHref: () => APP_PATHS.auth.signupOwner },
    signupLegacy: {
      path: APP_PATHS.auth.signupLegacy,
      getHref: () => APP_PATHS.auth.signupLegacy,
    },
    callback: { path: APP_PATHS.auth.callback, getHref: () => APP_PATHS.auth.callback },
    verifyEmail: { path: APP_PATHS.auth.verifyEmail, getHref: () => APP_PATHS.auth.verifyEmail },
  },
  admin: {
    dashboard: { path: APP_PATHS.admin.dashboard, getHref: () => APP_PATHS.admin.dashboard },
    // The panel's sections (issue 22 item 8); the hostel grid takes ?status=pending|approved|rejected.
    hostels: {
      path: APP_PATHS.admin.hostels,
      getHref: (status?: string) =>
        `${APP_PATHS.admin.hostels}${withQuery(status ? `status=${status}` : '')}`,
    },
    owners: { path: APP_PATHS.admin.owners, getHref: () => APP_PATHS.admin.owners },
    users: { path: APP_PATHS.admin.users, getHref: () => APP_PATHS.admin.users },
    messages: { path: APP_PATHS.admin.messages, getHref: () => APP_PATHS.admin.messages },
    analytics: { path: APP_PATHS.admin.analytics, getHref: () => APP_PATHS.admin.analytics },
    areas: { path: APP_PATHS.admin.areas, getHref: () => APP_PATHS.admin.areas },
    // Issue 26: the reports queue, filtered by ?status=open|dismissed|actioned|all and ?type=.
    reports: {
      path: APP_PATHS.admin.reports,
      getHref: (search?: string) => `${APP_PATHS.admin.reports}${withQuery(search)}`,
    },
    // Issue 26: owners' changes to approved hostels, by ?status= (the waiting ones without it).
    changes: {
      path: APP_PATHS.admin.changes,
      getHref: (search?: string) => `${APP_PATHS.admin.changes}${withQuery(search)}`,
    },
    login: { path: APP_PATHS.admin.login, getHref: () => APP_PATHS.admin.login },
    create: { path: APP_PATHS.admin.create, getHref: () => APP_PATHS.admin.create },
  },
  owner: {
    dashboard: { path: APP_PATHS.owner.dashboard, getHref: () => APP_PATHS.owner.dashboard },
    profile: { path: APP_PATHS.owner.profile, getHref: () => APP_PATHS.owner.profile },
    rooms: {
      path: APP_PATHS.owner.rooms,
      getHref: (hostelId: string) => fill(APP_PATHS.owner.rooms, hostelId),
    },
    /** Issue 30: a hostel's insights (its owner's and administrators'). */
    insights: {
      path: APP_PATHS.owner.insights,
      getHref: (hostelId: string, days?: number) =>
        `${fill(APP_PATHS.owner.insights, hostelId)}${withQuery(days ? `days=${days}` : '')}`,
    },
  },
  /** Issue 44: the register of a hostel's residents and beds (its owner's and staff's). */
  register: {
    home: { path: APP_PATHS.register.home, getHref: () => APP_PATHS.register.home },
    hostel: {
      path: APP_PATHS.register.hostel,
      getHref: (hostelId: string) => fill(APP_PATHS.register.hostel, hostelId),
    },
    hostelPrint: {
      path: APP_PATHS.register.hostelPrint,
      getHref: (hostelId: string) => fill(APP_PATHS.register.hostelPrint, hostelId),
    },
    resident: {
      path: APP_PATHS.register.resident,
      getHref: (residentId: string) => fill(APP_PATHS.register.resident, residentId),
    },
    residentPrint: {
      path: APP_PATHS.register.residentPrint,
      getHref: (residentId: string) => fill(APP_PATHS.register.residentPrint, residentId),
    },
    /** Issue 45: a hostel's dues, `?month=YYYY-MM` when given. */
    dues: {
      path: APP_PATHS.register.dues,
      getHref: (hostelId: string, month?: string) =>
        `${fill(APP_PATHS.register.dues, hostelId)}${withQuery(month ? `month=${month}` : '')}`,
    },
    /** One due's charges and payments; `?hostel=` the hostel's id, for the way back. */
    due: {
      path: APP_PATHS.register.due,
      getHref: (dueId: string, hostelId?: string) =>
        `${fill(APP_PATHS.register.due, dueId)}${withQuery(hostelId ? `hostel=${encodeURIComponent(hostelId)}` : '')}`,
    },
  },
  /** Issue 44: an invitation to join a hostel's staff. */
  staffInvitation: {
    path: APP_PATHS.staffInvitation,
    getHref: (token: string) => fill(APP_PATHS.staffInvitation, token),
  },
  /** Issue 45: the signed-in resident's receipts. */
  myReceipts: { path: APP_PATHS.myReceipts, getHref: () => APP_PATHS.myReceipts },
  profile: { path: APP_PATHS.profile, getHref: () => APP_PATHS.profile },
  settings: { path: APP_PATHS.settings, getHref: () => APP_PATHS.settings },
  legacy: {
    // Product decision 6: the old links redirect to the real routes.
    studentSignup: { path: APP_PATHS.legacy.studentSignup },
    ownerSignup: { path: APP_PATHS.legacy.ownerSignup },
  },
} as const;

/** A role's home: /student, /owner or /admin (part 1 section 2). */
export function roleHomeHref(role: Role): string {
  return `/${role}`;
}

/** Where a user's Profile menu entry leads: owners have their own profile page. */
export function profileHrefFor(role: Role | null | undefined): string {
  return role === 'owner' ? paths.owner.profile.getHref() : paths.profile.getHref();
}
