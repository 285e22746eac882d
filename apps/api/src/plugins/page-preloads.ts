import { DEFAULT_PAGE_LIMIT, FEATURED_HOSTELS_COUNT } from '@hostelhub/shared';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** One entry of the web build's manifest (`apps/web/dist/.vite/manifest.json`, Vite). */
interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The public pages a first visit most often opens, with the page modules they load
 * (apps/web/src/app/router.tsx) and the API calls they make at once for a guest
 * (apps/web/src/features/hostel-search/api/get-hostels.ts, apps/web/src/lib/get-hostel.ts).
 * Other pages get the app alone, as before.
 */
const PAGES: {
  pattern: RegExp;
  modules: string[];
  data: (match: RegExpExecArray) => string[];
}[] = [
  {
    // The featured hostels and the platform figures (features/platform-stats).
    pattern: /^\/$/,
    modules: ['src/app/routes/landing/landing.tsx'],
    data: () => [hostelListUrl(FEATURED_HOSTELS_COUNT), '/api/stats'],
  },
  {
    pattern: /^\/hostels\/?$/,
    modules: ['src/app/routes/hostels/hostels.tsx'],
    data: () => [hostelListUrl()],
  },
  {
    // Issue 25: a city's and a university's landing pages (rendered on the server).
    pattern: /^\/hostels\/(in|near)\/[^/]+\/?$/,
    modules: ['src/app/routes/hostels/place-hostels.tsx'],
    data: () => [],
  },
  {
    // Product decision 12: a hostel's own URL opens its dialog over the browse screen.
    pattern: /^\/hostels\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i,
    modules: ['src/app/routes/hostels/hostels.tsx', 'src/app/routes/hostels/hostel.tsx'],
    data: (match) => [hostelListUrl(), `/api/enhanced-hostels/${match[1]}`],
  },
];

/** A first list page exactly as the web client asks for it (parameters in its order). */
function hostelListUrl(limit = DEFAULT_PAGE_LIMIT): string {
  return `/api/enhanced-hostels?page=1&limit=${limit}`;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Builds index.html per page with preload hints (issue 11, Lighthouse: a phone's first load).
 * Without them the browser learns of a page's own script only after the app's scripts have
 * run, and of its data only after that script has run: three round trips one after another.
 * With them, all start with the HTML:
 * - `<link rel="modulepreload">` for the page's modules and the chunks they import, from the
 *   build manifest (skipping those index.html already names);
 * - `<link rel="preload" as="fetch">` for the page's first API calls, only for a plain URL
 *   (no query string: filters change the call) and only for a guest (no session cookie: a
 *   signed-in call carries a token, and must not be answered from a guest's preload).
 *
 * `html(pathname, { hasQuery, signedIn })` answers the document to send. Without a manifest
 * (an older build) every page gets index.html unchanged.
 */
export function createPagePreloads(webDistDir: string): {
  html(pathname: string, request: { hasQuery: boolean; signedIn: boolean }): string;
} {
  const indexHtml = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const manifestPath = path.join(webDistDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return { html: () => indexHtml };
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  /** The module's chunk and every chunk it imports statically, files as served. */
  const chunksOf = (key: string, into: Set<string>): Set<string> => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return into;
    into.add(chunk.file);
    for (const imported of chunk.imports ?? []) chunksOf(imported, into);
    return into;
  };

  const withLinks = (links: string[]) =>
    links.length === 0
      ? indexHtml
      : indexHtml.replace('</head>', `${links.join('\n    ')}\n  </head>`);

  // Built once: each page's module links, and its document without data preloads.
  const pages = PAGES.map((page) => {
    const files = new Set<string>();
    for (const module of page.modules) chunksOf(module, files);
    const links = [...files]
      .filter((file) => !indexHtml.includes(`/${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}">`);
    return { ...page, links, withoutData: withLinks(links) };
  });

  return {
    html(pathname, request) {
      for (const page of pages) {
        const match = page.pattern.exec(pathname);
        if (!match) continue;
        if (request.hasQuery || request.signedIn) return page.withoutData;
        const data = page
          .data(match)
          .map(
            (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
          );
        return withLinks([...data, ...page.links]);
      }
      return indexHtml;
    },
  };
}
