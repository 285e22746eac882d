/// <reference types="node" />
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { linguiCatalogs } from './lingui-catalogs.ts';
import { ASSETS_CACHE, OFFLINE_CACHE } from './src/lib/offline/cache-names.ts';

const apiTarget = 'http://localhost:3000';

/** Text files worth compressing; below 1 KB the headers outweigh the saving. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|txt|json|webmanifest)$/;
const MIN_COMPRESS_BYTES = 1024;

/** A shared message table (`packages/shared/src/constants/listing-messages.ts`) and its name. */
const MESSAGE_TABLE = /packages[\\/]shared[\\/]src[\\/]constants[\\/]([\w-]+-messages)\.ts$/;

/** Lingui's run-time message compiler and the parser it uses. */
const LINGUI_COMPILER =
  /node_modules[\\/](moo|@messageformat[\\/]parser|@lingui[\\/]message-utils)[\\/]/;

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every text file of
 * the build, public files included. The API serves them to browsers that accept them
 * (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'hostelhub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
          entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
        );
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_COMPRESS_BYTES) continue;
        const body = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: {
              [zlib.BROTLI_PARAM_QUALITY]: 11,
              [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
      }
    },
  };
}

/**
 * Puts the code of index.html's head scripts (`<script src="/head-scripts/NAME.js">`, files in
 * head-scripts/) inline, minified (issue 25). Loaded as files they held the first paint back by
 * a request each on a phone network (Lighthouse's render-blocking resources: 310 ms each); the
 * API allows each inline script by its hash in the Content-Security-Policy
 * (apps/api/src/lib/inline-scripts.ts), so `script-src` still has no 'unsafe-inline'.
 */
function inlineHeadScripts(): Plugin {
  return {
    name: 'hostelhub-inline-head-scripts',
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace(
          /<script src="\/head-scripts\/([\w-]+\.js)"><\/script>/g,
          (_tag, file: string) => {
            const source = readFileSync(
              path.join(import.meta.dirname, 'head-scripts', file),
              'utf8',
            );
            const { code, errors } = minifySync(file, source);
            if (errors.length) throw new Error(`head-scripts/${file}: ${errors[0]!.message}`);
            return `<script>${code.trim()}</script>`;
          },
        );
      },
    },
  };
}

/**
 * Installable and readable offline (issue 25): the web app manifest and a Workbox service worker
 * (dist/sw.js), registered after the page has loaded by src/lib/offline/register-service-worker.ts.
 * - The shell and the app's code are precached (not the map, which needs its tiles anyway).
 * - Pages always come from the network (the server renders public pages); only when that fails
 *   does the worker answer with the precached index.html, and the app shows what it has stored
 *   or its offline screen (src/components/offline/). /api/ and /docs are never touched.
 * - Photos under /uploads/ are read from the app's own store first (what offline-store.ts kept
 *   of the hostels a person opened); the worker itself never stores one.
 * - No skipWaiting or clientsClaim: a new worker waits until every open page has closed and
 *   takes over on the next visit, while the open pages keep the files they started with.
 */
function installableApp(): Plugin[] {
  return VitePWA({
    // Registered by our own module (a virtual:pwa-register import), not a script in index.html.
    injectRegister: false,
    registerType: 'prompt',
    // Writes sw.js before the other plugins close the bundle: precompress() then finds it.
    integration: { closeBundleOrder: 'pre' },
    manifest: {
      id: '/',
      name: 'Hostelhub',
      short_name: 'Hostelhub',
      description:
        'Find verified student hostels across Pakistan, compare prices, rooms, facilities and mess plans.',
      start_url: '/hostels',
      scope: '/',
      display: 'standalone',
      lang: 'en',
      dir: 'ltr',
      // One of each in a manifest: the light theme's page colour (index.html's theme-color
      // meta tags give both themes).
      theme_color: '#ffffff',
      background_color: '#ffffff',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/icon-maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    },
    workbox: {
      globPatterns: ['index.html', 'assets/**/*.{js,css}', 'favicon.svg'],
      globIgnores: [
        'assets/leaflet-*',
        'assets/hostels-map-view-*',
        'assets/hostel-location-map-*',
        'assets/marker-icons-*',
      ],
      // Never answer a page from the precache while the network works: no navigateFallback,
      // and no index.html for '/' (directoryIndex) either.
      navigateFallback: null,
      directoryIndex: '',
      // The page's request starts while the worker boots (a slow phone's worker start-up).
      navigationPreload: true,
      cleanupOutdatedCaches: true,
      skipWaiting: false,
      clientsClaim: false,
      runtimeCaching: [
        {
          urlPattern: ({ request, url }) =>
            request.mode === 'navigate' && !/^\/(api|uploads|docs)(\/|$)/.test(url.pathname),
          handler: 'NetworkOnly',
          options: { precacheFallback: { fallbackURL: 'index.html' } },
        },
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/uploads/'),
          handler: 'CacheFirst',
          options: {
            cacheName: OFFLINE_CACHE,
            matchOptions: { ignoreVary: true },
            plugins: [{ cacheWillUpdate: () => Promise.resolve(null) }],
          },
        },
        {
          urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
          handler: 'CacheFirst',
          options: { cacheName: ASSETS_CACHE, expiration: { maxEntries: 60 } },
        },
      ],
    },
  });
}

