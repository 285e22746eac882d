import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, DEFAULT_WEB_DIST_DIR } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { OAUTH_COOKIE } from '../src/modules/auth/google-sign-in.service.ts';
import { REFRESH_COOKIE } from '../src/lib/refresh-cookie.ts';
import type { Settings } from '../src/settings.ts';
import { createHostel, createUser } from './factories/hostels.ts';
import { signIn } from './factories/sessions.ts';
import { createTestDatabase, createTestSettings } from './helpers.ts';
import { startOidcProvider, type TestOidcProvider } from './oidc-provider.ts';

/**
 * Issue 11 'Hostile input', security headers: every page of the built web app (apps/web/dist,
 * `npm run build`) and every kind of API answer (success, each error status, the OpenAPI viewer)
 * carries a Content-Security-Policy that allows no inline or eval'd script and no framing,
 * X-Content-Type-Options, a Referrer-Policy and, only when PUBLIC_URL is https,
 * Strict-Transport-Security. The session cookies are HttpOnly, SameSite and, over https, Secure.
 * Two servers over one database: one whose PUBLIC_URL is https, one plain http.
 */

const PASSWORD = 'Hostelhub@2026';
const HTTPS_URL = 'https://hostelhub.test';
const HTTP_URL = 'http://hostelhub.test';

interface Server {
  app: FastifyInstance;
  settings: Settings;
  isHttps: boolean;
}

let database: Database;
let provider: TestOidcProvider;
const servers: Server[] = [];
let hostelId = '';
/** The owner's authorization header on each server (each has its own JWT secret). */
const ownerAuthorizations: string[] = [];
let studentEmail = '';

/** The directives of a CSP header, by name, each a list of its sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  const text = Array.isArray(header) ? header.join(';') : String(header ?? '');
  for (const part of text.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** Fails unless `response` carries every header this test demands, as `label` says. */
