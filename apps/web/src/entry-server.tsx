// The page server's entry (issue 25; docs/decisions/021-server-rendering.md): built by
// `vite build --ssr` into dist-ssr/entry-server.js and called by the API
// (apps/api/src/plugins/page-render.ts). It renders the same routes and providers as main.tsx.
import './lib/zod-config';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, isAppPage, type Language } from '@hostelhub/shared';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProvider } from './app/provider';
import { createRoutes, preloadRoutes } from './app/router';
import { publicLoaders } from './app/route-table/loaders';
import type { RouteHandle } from './app/route-table/route-data';
import NotFound from './app/routes/not-found';
import { RootLayout } from './components/layouts/root-layout';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { getCatalogueVersion, i18n, whenNamespacesLoaded } from './lib/i18n/i18n';
import { loadSharedText } from './lib/i18n/shared-text-loader';
import { createQueryClient } from './lib/query-client';
import { setServerOrigin } from './lib/site-origin';
import { pageHead, type PageHead } from './ssr/head-tags';
import { notFoundHead, routeHeads, siteHead } from './ssr/route-heads';
import type { ServerState } from './ssr/state';

export { SSR_STATE_ELEMENT_ID } from './ssr/state';

/** What the page server asks for. */
export interface RenderRequest {
  /** Path and query of the page, e.g. `/hostels/in/lahore?page=2`. */
  url: string;
  /** The site's public origin, for absolute URLs (canonical, og:url, og:image). */
  origin: string;
  language: Language;
  /** Answers the page's API calls in-process (the API's own routes, as a guest). */
  fetchApi: ApiTransport;
}

/** What the page server sends: a page, a 404 page, or a permanent redirect. */
export type RenderResult =
  | {
      kind: 'page';
      /** 200, or 404 for a path of no page or an unknown or unlisted hostel, city or university. */
      status: 200 | 404;
      /** The rendered app, to go inside `<div id="root">`. */
      html: string;
      head: PageHead;
      /** What the page was rendered from (ServerState as JSON); absent on a 404 page. */
      state: string | null;
    }
  | { kind: 'redirect'; location: string };

/**
 * How many times the page server has rendered, and what its last render found (issue 43 item
 * 3): the tests assert each public page renders once, from its loaders' data alone.
 */
export interface RenderStats {
  /** React renders (prerenders) since the process started. */
  renders: number;
  /** Queries the last render asked for that no loader had filled (their hashes): none, ideally. */
  missedQueries: string[];
  /** Whether a catalogue (a language's words) arrived during the last render. */
  cataloguesChanged: boolean;
}

const stats: RenderStats = { renders: 0, missedQueries: [], cataloguesChanged: false };

/** A copy of the page server's counts (tests). */
export function renderStats(): RenderStats {
  return { ...stats, missedQueries: [...stats.missedQueries] };
}

/**
 * Renders one page to HTML, once (issue 43 item 3). The matched routes' loaders run first
 * (`createStaticHandler().query`): each fills the query cache with its page's data through
 * `fetchApi` and says a missing hostel or place is a 404 or an old slug a redirect; the page's
 * code and words load; then the page is rendered once (prerender, waiting for every lazy route:
 * a crawler and a phone without JavaScript get the whole page) and its head built from the
 * deepest matched route's `handle.head`. A query whose call failed is left loading, as the
 * browser's first render shows it, so hydration matches.
 *
 * Pages render one at a time: Lingui's i18n instance and the API transport are process-wide.
 */
export function render(request: RenderRequest): Promise<RenderResult> {
  const next = queue.then(() => renderNow(request));
  queue = next.then(
    () => undefined,
    () => undefined,
  );
  return next;
}

let queue: Promise<void> = Promise.resolve();

/** The page's words in `language`: every namespace defined so far, and the shared texts. */
async function loadWords(language: Language): Promise<void> {
  if (language !== 'en') await Promise.all([whenNamespacesLoaded(language), loadSharedText()]);
}

