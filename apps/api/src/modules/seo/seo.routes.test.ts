import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { cities, universities } from '../../db/schema/index.ts';
import { registerErrorHandler } from '../../plugins/error-handler.ts';
import { createHostel } from '../../../test/factories/hostels.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { createSeoRepository } from './seo.repository.ts';
import { seoRoutes } from './seo.routes.ts';
import { createSeoService } from './seo.service.ts';

/**
 * What a crawler reads (issue 25): /sitemap.xml lists exactly the public pages with their last
 * change, becomes an index past its URL limit, and /robots.txt names it.
 */

const PUBLIC_URL = 'https://hostelhub.example';
const UET_LAHORE = 'University of Engineering and Technology, Lahore';
const UET_SLUG = 'university-of-engineering-and-technology-lahore';

let context: TestContext;
const ids: Record<string, string> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n, 9, 30, 15, 250));

async function placeId(table: typeof cities | typeof universities, name: string) {
  const [row] = await context.database.db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.name, name));
  if (!row) throw new Error(`no ${name}`);
  return row.id;
}

beforeAll(async () => {
  context = await createTestContext({ PUBLIC_URL });
  const { db } = context.database;
  const lahore = await placeId(cities, 'Lahore');
  const islamabad = await placeId(cities, 'Islamabad');
  const karachi = await placeId(cities, 'Karachi');
  const multan = await placeId(cities, 'Multan');
  const uet = await placeId(universities, UET_LAHORE);
  const karachiUniversity = await placeId(universities, 'University of Karachi');
  // No map points: here a university page comes from its tag alone (the distance rule of
  // issue 42, a hostel within 20 km of the campus, is tested in
  // hostels.near-university.routes.test.ts).
  const hostel = async (name: string, values: Parameters<typeof createHostel>[1]) => {
    ids[name] = (await createHostel(db, { latitude: null, longitude: null, ...values })).id;
  };
  await hostel('lahoreOld', { cityId: lahore, universityId: uet, updatedAt: day(3) });
  await hostel('lahoreNew', { cityId: lahore, updatedAt: day(9) });
  await hostel('islamabad', { cityId: islamabad, updatedAt: day(5) });
  // Newer than every approved hostel, and never listed nor counted in a lastmod.
  await hostel('pending', {
    cityId: lahore,
    universityId: uet,
    status: 'pending',
    updatedAt: day(20),
  });
  await hostel('rejected', {
    cityId: karachi,
    universityId: karachiUniversity,
    status: 'rejected',
    updatedAt: day(21),
  });
  await hostel('pendingMultan', { cityId: multan, status: 'pending', updatedAt: day(22) });
});

afterAll(async () => {
  await context?.close();
});

/** Each `<loc>` of an XML answer with its `<lastmod>` ('' when none), in order. */
function entriesOf(xml: string): [string, string][] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((match) => [
    match[1] ?? '',
    match[2] ?? '',
  ]);
}

