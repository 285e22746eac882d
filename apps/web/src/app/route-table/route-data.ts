import type { Language } from '@hostelhub/shared';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';

/**
 * What the public routes' loaders fill (issue 43 item 3, docs/decisions/021-server-rendering.md):
 * the page's query cache. Only the page server builds routes with loaders (`createRoutes(
 * publicLoaders({ queryClient }))`, entry-server.tsx); it renders the page
 * once, from the data they put in the cache. The browser's routes have none: a page's components
 * start its queries, so a client navigation commits at once and shows the page's own loading
 * states (decision 021 says why).
 */
export interface RouteData {
  queryClient: QueryClient;
}

/** What a public route's `handle.head` is given: the page's data is in `queryClient`. */
export interface HeadArgs {
  queryClient: QueryClient;
  params: Record<string, string | undefined>;
  url: URL;
  language: Language;
  /** The site's public origin, for absolute URLs. */
  origin: string;
}

/** The heads of the public pages the server renders (ssr/route-heads.ts builds each). */
export type PageHeadKind = 'home' | 'list' | 'hostel' | 'city' | 'university';

/**
 * A route's `handle`: `head` names the server-rendered page's head (title, description, image,
 * JSON-LD), which the page server builds from the data its loaders filled; the deepest matched
 * route with one wins. The builders are the page server's alone, so the browser never
 * downloads them.
 */
export interface RouteHandle {
  head?: PageHeadKind;
}

/** The 404 a loader throws for a missing hostel, city or university (the page server's status). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A route's loader from what it loads: it waits for `load` (a 404 or a redirect `load` throws
 * is the page's answer) and answers null, the data being in the query cache.
 */
export function pageLoader(
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
): (args: LoaderFunctionArgs) => Promise<null> {
  return async (args) => {
    await load(args);
    return null;
  };
}

/**
 * Fills one query for a loader and answers its data. A 4xx answer is a 404 page when
 * `missingIsNotFound` (the page's own hostel or place); any other failure answers undefined
 * with the query left out, so the page renders it loading, as a browser's first render would.
 */
export async function fill<Data, Key extends QueryKey>(
  { queryClient }: RouteData,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  { missingIsNotFound = false }: { missingIsNotFound?: boolean } = {},
): Promise<Data | undefined> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (missingIsNotFound && isClientError(error)) notFound();
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    return undefined;
  }
}