/**
 * Removes every HTML comment from index.html at build time (issue 40 item 12): its notes are
 * for developers and named internal issue numbers, and every page the API renders is built
 * from it. Runs last (`post`), after the head scripts are inlined and the other plugins have
 * added their tags; the text inside `<script>` and `<style>` is left exactly as it is, so the
 * inline scripts' CSP hashes (apps/api/src/lib/inline-scripts.ts) still match. A comment's
 * line goes with it when the comment stood alone on it.
 */
function stripHtmlComments(): Plugin {
  return {
    name: 'hostelhub-strip-html-comments',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /(<script\b[\s\S]*?<\/script>|<style\b[\s\S]*?<\/style>)|^[ \t]*<!--[\s\S]*?-->[ \t]*\r?\n|<!--[\s\S]*?-->/gm,
          (_match, code: string | undefined) => code ?? '',
        ),
    },
  };
}

export default defineConfig({
  plugins: [
    inlineHeadScripts(),
    linguiCatalogs(),
    react(),
    tailwindcss(),
    installableApp(),
    precompress(),
    stripHtmlComments(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json: the API reads it to preload each page's own chunks with the
    // HTML (apps/api/src/plugins/page-preloads.ts).
    manifest: true,
    rolldownOptions: {
      treeshake: {
        // @lingui/core imports Lingui's message compiler for development only (a branch the
        // build removes), but the compiler's parser looks side-effectful, so 7 KB gzipped of
        // it shipped on every page. Marked pure, it ships only where it is called: the Urdu
        // shared texts (src/lib/i18n/server-text-ur.ts). Issue 24's weight budget.
        moduleSideEffects: (id) => (LINGUI_COMPILER.test(id) ? false : undefined),
      },
      output: {
        // Fewer, larger chunks: each request costs a round trip on a phone network, and the
        // default split made 25 to 42 script requests per public page, many under 1 KB (issue
        // 11, docs/SCALING.md). Now 11 to 15, for about the same bytes.
        codeSplitting: {
          groups: [
            {
              // zod on its own: it loads with the first page that validates something, not
              // with the app shell (src/lib/zod-config.ts makes it jitless without importing it).
              name: 'zod',
              priority: 3,
              test: /node_modules[\\/]zod[\\/]/,
            },
            {
              // Each message table of the shared package (constants/*-messages.ts) in a chunk
              // of its own, loaded with the pages that show its texts: bundled with the shared
              // building blocks they put the admin's and the owner's texts on every page, and
              // left to the default split the phone texts went with phone parsing (issue 24's
              // weight budget; the Urdu pages read every table).
              debugName: 'message tables',
              name: (id: string) => MESSAGE_TABLE.exec(id)?.[1] ?? null,
              priority: 4,
            },
            {
              // Phone parsing (libphonenumber-js core with Pakistan's metadata only, about 11 KB
              // gzipped) on its own: it loads with the pages that read or show a phone number
              // (issue 22 item 4, decision 008), never with the app shell.
              name: 'phone',
              priority: 3,
              test: /node_modules[\\/]libphonenumber-js[\\/]|packages[\\/]shared[\\/]src[\\/]domain[\\/](phone-numbers|pk-phone-metadata)\.ts/,
            },
            {
              // The libraries every page runs (React, router, query, dialogs). Leaflet stays
              // out: it loads with the map only; web-vitals after the app has started. Icons go
              // with the pages that draw them.
              name: 'vendor',
              priority: 2,
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|@radix-ui|tslib|aria-hidden|react-remove-scroll[^\\/]*|use-callback-ref|use-sidecar|react-style-singleton|get-nonce|detect-node-es)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared|context)/,
            },
            {
              // Building blocks (ui components, lib, hooks, utils, icons, shared constants) that
              // two or more chunks share: one chunk instead of a dozen tiny ones (the message
              // tables have their own group above).
              name: 'ui',
              priority: 1,
              minShareCount: 2,
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib|utils|hooks|config)[\\/]|packages[\\/]shared[\\/]src[\\/]constants[\\/](?![\w-]*messages\.ts)|lucide-react[\\/]dist[\\/]esm[\\/]icons/,
            },
          ],
        },
        entryFileNames: 'assets/[name]-[hash].js',
        chunkFileNames: 'assets/[name]-[hash].js',
        assetFileNames: 'assets/[name]-[hash][extname]',
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
      '/docs': apiTarget,
    },
  },
});