describe('GET /sitemap.xml', () => {
  it('should list the public pages, approved hostels and the places that have one, with lastmod', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect(response.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    // Each page in both languages, each language its own canonical (issue 41 item 1).
    const bothLanguages = (url: string, lastmod: string): [string, string][] => [
      [`${url}?lang=en`, lastmod],
      [`${url}?lang=ur`, lastmod],
    ];
    expect(entriesOf(response.body)).toEqual([
      ...bothLanguages(`${PUBLIC_URL}/`, '2026-01-09T09:30:15Z'),
      ...bothLanguages(`${PUBLIC_URL}/hostels`, '2026-01-09T09:30:15Z'),
      // Cities by name; Karachi and Multan have only a rejected or pending hostel.
      ...bothLanguages(`${PUBLIC_URL}/hostels/in/islamabad`, '2026-01-05T09:30:15Z'),
      ...bothLanguages(`${PUBLIC_URL}/hostels/in/lahore`, '2026-01-09T09:30:15Z'),
      // Only the old Lahore hostel is near UET: its date, not the pending hostel's.
      ...bothLanguages(`${PUBLIC_URL}/hostels/near/${UET_SLUG}`, '2026-01-03T09:30:15Z'),
      ...bothLanguages(`${PUBLIC_URL}/hostels/${ids.lahoreOld}`, '2026-01-03T09:30:15Z'),
      ...bothLanguages(`${PUBLIC_URL}/hostels/${ids.lahoreNew}`, '2026-01-09T09:30:15Z'),
      ...bothLanguages(`${PUBLIC_URL}/hostels/${ids.islamabad}`, '2026-01-05T09:30:15Z'),
    ]);
    for (const hidden of [ids.pending, ids.rejected, ids.pendingMultan]) {
      expect(response.body).not.toContain(hidden);
    }
  });

  it("should name each URL's language versions and the bare URL as x-default", async () => {
    const response = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const hostel = `${PUBLIC_URL}/hostels/${ids.lahoreNew}`;
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en" href="${hostel}?lang=en"/>` +
      `<xhtml:link rel="alternate" hreflang="ur" href="${hostel}?lang=ur"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${hostel}"/>`;
    for (const language of ['en', 'ur']) {
      expect(response.body).toContain(
        `<url><loc>${hostel}?lang=${language}</loc><lastmod>2026-01-09T09:30:15Z</lastmod>${alternates}</url>`,
      );
    }
    // Every <url> has its three alternates.
    const urls = response.body.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(16);
    for (const url of urls) expect(url.match(/<xhtml:link /g), url).toHaveLength(3);
  });

  it('should be compressed for a crawler that accepts it', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
  });
});

describe('the sitemap index past the URL limit', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    // The real routes and database with 6 URLs per file (3 pages in 2 languages), not 50,000.
    app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandler(app);
    const service = createSeoService({
      seo: createSeoRepository(context.database.db),
      publicUrl: PUBLIC_URL,
    });
    await app.register(seoRoutes, { service, urlsPerSitemap: 6 });
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
  });

  it('should list numbered parts that together hold every URL', async () => {
    const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(entriesOf(index.body)).toEqual([
      [`${PUBLIC_URL}/sitemap-1.xml`, '2026-01-09T09:30:15Z'],
      [`${PUBLIC_URL}/sitemap-2.xml`, '2026-01-09T09:30:15Z'],
      [`${PUBLIC_URL}/sitemap-3.xml`, '2026-01-09T09:30:15Z'],
    ]);

    const whole = await context.app.inject({ method: 'GET', url: '/sitemap.xml' });
    const parts: [string, string][] = [];
    for (const number of [1, 2, 3]) {
      const part = await app.inject({ method: 'GET', url: `/sitemap-${number}.xml` });
      expect(part.statusCode).toBe(200);
      expect(part.body).toContain('<urlset');
      const entries = entriesOf(part.body);
      expect(entries.length).toBeLessThanOrEqual(6);
      parts.push(...entries);
    }
    expect(parts).toEqual(entriesOf(whole.body));
  });

  it('should answer 404 for a part the index does not list, and for any part without an index', async () => {
    const missing = await app.inject({ method: 'GET', url: '/sitemap-4.xml' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const unindexed = await context.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
    expect(unindexed.statusCode).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('should let crawlers read the public pages, not the private ones, and name the sitemap', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const lines = response.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/api/', '/admin', '/owner', '/profile', '/settings', '/login', '/auth/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines.filter((line) => /^Disallow: \/hostels/.test(line))).toEqual([]);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('beside the built web app', () => {
  it('should answer robots.txt and the sitemap itself, never a file or page of the web build', async () => {
    // A web build holding an old static robots.txt and sitemap.xml, and its page fallback.
    const webDistDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-web-'));
    writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Hostelhub</title>');
    writeFileSync(path.join(webDistDir, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(path.join(webDistDir, 'sitemap.xml'), '<urlset></urlset>');
    const app = await buildApp({
      settings: context.settings,
      database: context.database,
      logger: false,
      webDistDir,
    });
    try {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(robots.body).not.toContain('Disallow: /\n');
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.body).toContain(`<loc>${PUBLIC_URL}/hostels/in/lahore?lang=ur</loc>`);
      const page = await app.inject({ method: 'GET', url: '/hostels/in/lahore' });
      expect(page.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await app.close();
      rmSync(webDistDir, { recursive: true, force: true });
    }
  });
});
