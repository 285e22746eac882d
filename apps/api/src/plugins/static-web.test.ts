import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURED_HOSTELS_COUNT } from '@hostelhub/shared';
import { buildApp } from '../app.ts';
import { SESSION_MARKER_COOKIE } from '../lib/refresh-cookie.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, createTestSettings } from '../../test/helpers.ts';

let app: FastifyInstance;
let database: Database;
let webDistDir: string;

beforeAll(async () => {
  webDistDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Hostelhub</title>' +
      '<script type="module" crossorigin src="/assets/index-abc123.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/vendor-v1.js"></head>' +
      '<body><div id="root"></div></body></html>',
  );
  // What Vite's build manifest says of the pages the server preloads (apps/web/vite.config.ts).
  mkdirSync(path.join(webDistDir, '.vite'));
  writeFileSync(
    path.join(webDistDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_vendor-v1.js'] },
      '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
      '_card-c1.js': { file: 'assets/card-c1.js', imports: ['_vendor-v1.js'] },
      'src/app/routes/hostels/hostels.tsx': {
        file: 'assets/hostels-h1.js',
        imports: ['_vendor-v1.js', '_card-c1.js'],
      },
      'src/app/routes/hostels/hostel.tsx': {
        file: 'assets/hostel-d1.js',
        imports: ['_card-c1.js'],
      },
      'src/app/routes/landing/landing.tsx': {
        file: 'assets/landing-l1.js',
        imports: ['_card-c1.js'],
      },
    }),
  );
  writeFileSync(path.join(webDistDir, 'assets', 'index-abc123.js'), 'console.log(1)');
  // What the web build's precompress step writes beside a text file.
  const script = 'console.log("compressed");'.repeat(100);
  writeFileSync(path.join(webDistDir, 'assets', 'main-def456.js'), script);
  writeFileSync(path.join(webDistDir, 'assets', 'main-def456.js.gz'), gzipSync(script));
  writeFileSync(path.join(webDistDir, 'assets', 'main-def456.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(webDistDir, 'sw.js'), '/* service worker */');
  database = await createTestDatabase();
  const settings = createTestSettings();
  mkdirSync(path.join(settings.dataDir, 'uploads', 'demo'), { recursive: true });
  writeFileSync(path.join(settings.dataDir, 'uploads', 'demo', 'photo.webp'), 'RIFF');
  app = await buildApp({ settings, database, webDistDir, logger: false });
});

afterAll(async () => {
  await app?.close();
  await database?.close();
  rmSync(webDistDir, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it('should serve the app at / without caching index.html', async () => {
    const response = await app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Hostelhub</title>');
  });

  it.each([
    '/hostels',
    '/admin',
    '/owner/rooms/0f539c16-e450-4e37-a8f4-6e023941e3da',
    '/auth/callback?code=x',
  ])('should answer the page route %s with the app (SPA fallback)', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Hostelhub</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/no/such/page', '/owner/rooms/123'])(
    'should answer %s, no page of the app, 404 with the app marked noindex (issue 41 item 2)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('<title>Hostelhub</title>');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
    },
  );

  describe('preload hints', () => {
    const hostelId = '0f539c16-e450-4e37-a8f4-6e023941e3da';
    const modulepreloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const dataPreloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map(
        (m) => m[1],
      );

    it("should preload the browse page's chunks and first list page with its HTML", async () => {
      const response = await app.inject({ method: 'GET', url: '/hostels' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      // The page's chunk and what it imports, once each; the app's own chunks stay as they were.
      expect(modulepreloads(response.body)).toEqual([
        '/assets/vendor-v1.js',
        '/assets/hostels-h1.js',
        '/assets/card-c1.js',
      ]);
      // Exactly the URL the web client asks for (get-hostels.ts), so the browser reuses it.
      expect(dataPreloads(response.body)).toEqual(['/api/enhanced-hostels?page=1&amp;limit=10']);
    });

    it("should preload a hostel's own chunk and data on its page", async () => {
      const response = await app.inject({ method: 'GET', url: `/hostels/${hostelId}` });
      expect(modulepreloads(response.body)).toEqual([
        '/assets/vendor-v1.js',
        '/assets/hostels-h1.js',
        '/assets/card-c1.js',
        '/assets/hostel-d1.js',
      ]);
      expect(dataPreloads(response.body)).toEqual([
        '/api/enhanced-hostels?page=1&amp;limit=10',
        `/api/enhanced-hostels/${hostelId}`,
      ]);
    });

    it("should preload the landing page's chunks, featured hostels and figures at /", async () => {
      const response = await app.inject({ method: 'GET', url: '/' });
      expect(modulepreloads(response.body)).toEqual([
        '/assets/vendor-v1.js',
        '/assets/landing-l1.js',
        '/assets/card-c1.js',
      ]);
      expect(dataPreloads(response.body)).toEqual([
        `/api/enhanced-hostels?page=1&amp;limit=${FEATURED_HOSTELS_COUNT}`,
        '/api/stats',
      ]);
    });

    it('should preload no data for a filtered list, a signed-in visitor or a malformed id', async () => {
      const filtered = await app.inject({ method: 'GET', url: '/hostels?city=Lahore' });
      expect(dataPreloads(filtered.body)).toEqual([]);
      expect(modulepreloads(filtered.body)).toContain('/assets/hostels-h1.js');

      // A signed-in call carries a token: it must not be answered by a guest's preload.
      const signedIn = await app.inject({
        method: 'GET',
        url: '/hostels',
        cookies: { [SESSION_MARKER_COOKIE]: '1' },
      });
      expect(dataPreloads(signedIn.body)).toEqual([]);
      expect(modulepreloads(signedIn.body)).toContain('/assets/hostels-h1.js');

      const malformed = await app.inject({ method: 'GET', url: '/hostels/%22%3E%3Cscript%3E' });
      expect(malformed.statusCode).toBe(404);
      expect(malformed.body).not.toContain('<script>');
      expect(dataPreloads(malformed.body)).toEqual([]);
    });

    it('should serve other pages the app unchanged', async () => {
      for (const url of ['/about', `/owner/rooms/${hostelId}`, '/index.html']) {
        const response = await app.inject({ method: 'GET', url });
        expect(modulepreloads(response.body), url).toEqual(['/assets/vendor-v1.js']);
        expect(dataPreloads(response.body), url).toEqual([]);
      }
    });
  });

  it('should cache hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should send the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    const plain = 'console.log("compressed");'.repeat(100);
    const url = '/assets/main-def456.js';
    const brotli = await app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toContain('javascript');
    expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain);

    const gzip = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);

    const identity = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain);

    // A file without compressed copies is sent as it is, whatever the browser accepts.
    const uncompressed = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(uncompressed.headers['content-encoding']).toBeUndefined();
    expect(uncompressed.body).toBe('console.log(1)');
  });

  it('should not cache unhashed files', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('should answer unknown API routes and missing assets with JSON 404s', async () => {
    for (const url of ['/api/hostels-typo', '/assets/missing.js', '/uploads/missing.webp']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });

  it('should serve uploaded images for a year, with validators', async () => {
    const response = await app.inject({ method: 'GET', url: '/uploads/demo/photo.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    expect(response.headers['last-modified']).toBeTruthy();
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('should send security headers with pages and API responses', async () => {
    for (const url of ['/', '/api/health']) {
      const response = await app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
    }
  });

  it('should serve the OpenAPI document describing the hostel routes', async () => {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/enhanced-hostels',
        '/api/enhanced-hostels/{id}',
        '/api/enhanced-hostels/cities',
        '/api/health',
      ]),
    );
  });
});
