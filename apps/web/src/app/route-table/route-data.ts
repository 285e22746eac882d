import type { Language } from '@hostelhub/shared';
import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { data, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../lib/api-client';
import type { HeadContent } from '../../ssr/head-tags';

/**
 * What a route's loader works with (issue 43 item 3, docs/decisions/021-server-rendering.md):
 * the page's query cache, and whether to wait for the data. On the server a loader waits (the
 * page is rendered once, from the data its loaders put in the cache); in the browser it starts
 * its queries and returns at once, so a client navigation shows the page's own loading states.
 */
export interface RouteData {
  queryClient: QueryClient;
  /** True on the server (entry-server.tsx), false in the browser. */
  waitForData: boolean;
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

/**
 * A route's `handle`: `head` builds the server-rendered page's head (title, description, image,
 * JSON-LD) from the data its loaders filled; the deepest matched route with one wins. It is
 * loaded on demand (a dynamic import), so the browser never downloads the head builders.
 */
export interface RouteHandle {
  head?: (args: HeadArgs) => Promise<HeadContent>;
}

/** The 404 a loader throws for a missing hostel, city or university (the page server's status). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

const isClientError = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * A route's loader from what it loads: on the server it waits for `load` (a 404 or a redirect
 * `load` throws is the page's answer); in the browser it starts `load` and answers at once, its
 * failures left to the page's own queries, which show them. Answers null: the data is in the
 * query cache, and `null` is what the browser's router hydrates from (main.tsx).
 */
export function pageLoader(
  { waitForData }: RouteData,
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
): (args: LoaderFunctionArgs) => Promise<null> {
  return async (args) => {
    const loading = load(args);
    if (waitForData) await loading;
    else loading.catch(() => undefined);
    return null;
  };
}

/**
 * Fills one query for a loader and answers its data. A 4xx answer is a 404 page when
 * `missingIsNotFound` (the page's own hostel or place); on the server any other failure answers
 * undefined with the query left out, so the page renders it loading, as a browser's first
 * render would (in the browser the failed query stays, for the page to show).
 */
export async function fill<Data, Key extends QueryKey>(
  { queryClient, waitForData }: RouteData,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  { missingIsNotFound = false }: { missingIsNotFound?: boolean } = {},
): Promise<Data | undefined> {
  try {
    return await queryClient.ensureQueryData(options);
  } catch (error) {
    if (missingIsNotFound && isClientError(error)) notFound();
    if (waitForData) queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
    return undefined;
  }
}