function expectSecurityHeaders(response: LightMyRequestResponse, server: Server, label: string) {
  const csp = parseCsp(response.headers['content-security-policy']);
  expect(csp.size, `${label}: Content-Security-Policy`).toBeGreaterThan(0);
  const scriptSources = csp.get('script-src') ?? csp.get('default-src');
  expect(scriptSources, `${label}: script-src (or default-src)`).toBeDefined();
  expect(scriptSources, `${label}: script-src`).not.toContain("'unsafe-inline'");
  expect(scriptSources, `${label}: script-src`).not.toContain("'unsafe-eval'");
  expect(scriptSources, `${label}: script-src`).not.toContain('*');
  expect(scriptSources, `${label}: script-src`).not.toContain('data:');
  for (const attributeDirective of ['script-src-attr', 'script-src-elem']) {
    expect(csp.get(attributeDirective) ?? [], `${label}: ${attributeDirective}`).not.toContain(
      "'unsafe-inline'",
    );
  }
  expect(csp.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(csp.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(csp.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"]);
  expect(response.headers['x-frame-options'], `${label}: X-Frame-Options`).toBe('DENY');
  expect(response.headers['x-content-type-options'], `${label}: nosniff`).toBe('nosniff');
  expect(response.headers['referrer-policy'], `${label}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const hsts = response.headers['strict-transport-security'];
  if (server.isHttps) {
    expect(hsts, `${label}: Strict-Transport-Security over https`).toMatch(/^max-age=\d+/);
    const maxAge = Number(/max-age=(\d+)/.exec(String(hsts))?.[1]);
    // At least 180 days, the usual floor for a policy that means anything.
    expect(maxAge, `${label}: HSTS max-age`).toBeGreaterThanOrEqual(15_552_000);
  } else {
    expect(hsts, `${label}: no Strict-Transport-Security over http`).toBeUndefined();
  }
}

/** Fails unless every Set-Cookie of `response` is HttpOnly, SameSite and (https) Secure. */
function expectSafeCookies(response: LightMyRequestResponse, server: Server, label: string) {
  const raw = response.headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
  for (const line of lines) {
    const attributes = line
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    const name = line.split('=')[0];
    expect(attributes, `${label}: ${name} HttpOnly`).toContain('httponly');
    expect(
      attributes.some((attribute) => /^samesite=(strict|lax)$/.test(attribute)),
      `${label}: ${name} SameSite (${line})`,
    ).toBe(true);
    if (server.isHttps) expect(attributes, `${label}: ${name} Secure`).toContain('secure');
    else expect(attributes, `${label}: ${name} not Secure over http`).not.toContain('secure');
  }
  return lines.length;
}

function cookieValue(response: LightMyRequestResponse, name: string): string {
  return response.cookies.find((cookie) => cookie.name === name)?.value ?? '';
}

beforeAll(async () => {
  if (!existsSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html'))) {
    throw new Error(
      `The web app is not built (${DEFAULT_WEB_DIST_DIR} has no index.html): run \`npm run build\` first (\`npm test\` does).`,
    );
  }
  database = await createTestDatabase();
  provider = await startOidcProvider({
    publicUrl: HTTPS_URL,
    account: {
      sub: 'google-sub-headers',
      email: 'google.headers@gmail.test',
      email_verified: true,
      name: 'Google Headers',
    },
  });
  for (const publicUrl of [HTTPS_URL, HTTP_URL]) {
    const settings = createTestSettings({
      PUBLIC_URL: publicUrl,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    mkdirSync(path.join(settings.dataDir, 'uploads', 'demo'), { recursive: true });
    writeFileSync(path.join(settings.dataDir, 'uploads', 'demo', 'photo.webp'), 'RIFF');
    const app = await buildApp({ settings, database, logger: false });
    await app.ready();
    servers.push({ app, settings, isHttps: publicUrl.startsWith('https://') });
  }
  const owner = await createUser(database.db);
  hostelId = (await createHostel(database.db, { ownerId: owner.id })).id;
  for (const server of servers) {
    ownerAuthorizations.push(await signIn(database.db, server.settings.jwtSecret, owner));
  }
  const student = await createUser(database.db, {
    role: 'student',
    ownerApprovalStatus: null,
    passwordHash: await hashPassword(PASSWORD),
  });
  studentEmail = student.email;
});

afterAll(async () => {
  for (const server of servers) {
    await server.app.close();
    rmSync(server.settings.dataDir, { recursive: true, force: true });
  }
  await provider?.close();
  await database?.close();
});

describe('the built web app', () => {
  it('should run inline only the head scripts, each allowed by its hash', async () => {
    const html = readFileSync(path.join(DEFAULT_WEB_DIST_DIR, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    const inline = scripts.filter(([, attributes = '']) => !/\bsrc=/.test(attributes));
    // The theme and the language, set before first paint (apps/web/head-scripts, issue 25).
    expect(
      inline.map(([, , body = '']) => /localStorage\.getItem\(`(\w+)`\)/.exec(body)?.[1]),
    ).toEqual(['theme', 'language']);
    const response = await servers[0]!.app.inject({ method: 'GET', url: '/sign-in' });
    const scriptSources = parseCsp(response.headers['content-security-policy']).get('script-src');
    for (const [, , body = ''] of inline) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(scriptSources).toContain(`'sha256-${hash}'`);
    }
    // No inline event handlers or javascript: URLs either.
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toMatch(/javascript:/i);
  });
});

describe.each([
  ['https', 0],
  ['http', 1],
] as const)('served with an %s PUBLIC_URL', (_scheme, index) => {
  const server = () => {
    const found = servers[index];
    if (!found) throw new Error('server not started');
    return found;
  };

  it('should send the headers with every page of the web app', async () => {
    const pages = [
      '/',
      '/hostels',
      '/hostels?city=Lahore&page=2',
      '/login',
      `/hostels/${hostelId}`,
      '/admin',
      '/owner',
      // No page: the not-found page, 404 (issue 41 item 2), with the same headers.
      '/no/such/page',
    ];
    for (const url of pages) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(url === '/no/such/page' ? 404 : 200);
      expect(response.headers['content-type'], url).toContain('text/html');
      // Public pages come rendered (issue 25), the others as the app's empty shell.
      expect(response.body, url).toContain('<div id="root">');
      expectSecurityHeaders(response, server(), `GET ${url}`);
    }
    const head = await server().app.inject({ method: 'HEAD', url: '/hostels' });
    expectSecurityHeaders(head, server(), 'HEAD /hostels');
  });

  it('should send the headers with the static files and uploads', async () => {
    const assets = readdirSync(path.join(DEFAULT_WEB_DIST_DIR, 'assets'));
    const script = assets.find((name) => name.endsWith('.js'));
    const style = assets.find((name) => name.endsWith('.css'));
    const files = [
      `/assets/${script}`,
      `/assets/${style}`,
      '/manifest.webmanifest',
      '/favicon.svg',
    ];
    for (const url of [...files, '/uploads/demo/photo.webp']) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expectSecurityHeaders(response, server(), `GET ${url}`);
    }
    for (const url of ['/assets/missing.js', '/uploads/missing.webp']) {
      const response = await server().app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expectSecurityHeaders(response, server(), `GET ${url}`);
    }
  });

  it('should send the headers with API successes and every kind of error', async () => {
    const ownerAuthorization = ownerAuthorizations[index] ?? '';
    const requests: {
      method: 'GET' | 'POST' | 'PUT' | 'DELETE';
      url: string;
      status: number;
      headers?: Record<string, string>;
      payload?: string;
    }[] = [
      { method: 'GET', url: '/api/health', status: 200 },
      { method: 'GET', url: '/api/enhanced-hostels?limit=2', status: 200 },
      { method: 'GET', url: `/api/enhanced-hostels/${hostelId}`, status: 200 },
      {
        method: 'GET',
        url: '/api/auth/two-factor',
        status: 200,
        headers: { authorization: ownerAuthorization },
      },
      // 400 from the schema, from the JSON parser, and for a wrong content type (415).
      { method: 'GET', url: '/api/enhanced-hostels/not-a-uuid', status: 400 },
      {
        method: 'POST',
        url: '/api/auth/login',
        status: 400,
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      },
      {
        method: 'POST',
        url: '/api/auth/login',
        status: 415,
        headers: { 'content-type': 'application/x-unknown' },
        payload: 'x',
      },
      { method: 'GET', url: '/api/users/profile', status: 401 },
      {
        method: 'GET',
        url: '/api/admin/users',
        status: 403,
        headers: { authorization: ownerAuthorization },
      },
      { method: 'GET', url: '/api/no-such-route', status: 404 },
      { method: 'DELETE', url: '/api/health', status: 404 },
      {
        method: 'POST',
        url: '/api/contact/submit',
        status: 413,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
      },
      // The OpenAPI viewer, its assets and the document.
      { method: 'GET', url: '/docs', status: 200 },
      { method: 'GET', url: '/docs/static/index.html', status: 302 },
      { method: 'GET', url: '/docs/static/swagger-ui.css', status: 200 },
      { method: 'GET', url: '/docs/static/swagger-initializer.js', status: 200 },
      { method: 'GET', url: '/docs/json', status: 200 },
    ];
    for (const request of requests) {
      const label = `${request.method} ${request.url}`;
      const response = await server().app.inject({
        method: request.method,
        url: request.url,
        headers: request.headers ?? {},
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      expect(response.statusCode, label).toBe(request.status);
      expectSecurityHeaders(response, server(), label);
      if (request.url.startsWith('/api/')) {
        expect(response.headers['content-type'], label).toContain('application/json');
      }
    }
  });

  it('should send the headers with a rate-limited answer (429)', async () => {
    let response: LightMyRequestResponse | undefined;
    for (let attempt = 0; attempt < 40 && response?.statusCode !== 429; attempt += 1) {
      response = await server().app.inject({
        method: 'POST',
        url: '/api/auth/admin/create',
        remoteAddress: `10.11.${index}.1`,
        payload: {
          email: `admin.try${attempt}@example.pk`,
          password: PASSWORD,
          confirmPassword: PASSWORD,
          fullName: 'Admin Try',
          adminKey: 'not-the-creation-key-at-all',
        },
      });
    }
    expect(response?.statusCode).toBe(429);
    if (response) expectSecurityHeaders(response, server(), 'POST /api/auth/admin/create 429');
  });

  it('should set the refresh cookie HttpOnly, SameSite and Secure over https only', async () => {
    const login = await server().app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: `10.12.${index}.1`,
      payload: { email: studentEmail, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expectSecurityHeaders(login, server(), 'POST /api/auth/login');
    // The refresh cookie, the device cookie (issue 21 item 9) and the session marker (issue
    // 25), each checked above.
    expect(expectSafeCookies(login, server(), 'login')).toBe(3);
    const refreshToken = cookieValue(login, REFRESH_COOKIE);
    expect(refreshToken).not.toBe('');

    const refresh = await server().app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: refreshToken },
    });
    expect(refresh.statusCode).toBe(200);
    expect(expectSafeCookies(refresh, server(), 'refresh')).toBe(2);

    // Clearing the cookie (a failed refresh, a sign-out) keeps the same attributes.
    const failed = await server().app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      cookies: { [REFRESH_COOKIE]: 'not-a-live-token' },
    });
    expect(failed.statusCode).toBe(401);
    expect(expectSafeCookies(failed, server(), 'failed refresh')).toBe(2);
    const logout = await server().app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: cookieValue(refresh, REFRESH_COOKIE) },
    });
    expect(logout.statusCode).toBe(200);
    expect(expectSafeCookies(logout, server(), 'logout')).toBe(2);
  });

  it('should set the Google pending-login cookie HttpOnly, SameSite and Secure over https only', async () => {
    const start = await server().app.inject({ method: 'GET', url: '/api/auth/google' });
    expect(start.statusCode).toBe(302);
    expectSecurityHeaders(start, server(), 'GET /api/auth/google');
    expect(expectSafeCookies(start, server(), 'google start')).toBe(1);
    const pendingId = cookieValue(start, OAUTH_COOKIE);
    expect(pendingId).not.toBe('');

    // The provider registered the https app's callback only, so only that one completes.
    if (!server().isHttps) return;
    const callback = await provider.authorize(String(start.headers.location));
    const finish = await server().app.inject({
      method: 'POST',
      url: '/api/auth/google-callback',
      cookies: { [OAUTH_COOKIE]: pendingId },
      payload: {
        code: callback.searchParams.get('code'),
        state: callback.searchParams.get('state'),
      },
    });
    expect(finish.statusCode).toBe(200);
    expectSecurityHeaders(finish, server(), 'POST /api/auth/google-callback');
    // The pending cookie cleared, the refresh cookie and the session marker set: all safe.
    expect(expectSafeCookies(finish, server(), 'google callback')).toBe(3);
  });
});
