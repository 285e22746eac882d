import { APP_PATHS, pathPatterns } from '../constants/app-paths.ts';

const UUID_SEGMENT = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
const SLUG_SEGMENT = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A param named `id` or `…Id` holds a uuid; any other name a lowercase slug (`gulberg-boys`). */
function segmentPattern(param: string): string {
  return param === 'id' || param.endsWith('Id') ? UUID_SEGMENT : SLUG_SEGMENT;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One anchored expression per pattern: literal segments as they are, params as above. */
function compile(pattern: string): RegExp {
  const body = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? `(?:${segmentPattern(segment.slice(1))})` : escape(segment),
    )
    .join('/');
  return new RegExp(`^${body}$`);
}

const ROUTES = pathPatterns(APP_PATHS).map(compile);

/**
 * True when `path` (a pathname: no query string, no fragment) is a page of the web app: it
 * matches one pattern of APP_PATHS exactly, a `:id`-style param standing for a uuid and any
 * other param for a slug (issue 21 item 14). `/hostels/0b9c…` is one; `/hostels/`, `/wp-admin`
 * and `/hostels/ali@example.pk` are not. The API stores analytics only for such paths; the web
 * app sends no others.
 */
export function isAppPath(path: string): boolean {
  return ROUTES.some((route) => route.test(path));
}

/**
 * True when `pathname` is a page of the web app as the server answers it (issue 41 item 2):
 * `isAppPath`, with one trailing slash allowed (`/hostels/`, as the router matches it). Any
 * other path is answered 404 with the app's not-found page, signed in or not.
 */
export function isAppPage(pathname: string): boolean {
  return isAppPath(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}
