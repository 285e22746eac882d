import fastifyStatic from '@fastify/static';
import { isAppPage } from '@hostelhub/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { SESSION_MARKER_COOKIE } from '../lib/refresh-cookie.ts';
import { sendError } from './error-handler.ts';
import { createPagePreloads } from './page-preloads.ts';
import { createPageRenderer } from './page-render.ts';

const ONE_YEAR_SECONDS = 31_536_000;

/**
 * Serves uploaded images under /uploads/ and, when it has been built, the web app: hashed
 * assets cached for a year, index.html never cached, and index.html for every page route
 * (the SPA fallback), with preload hints for the page's own scripts and data
 * (./page-preloads.ts); text files precompressed (Brotli or gzip) when the browser accepts it.
 * Unknown /api/ paths stay JSON 404s.
 */
export async function registerStaticWeb(
  app: FastifyInstance,
  options: {
    webDistDir: string;
    uploadsDir: string;
    /** The site's public origin, for canonical and Open Graph URLs of rendered pages. */
    publicUrl: string;
    /** The page server's build (apps/web/dist-ssr); without it every page renders in the browser. */
    webSsrDir?: string | undefined;
    /** Told of every server-rendered hostel page a guest asks for (issue 30, owner insights). */
    onHostelPage?: (hostelIdOrText: string, request: FastifyRequest) => void;
  },
): Promise<void> {
  mkdirSync(options.uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    // Uploaded files are written once under unique names: a year, with validators too.
    maxAge: '365d',
    immutable: true,
    etag: true,
    lastModified: true,
  });

  const hasWebApp = existsSync(path.join(options.webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      prefix: '/',
      // Page routes, `/` included, get index.html with preload hints (sendPage below).
      index: false,
      // The web build writes .br and .gz copies of its text files (apps/web/vite.config.ts):
      // sent to browsers that accept them, with Vary: Accept-Encoding; others get the file.
      preCompressed: true,
      setHeaders(res, filePath) {
        const relative = path.relative(options.webDistDir, filePath);
        res.header(
          'Cache-Control',
          relative.startsWith(`assets${path.sep}`)
            ? `public, max-age=${ONE_YEAR_SECONDS}, immutable`
            : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`web app not built (${options.webDistDir} has no index.html): API only`);
  }

  const preloads = hasWebApp ? createPagePreloads(options.webDistDir) : null;
  const pages =
    hasWebApp && options.webSsrDir
      ? await createPageRenderer(app, {
          webSsrDir: options.webSsrDir,
          publicUrl: options.publicUrl,
          ...(options.onHostelPage ? { onHostelPage: options.onHostelPage } : {}),
        })
      : null;
  if (hasWebApp && !pages)
    app.log.warn('page server not built (apps/web/dist-ssr): pages render in the browser');

  /**
   * A page route: rendered on the server where it is a public page (./page-render.ts, issue
   * 25), else index.html; either with that page's preload hints. A failed render falls back to
   * index.html: the browser renders the page then. A path that is no page of the app's route
   * table (APP_PATHS through `isAppPage`, issue 41 item 2) answers 404: the rendered not-found
   * page for a guest, else index.html marked `noindex` (the app renders its not-found page).
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const signedIn = Boolean(request.cookies?.[SESSION_MARKER_COOKIE]);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (pages) {
      // The rendered page carries its data: only the module hints (the "with a query" page).
      const template = preloads!.html(pathname, { hasQuery: true, signedIn });
      try {
        const page = await pages.render(request, template);
        if (page) {
          // The same URL renders per language (?lang=, the lang cookie, Accept-Language) and
          // per session cookie (signed in: the app alone).
          reply.header('Vary', 'Accept-Language, Cookie');
          if ('location' in page) return reply.redirect(page.location, 301);
          return reply.code(page.status).send(page.html);
        }
      } catch (error) {
        request.log.error({ err: error }, 'page render failed: sending the app to render it');
      }
    }
    const html = preloads!.html(pathname, { hasQuery: query !== undefined, signedIn });
    if (isAppPage(pathname)) return reply.send(html);
    // Issue 41 item 2: a path of no page is a 404, signed in or not; the app shows its
    // not-found page there, and no search engine keeps it.
    return reply
      .code(404)
      .send(html.replace('</head>', '  <meta name="robots" content="noindex">\n  </head>'));
  };
  // `/` is a page like the others (the static files have no index: it would skip the hints).
  if (hasWebApp) app.get('/', sendPage);

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      hasWebApp &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|uploads|assets|docs)(\/|$)/.test(pathname);
    if (!isPage) {
      return sendError(reply, 'NOT_FOUND', `Route ${request.method} ${pathname} not found`);
    }
    return sendPage(request, reply);
  });
}
