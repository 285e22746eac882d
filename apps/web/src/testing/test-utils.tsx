import type { Language } from '@hostelhub/shared';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { createRoutes } from '../app/router';
import { SESSION_HINT_KEY, type AuthState } from '../lib/auth';
import { users } from './test-users';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
}

export { users };

export const authStates = {
  signedOut: { status: 'signed-out', user: null },
  loading: { status: 'loading', user: null },
  student: { status: 'signed-in', user: users.student },
  owner: { status: 'signed-in', user: users.owner },
  admin: { status: 'signed-in', user: users.admin },
} satisfies Record<string, AuthState>;

export interface RenderAppOptions {
  /** Where the app opens, e.g. '/hostels?page=2'. */
  url?: string;
  /**
   * The session to start from (signed out by default). 'restore' starts like the real app in
   * a browser that signed in before (the session hint is set): loading, then
   * POST /api/auth/refresh decides.
   */
  authState?: AuthState | 'restore';
  /** Routes to mount; the whole app's by default. */
  routes?: RouteObject[];
  /** The page's language (English by default, as a first visit from an English browser). */
  language?: Language;
}

export type RenderAppResult = RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
};

/** Renders the app (or the given routes) at a URL, with providers and a fresh query cache. */
export function renderApp({
  url = '/',
  authState,
  routes = createRoutes(),
  language,
}: RenderAppOptions = {}): RenderAppResult {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  const queryClient = createTestQueryClient();
  if (authState === 'restore') window.localStorage.setItem(SESSION_HINT_KEY, '1');
  const result = render(
    <AppProvider
      queryClient={queryClient}
      createSocket={null}
      {...(language ? { language } : {})}
      {...(authState === 'restore' ? {} : { authState: authState ?? authStates.signedOut })}
    >
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}

/** Renders one component inside the providers and a router at `url`. */
export function renderWithProviders(
  ui: ReactNode,
  options: Omit<RenderAppOptions, 'routes'> = {},
): RenderAppResult {
  return renderApp({ ...options, routes: [{ path: '*', element: ui }] });
}

/** A JSON response like the API's. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function toUrlString(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/** The URLs a stubbed fetch was called with, in order. */
export function fetchedUrls(mock: ReturnType<typeof stubFetch>): string[] {
  return mock.mock.calls.map(([input]) => toUrlString(input));
}

/** The JSON body of the n-th call of a stubbed fetch. */
export function fetchedBody(mock: ReturnType<typeof stubFetch>, index = 0): unknown {
  const body = mock.mock.calls[index]?.[1]?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}

type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs global fetch with a handler per path (`'/api/stats'`), answering 404 to anything
 * else. Returns the mock so a test can inspect its calls.
 */
export function stubFetch(handlers: Record<string, Handler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(toUrlString(input), 'http://localhost');
    const handler = handlers[url.pathname];
    if (!handler)
      return jsonResponse({ success: false, error: 'Not found', code: 'NOT_FOUND' }, 404);
    return handler(url, init);
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}

/** Handlers answering the calls every page shell makes, with empty data. */
export const emptyApiHandlers: Record<string, Handler> = {
  '/api/stats': () => jsonResponse({ success: true, data: { hostels: 0, cities: 0, students: 0 } }),
  '/api/enhanced-hostels': () =>
    jsonResponse({
      success: true,
      data: [],
      pagination: { page: 1, limit: 10, total: 0, total_pages: 0 },
    }),
};

/**
 * Answers the app's confirm dialog (lib/confirm.tsx) titled `title` by pressing `button`, waits
 * for it to close and returns the question it asked.
 */
export async function answerConfirm(
  user: { click: (element: Element) => Promise<void> },
  title: string,
  button: string,
): Promise<string> {
  const dialog = await screen.findByRole('dialog', { name: title });
  const text = dialog.textContent ?? '';
  await user.click(within(dialog).getByRole('button', { name: button }));
  await waitFor(() => {
    if (screen.queryByRole('dialog', { name: title })) throw new Error(`${title} is still open`);
  });
  return text;
}
