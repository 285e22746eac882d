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
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import NotFound from './app/routes/not-found';
import { RootLayout } from './components/layouts/root-layout';
import { ApiError, setApiTransport, type ApiTransport } from './lib/api-client';
import { getCatalogueVersion, i18n, whenNamespacesLoaded } from './lib/i18n/i18n';
import { loadSharedText } from './lib/i18n/shared-text-loader';
import { createQueryClient } from './lib/query-client';
import { setServerOrigin } from './lib/site-origin';
import { loadFilterSchemas } from './features/hostel-search/utils/filter-schemas';
import { pageHead, pageOutcome, type PageHead } from './ssr/page-head';

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
      /** The query cache the page was rendered from (JSON); absent on a 404 page. */
      state: string | null;
    }
  | { kind: 'redirect'; location: string };

/** Rendering passes at most: each may discover queries the data of the last one enabled. */
const MAX_PASSES = 4;

/**
 * Renders one page to HTML (renderToPipeableStream, waiting for every lazy route and catalogue:
 * a crawler and a phone without JavaScript get the whole page). The page's queries are found by
 * rendering: each pass fetches the queries the last one created but had no data for (through
 * `fetchApi`), until a pass creates none. A query whose call fails is left loading, as the
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

async function renderNow(request: RenderRequest): Promise<RenderResult> {
  const language = request.language ?? DEFAULT_LANGUAGE;
  i18n.activate(language);
  setApiTransport(request.fetchApi);
  setServerOrigin(request.origin);
  const queryClient = createQueryClient();
  const url = new URL(request.url, request.origin);
  // Issue 41 item 2: a path of no page in the route table (APP_PATHS) is the 404 page, rendered
  // alone (the routes would match a param-shaped path, or send a guest to sign in).
  if (!isAppPage(url.pathname)) {
    if (language !== 'en') await Promise.all([whenNamespacesLoaded(language), loadSharedText()]);
    return {
      kind: 'page',
      status: 404,
      html: await renderNotFound(url, language, queryClient),
      head: pageHead({ kind: 'not-found' }, { origin: request.origin, url, language }),
      state: null,
    };
  }
  if (url.search) await loadFilterSchemas();

  const failed = new Map<string, number>();
  let html = '';
  for (let pass = 1; ; pass += 1) {
    html = await renderApp(url, language, queryClient);
    if (pass === MAX_PASSES) break;
    const catalogues = getCatalogueVersion();
    const waiting = queryClient
      .getQueryCache()
      .getAll()
      .filter(
        (query) =>
          query.state.status === 'pending' &&
          query.state.fetchStatus === 'idle' &&
          !failed.has(query.queryHash) &&
          (query.options as { enabled?: unknown }).enabled !== false &&
          typeof query.options.queryFn === 'function',
      );
    // Prefetches the render started itself (usePrefetchHostels) count as data arriving too.
    const inFlight = queryClient.isFetching();
    await Promise.all([
      ...(language === 'en' ? [] : [whenNamespacesLoaded(language), loadSharedText()]),
      ...waiting.map((query) => query.fetch().catch(() => undefined)),
    ]);
    await waitForFetches(queryClient);
    let removed = 0;
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status !== 'error') continue;
      const { error } = query.state;
      failed.set(query.queryHash, error instanceof ApiError ? error.status : 500);
      queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      removed += 1;
    }
    const changed =
      waiting.length > 0 || inFlight > 0 || removed > 0 || catalogues !== getCatalogueVersion();
    if (!changed) break;
  }

  const outcome = pageOutcome(url, queryClient, failed);
  if (outcome.kind === 'redirect') return outcome;
  if (outcome.kind === 'not-found') {
    return {
      kind: 'page',
      status: 404,
      html: await renderNotFound(url, language, queryClient),
      head: pageHead({ kind: 'not-found' }, { origin: request.origin, url, language }),
      state: null,
    };
  }
  return {
    kind: 'page',
    status: 200,
    html,
    head: pageHead(outcome, { origin: request.origin, url, language }),
    state: JSON.stringify({ language, queries: dehydrate(queryClient) }),
  };
}

function waitForFetches(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) {
        unsubscribe();
        resolve();
      }
    });
  });
}

function renderApp(url: URL, language: Language, queryClient: QueryClient): Promise<string> {
  return renderRoutes(routes, url, language, queryClient);
}

/** The 404 page inside the app's frame. */
function renderNotFound(url: URL, language: Language, queryClient: QueryClient): Promise<string> {
  const notFoundRoutes: RouteObject[] = [
    { element: <RootLayout />, children: [{ path: '*', element: <NotFound /> }] },
  ];
  return renderRoutes(notFoundRoutes, url, language, queryClient);
}

async function renderRoutes(
  table: RouteObject[],
  url: URL,
  language: Language,
  queryClient: QueryClient,
): Promise<string> {
  const handler = createStaticHandler(table);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <AppProvider
        queryClient={queryClient}
        authState={{ status: 'signed-out', user: null }}
        createSocket={null}
        language={language}
        serverRendered
      >
        {/* hydrate={false}: the router has no loader data to send, and the page's policy forbids
            the inline script it would write. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
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