async function renderNow(request: RenderRequest): Promise<RenderResult> {
  const language = request.language ?? DEFAULT_LANGUAGE;
  i18n.activate(language);
  setApiTransport(request.fetchApi);
  setServerOrigin(request.origin);
  const queryClient = createQueryClient();
  const url = new URL(request.url, request.origin);
  const where = { origin: request.origin, url, language };
  const notFoundPage = async (): Promise<RenderResult> => {
    await loadWords(language);
    return {
      kind: 'page',
      status: 404,
      html: await renderNotFound(url, language, queryClient),
      head: pageHead(notFoundHead(where)),
      state: null,
    };
  };
  // Issue 41 item 2: a path of no page in the route table (APP_PATHS) is the 404 page, rendered
  // alone (the routes would match a param-shaped path, or send a guest to sign in).
  if (!isAppPage(url.pathname)) return notFoundPage();

  const routes = createRoutes(publicLoaders({ queryClient }));
  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([
    handler.query(new Request(url)),
    preloadRoutes(routes, url.pathname),
  ]);
  if (context instanceof Response) {
    const location = context.headers.get('Location');
    if (context.status >= 300 && context.status < 400 && location) {
      return { kind: 'redirect', location };
    }
    throw new Error(`route answered ${context.status}`);
  }
  if (context.errors) {
    const error: unknown = Object.values(context.errors)[0];
    if (isRouteErrorResponse(error) && error.status === 404) return notFoundPage();
    throw error instanceof Error ? error : new Error('a route loader failed');
  }
  // After the page's code: its namespaces are defined, their Urdu loads with the rest.
  await loadWords(language);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = await renderTree(
    queryClient,
    language,
    // hydrate={false}: the page's policy forbids the inline script React Router would write,
    // and the browser's routes have no loaders to hydrate (their data is in the query cache).
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
  const handle = [...context.matches]
    .reverse()
    .map((match) => ({ match, head: (match.route.handle as RouteHandle | undefined)?.head }))
    .find(({ head }) => head !== undefined);
  const headArgs = { ...where, queryClient, params: handle?.match.params ?? {} };
  const content = handle?.head ? routeHeads[handle.head](headArgs) : siteHead(headArgs);
  const state: ServerState = { language, queries: dehydrate(queryClient) };
  return { kind: 'page', status: 200, html, head: pageHead(content), state: JSON.stringify(state) };
}

/** The 404 page inside the app's frame (no loaders: nothing to load). */
async function renderNotFound(
  url: URL,
  language: Language,
  queryClient: QueryClient,
): Promise<string> {
  const notFoundRoutes: RouteObject[] = [
    { element: <RootLayout />, children: [{ path: '*', element: <NotFound /> }] },
  ];
  const handler = createStaticHandler(notFoundRoutes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderTree(
    queryClient,
    language,
    <StaticRouterProvider router={router} context={context} hydrate={false} />,
  );
}

/**
 * Renders `page` in the app's providers, as a guest, once: counted, with the queries it asked
 * for that no loader filled and whether words arrived meanwhile (renderStats).
 */
async function renderTree(
  queryClient: QueryClient,
  language: Language,
  page: ReactNode,
): Promise<string> {
  const catalogues = getCatalogueVersion();
  stats.renders += 1;
  const html = await renderToString(
    <StrictMode>
      <AppProvider
        queryClient={queryClient}
        authState={{ status: 'signed-out', user: null }}
        createSocket={null}
        language={language}
        serverRendered
      >
        {page}
      </AppProvider>
    </StrictMode>,
  );
  stats.cataloguesChanged = catalogues !== getCatalogueVersion();
  stats.missedQueries = queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.fetchStatus === 'fetching' ||
        (query.state.status === 'pending' &&
          (query.options as { enabled?: unknown }).enabled !== false &&
          typeof query.options.queryFn === 'function'),
    )
    .map((query) => query.queryHash);
  return html;
}

/**
 * The whole tree once every Suspense boundary has resolved (lazy routes included), as static
 * HTML: every boundary inline and complete, with none of the inline scripts streaming uses
 * (the page's policy forbids them, and a crawler reads the page as sent).
 */
async function renderToString(tree: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(tree, {
    // Above this many bytes React would send a boundary apart, swapped in by a script.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      // A component that threw while rendering on the server: the browser renders it again.
      console.error('page render error', error);
    },
  });
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}
