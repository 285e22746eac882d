import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { REFRESH_COOKIE } from '../lib/refresh-cookie.ts';
import { sendError } from './error-handler.ts';
import { createPagePreloads } from './page-preloads.ts';

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
  options: { webDistDir: string; uploadsDir: string },
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
  /** index.html for a page route, with that page's preload hints. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', query] = request.url.split('?');
    const html = preloads!.html(pathname, {
      hasQuery: query !== undefined,
      signedIn: Boolean(request.cookies?.[REFRESH_COOKIE]),
    });
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
