import { isAppPage, isLanguage, type Language } from '@hostelhub/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inProcessHeaders } from '../lib/in-process-request.ts';
import { APP_LOADER_SCRIPT } from '../lib/inline-scripts.ts';
import { SESSION_MARKER_COOKIE } from '../lib/refresh-cookie.ts';
import { requestLanguage } from '../lib/request-language.ts';

/**
 * The cookie the web app keeps the browser's language choice in (apps/web/src/lib/i18n/language.ts
 * writes it beside localStorage), so the server renders a returning visitor's language.
 */
export const LANGUAGE_COOKIE = 'lang';

/** What apps/web/src/entry-server.tsx exports (built into apps/web/dist-ssr/entry-server.js). */
interface PageServerModule {
  render(request: {
    url: string;
    origin: string;
    language: Language;
    fetchApi: (url: string, init: RequestInit) => Promise<Response>;
  }): Promise<
    | {
        kind: 'page';
        status: 200 | 404;
        html: string;
        head: { lang: Language; dir: 'ltr' | 'rtl'; tags: string };
        state: string | null;
      }
    | { kind: 'redirect'; location: string }
  >;
  SSR_STATE_ELEMENT_ID: string;
}

/** A page the server renders, and the answer it sends. */
export type RenderedPage =
  { status: number; html: string; language: Language } | { status: 301; location: string };

/**
 * The public pages rendered on the server (issue 25): home, the browse screen (not its map
 * view, which is all map), a hostel, a city's and a university's landing pages.
 */
const RENDERED_PAGES = [
  /^\/$/,
  /^\/hostels\/?$/,
  /^\/hostels\/[^/]+\/?$/,
  /^\/hostels\/in\/[^/]+\/?$/,
  /^\/hostels\/near\/[^/]+\/?$/,
];

/** A hostel's own page, `/hostels/{id}` (not a city's or a university's landing page). */
const HOSTEL_PAGE = /^\/hostels\/([^/]+)\/?$/;

/**
 * The page's language (issue 24 and 25): `?lang=`, else the browser's saved choice (the `lang`
 * cookie), else `Accept-Language`, else English. Answers vary on those headers.
 */
export function pageLanguage(request: FastifyRequest, query: URLSearchParams): Language {
  const fromUrl = query.get('lang');
  if (isLanguage(fromUrl)) return fromUrl;
  const saved = request.cookies?.[LANGUAGE_COOKIE];
  if (isLanguage(saved)) return saved;
  // A page is rendered for a guest: this is Accept-Language, else English.
  return requestLanguage(request);
}

/**
 * `template` with the app's module script and module preloads taken out of its head and the app
 * loader (APP_LOADER_SCRIPT) at the end of its body in their place: a rendered page is whole
 * without the app, which loads once the page's own files have (issue 25, decision 021). The
 * addresses move as they were written (attribute text in, attribute text out).
 */
export function withAppLoader(template: string): string {
  let entry: string | undefined;
  const preloads: string[] = [];
  const head = template
    .replace(
      /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/,
      (_tag, src: string) => {
        entry = src;
        return '';
      },
    )
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (!entry) return template;
  const loader = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${APP_LOADER_SCRIPT}</script>`;
  return head.replace('</body>', `  ${loader}\n  </body>`);
}

/**
 * Loads the page server (apps/web/dist-ssr/entry-server.js) when the web app's build made one,
 * and answers `render(request, template)`: the page rendered into `template` (index.html with
 * its preload hints), or null when the request is not for a server-rendered page: not GET or
 * HEAD, another page of the app, the map view, or a signed-in browser (the session marker
 * cookie: its pages stay client-rendered, as the issue allows). A path of no page (not in
 * APP_PATHS, issue 41 item 2) is rendered as the 404 page for a guest. API calls the page makes are answered in-process
 * (`app.inject`), as a guest, so a pending or rejected hostel is a 404 page as in the API.
 */
export async function createPageRenderer(
  app: FastifyInstance,
  options: {
    webSsrDir: string;
    publicUrl: string;
    /**
     * Told of every hostel page asked for by a browser (issue 30, owner insights), cached or
     * not: the page's path segment (a hostel id, or anything else typed there) and the request.
     */
    onHostelPage?: (hostelIdOrText: string, request: FastifyRequest) => void;
  },
): Promise<{
  render(request: FastifyRequest, template: string): Promise<RenderedPage | null>;
} | null> {
  const entry = path.join(options.webSsrDir, 'entry-server.js');
  if (!existsSync(entry)) return null;
  const pageServer = (await import(pathToFileURL(entry).href)) as PageServerModule;
  const origin = options.publicUrl.replace(/\/+$/, '');

  /** Renders the page at `request.url` in `language` into `template`. */
  const renderPage = async (
    request: FastifyRequest,
    template: string,
    language: Language,
  ): Promise<RenderedPage> => {
    const result = await pageServer.render({
      url: request.url,
      origin,
      language,
      fetchApi: async (url) => {
        const answer = await app.inject({
          method: 'GET',
          url: url.replace(/^https?:\/\/[^/]+/, ''),
          headers: {
            ...inProcessHeaders(),
            accept: 'application/json',
            'accept-language': language,
            ...(request.headers['user-agent']
              ? { 'user-agent': request.headers['user-agent'] }
              : {}),
          },
        });
        return new Response(answer.statusCode === 204 ? null : answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
        });
      },
    });
    if (result.kind === 'redirect') return { status: 301, location: result.location };

    const state = result.state
      ? `<script type="application/json" id="${pageServer.SSR_STATE_ELEMENT_ID}">${result.state.replace(/</g, '\\u003c')}</script>`
      : '';
    const html = withAppLoader(template)
      .replace(/<html lang="[^"]*">/, `<html lang="${result.head.lang}" dir="${result.head.dir}">`)
      .replace(/<title>[^<]*<\/title>/, '')
      .replace(/<meta\s+name="description"[^>]*>/, '')
      .replace('</head>', `  ${result.head.tags}\n  </head>`)
      .replace('<div id="root"></div>', `<div id="root">${result.html}</div>${state}`);
    return { status: result.status, html, language };
  };

  return {
    async render(request, template) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return null;
      const [pathname = '/', search = ''] = request.url.split('?');
      // Issue 41 item 2: a path of no page is rendered as the not-found page (404).
      const unknown = !isAppPage(pathname);
      if (!unknown && !RENDERED_PAGES.some((pattern) => pattern.test(pathname))) return null;
      const query = new URLSearchParams(search);
      if (query.get('view') === 'map' || request.cookies?.[SESSION_MARKER_COOKIE]) return null;

      const language = pageLanguage(request, query);
      // Not cached: any path may be asked for, and must not push real pages out of the cache.
      if (unknown) return renderPage(request, template, language);
      // Issue 30: a guest's hostel page is a view for the owner's insights, rendered or cached.
      const hostelPage = HOSTEL_PAGE.exec(pathname);
      if (hostelPage?.[1] && request.method === 'GET') {
        options.onHostelPage?.(hostelPage[1], request);
      }
      // A guest's page depends on its address and language alone: a burst of visits to one
      // page (a link shared in a WhatsApp group, a crawler) renders it once per
      // BROWSE_CACHE_SECONDS, and every hostel write clears it with the browse lists.
      const cached = await app.browseCache.get(`page:${language}:${request.url}`, async () =>
        JSON.stringify(await renderPage(request, template, language)),
      );
      return JSON.parse(cached.json) as RenderedPage;
    },
  };
}
