import type { Role } from '@hostelhub/shared';

/** A query string ('a=1' or '?a=1') as a URL suffix: '?a=1', or '' when empty. */
function withQuery(search: string | undefined): string {
  const query = search?.replace(/^\?/u, '') ?? '';
  return query ? `?${query}` : '';
}

/** Every page route of the app, in one place (spec part 1 section 2, part 2 section 2). */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  terms: { path: '/terms', getHref: () => '/terms' },
  hostels: {
    // Product decision 12: the browse query (filters, page, view) travels with these links.
    list: {
      path: '/hostels',
      getHref: (search?: string) => `/hostels${withQuery(search)}`,
    },
    detail: {
      path: '/hostels/:id',
      getHref: (id: string, search?: string) =>
        `/hostels/${encodeURIComponent(id)}${withQuery(search)}`,
    },
  },
  student: { path: '/student', getHref: () => '/student' },
  auth: {
    login: {
      path: '/login',
      getHref: (redirectTo?: string | null) =>
        redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login',
    },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
    resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
    signup: { path: '/signup', getHref: () => '/signup' },
    signupStudent: { path: '/signup/student', getHref: () => '/signup/student' },
    signupOwner: { path: '/signup/owner', getHref: () => '/signup/owner' },
    signupLegacy: { path: '/signup/legacy', getHref: () => '/signup/legacy' },
    callback: { path: '/auth/callback', getHref: () => '/auth/callback' },
    verifyEmail: { path: '/verify-email', getHref: () => '/verify-email' },
  },
  admin: {
    dashboard: { path: '/admin', getHref: () => '/admin' },
    login: { path: '/admin/login', getHref: () => '/admin/login' },
    create: { path: '/admin/create', getHref: () => '/admin/create' },
  },
  owner: {
    dashboard: { path: '/owner', getHref: () => '/owner' },
    profile: { path: '/owner/profile', getHref: () => '/owner/profile' },
    rooms: {
      path: '/owner/rooms/:hostelId',
      getHref: (hostelId: string) => `/owner/rooms/${encodeURIComponent(hostelId)}`,
    },
  },
  profile: { path: '/profile', getHref: () => '/profile' },
  settings: { path: '/settings', getHref: () => '/settings' },
  legacy: {
    // Product decision 6: the old links redirect to the real routes.
    studentSignup: { path: '/student-signup' },
    ownerSignup: { path: '/owner-signup' },
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
