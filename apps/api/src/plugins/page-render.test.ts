import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SSR_DIR } from '../app.ts';
import { hostels, placeSlugs, reviews } from '../db/schema/index.ts';
import {
  addFacilities,
  createHostelImage,
  findCity,
  findUniversity,
} from '../../test/factories/discovery.ts';
import { addVerifiedPhone, createHostel, createUser } from '../../test/factories/hostels.ts';
import { createRoom } from '../../test/factories/rooms.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { hashPassword } from '../lib/passwords.ts';
import { REFRESH_COOKIE, SESSION_MARKER_COOKIE } from '../lib/refresh-cookie.ts';

/**
 * Public pages rendered on the server (issue 25, decision 021): what a crawler, a link preview
 * and a phone without JavaScript read, and the 404s and redirects they get.
 */

const PUBLIC_URL = 'https://hostelhub.example';
const UET_LAHORE = 'University of Engineering and Technology, Lahore';

let context: TestContext;
let hostelId: string;
let pendingId: string;
let rejectedId: string;

beforeAll(async () => {
  if (!existsSync(path.join(DEFAULT_WEB_SSR_DIR, 'entry-server.js'))) {
    throw new Error('The page server is not built: run `npm run build` first (npm test does).');
  }
  context = await createTestContext({ PUBLIC_URL });
  const { db } = context.database;
  const owner = await createUser(db, { role: 'owner' });
  const phone = await addVerifiedPhone(db, owner.id, '03001234567');
  const hostel = await createHostel(db, {
    ownerId: owner.id,
    name: 'Iqbal Boys Hostel',
    description: 'Ten minutes on foot from the campus gate, with a study hall.',
    genderCategory: 'male',
    priceRange: '9000-14000',
    priceMin: 9000,
    priceMax: 14000,
    contactPhone: phone,
    // The owner names the university the hostel serves: its landing page lists it.
    universityId: (await findUniversity(db, UET_LAHORE)).id,
  });
  hostelId = hostel.id;
  await addFacilities(db, hostelId, ['WiFi', 'Laundry']);
  await createHostelImage(db, hostelId, { isPrimary: true });
  await createRoom(db, hostelId, { roomTitle: 'Sunny Double Room', pricePerMonth: 9_000 });
  pendingId = (await createHostel(db, { name: 'Pending Place', status: 'pending' })).id;
  rejectedId = (await createHostel(db, { name: 'Rejected Place', status: 'rejected' })).id;
});

afterAll(async () => {
  await context?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  context.app.inject({ method: 'GET', url, headers });

/** The JSON-LD blocks of a page, parsed. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
}

const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1];

describe('a hostel page', () => {
  it('should render the hostel with its title, description, canonical, Open Graph and JSON-LD', async () => {
    const response = await page(`/hostels/${hostelId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.vary).toContain('Accept-Language');
    const html = response.body;

    // What a phone without JavaScript shows: name, price, gender, facilities, rooms, photo.
    const root = html.slice(html.indexOf('<div id="root">'));
    expect(root).toContain('<h1');
    expect(root).toContain('Iqbal Boys Hostel');
    expect(root).toContain('Rs 9,000 - 14,000');
    expect(root).toContain('Boys Hostel');
    expect(root).toContain('WiFi');
    expect(root).toContain('Sunny Double Room');
    expect(root).toMatch(/<img[^>]+src="\/uploads\/hostels\//);

    const bare = `${PUBLIC_URL}/hostels/${hostelId}`;
    const canonical = `${bare}?lang=en`;
    expect(html).toMatch(
      /<title>Iqbal Boys Hostel, [^<]+: Rs 9,000 - 14,000 \/ month · Hostelhub<\/title>/,
    );
    expect(meta(html, 'description')).toContain('Boys hostel in');
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="ur" href="${bare}?lang=ur">`);
    expect(html).toContain(`<link rel="alternate" hreflang="en" href="${bare}?lang=en">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${bare}">`);
    expect(meta(html, 'og:title')).toContain('Iqbal Boys Hostel');
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:locale')).toBe('en_PK');
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/og/hostels/${hostelId}.jpg`);
    expect(meta(html, 'og:image:width')).toBe('1200');
    expect(meta(html, 'og:image:height')).toBe('630');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const [hostel, breadcrumbs] = jsonLd(html);
    expect(hostel).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Hostel',
      '@id': bare,
      name: 'Iqbal Boys Hostel',
      url: canonical,
      priceRange: 'PKR 9000-14000 per month',
      telephone: '+923001234567',
      address: { '@type': 'PostalAddress', addressLocality: 'Lahore', addressCountry: 'PK' },
      geo: { '@type': 'GeoCoordinates', latitude: 31.52, longitude: 74.35 },
    });
    expect(hostel?.amenityFeature).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'WiFi', value: true })]),
    );
    expect(hostel).not.toHaveProperty('aggregateRating');
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, item: `${PUBLIC_URL}/?lang=en` },
        { position: 2, item: `${PUBLIC_URL}/hostels?lang=en` },
        { position: 3, name: 'Iqbal Boys Hostel', item: canonical },
      ],
    });

    // The browser hydrates from the data the page was rendered from.
    expect(html).toMatch(/<script type="application\/json" id="ssr-state">\{"language":"en"/);
  });

  it("should load the app after the page's own files, and allow only its own inline scripts", async () => {
    const response = await page(`/hostels/${hostelId}`);
    const html = response.body;
    // No module script or module preload in the head: nothing of the app's code competes with
    // the stylesheet and the first photo; the loader at the end of the body names the app.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const loader = /<script data-entry="(\/assets\/index-[\w-]+\.js)" data-preload="([^"]*)">/.exec(
      html,
    );
    expect(loader, 'the app loader').not.toBeNull();
    expect(loader?.[2]).toMatch(/\/assets\/vendor-[\w-]+\.js/);
    expect(html.indexOf(loader?.[0] ?? '')).toBeGreaterThan(html.indexOf('id="ssr-state"'));

    // Every script that runs inline is allowed by its hash, and nothing else is.
    const scriptSources =
      /script-src ([^;]+)/.exec(String(response.headers['content-security-policy']))?.[1] ?? '';
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const inline = [...html.matchAll(/<script((?:\s[^>]*)?)>([\s\S]*?)<\/script>/g)].filter(
      ([, attributes = '']) => !/\stype="application\/(ld\+)?json"/.test(attributes),
    );
    expect(inline.length).toBe(3);
    for (const [, , body = ''] of inline) {
      const hash = createHash('sha256').update(body).digest('base64');
      expect(scriptSources.split(' '), body.slice(0, 60)).toContain(`'sha256-${hash}'`);
    }
  });

  it('should render Urdu right to left for ?lang=ur, the lang cookie and Accept-Language', async () => {
    for (const [url, headers] of [
      [`/hostels/${hostelId}?lang=ur`, {}],
      [`/hostels/${hostelId}`, { cookie: 'lang=ur' }],
      [`/hostels/${hostelId}`, { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' }],
    ] as const) {
      const response = await page(url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<html lang="ur" dir="rtl">');
      expect(meta(response.body, 'og:locale'), url).toBe('ur_PK');
      expect(response.body, url).toContain('ماہانہ');
      // Its description names the facilities in Urdu too.
      expect(meta(response.body, 'description'), url).toContain('وائی فائی');
      expect(meta(response.body, 'description'), url).not.toContain('WiFi');
    }
    // The saved choice wins over the browser's language, and ?lang= over both.
    const saved = await page(`/hostels/${hostelId}`, {
      cookie: 'lang=en',
      'accept-language': 'ur',
    });
    expect(saved.body).toContain('<html lang="en" dir="ltr">');
    const linked = await page(`/hostels/${hostelId}?lang=en`, { cookie: 'lang=ur' });
    expect(linked.body).toContain('<html lang="en" dir="ltr">');
  });

  it("should name each language's own URL as its canonical, the bare URL as x-default (issue 41 item 1)", async () => {
    const bare = `${PUBLIC_URL}/hostels/${hostelId}`;
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
    const alternatesOf = (html: string) =>
      [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map(
        ([, hreflang, href]) => [hreflang, href],
      );
    const everyAlternate = [
      ['en', `${bare}?lang=en`],
      ['ur', `${bare}?lang=ur`],
      ['x-default', bare],
    ];
    // ?lang=ur, and the bare URL negotiated to Urdu, are the Urdu page: its own canonical.
    for (const [url, headers] of [
      [`/hostels/${hostelId}?lang=ur`, {}],
      [`/hostels/${hostelId}`, { 'accept-language': 'ur' }],
    ] as const) {
      const html = (await page(url, headers)).body;
      expect(canonicalOf(html), url).toBe(`${bare}?lang=ur`);
      expect(meta(html, 'og:url'), url).toBe(`${bare}?lang=ur`);
      expect(alternatesOf(html), url).toEqual(everyAlternate);
      const [hostel, breadcrumbs] = jsonLd(html);
      expect(hostel, url).toMatchObject({ '@id': bare, url: `${bare}?lang=ur` });
      expect(breadcrumbs?.itemListElement, url).toMatchObject([
        { item: `${PUBLIC_URL}/?lang=ur` },
        { item: `${PUBLIC_URL}/hostels?lang=ur` },
        { item: `${bare}?lang=ur` },
      ]);
    }
    for (const url of [`/hostels/${hostelId}?lang=en`, `/hostels/${hostelId}`]) {
      const html = (await page(url)).body;
      expect(canonicalOf(html), url).toBe(`${bare}?lang=en`);
      expect(alternatesOf(html), url).toEqual(everyAlternate);
    }
    // A list page keeps its page number before the language.
    const second = (await page('/hostels?page=2&lang=ur')).body;
    expect(canonicalOf(second)).toBe(`${PUBLIC_URL}/hostels?page=2&amp;lang=ur`);
    expect(alternatesOf(second)).toEqual([
      ['en', `${PUBLIC_URL}/hostels?page=2&amp;lang=en`],
      ['ur', `${PUBLIC_URL}/hostels?page=2&amp;lang=ur`],
      ['x-default', `${PUBLIC_URL}/hostels?page=2`],
    ]);
    const [list] = jsonLd((await page('/hostels/in/lahore?lang=ur')).body);
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: `${PUBLIC_URL}/hostels/${hostelId}?lang=ur` }),
      ]),
    );
  });

  it('should answer 404 with a page for a pending, rejected, unknown or malformed hostel', async () => {
    for (const id of [pendingId, rejectedId, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const response = await page(`/hostels/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.headers['content-type'], id).toContain('text/html');
      expect(response.body, id).toContain('Page not found');
      expect(meta(response.body, 'robots'), id).toBe('noindex');
      expect(response.body, id).not.toContain('Pending Place');
      expect(response.body, id).not.toContain('Rejected Place');
    }
  });

  it('should mark a signed-in browser at sign-in, for every page, and forget it at sign-out', async () => {
    const { db } = context.database;
    await createUser(db, {
      email: 'marker@example.pk',
      role: 'student',
      ownerApprovalStatus: null,
      passwordHash: await hashPassword('Hostelhub@2026'),
    });
    const login = await context.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'marker@example.pk', password: 'Hostelhub@2026' },
    });
    expect(login.statusCode).toBe(200);
    const marker = login.cookies.find((cookie) => cookie.name === SESSION_MARKER_COOKIE);
    expect(marker).toMatchObject({ value: '1', path: '/', httpOnly: true });
    const refresh = login.cookies.find((cookie) => cookie.name === REFRESH_COOKIE);
    const logout = await context.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      cookies: { [REFRESH_COOKIE]: refresh?.value ?? '' },
    });
    const cleared = logout.cookies.find((cookie) => cookie.name === SESSION_MARKER_COOKIE);
    expect(cleared?.value).toBe('');
  });

  it('should send a signed-in browser the app, not a page rendered for a guest', async () => {
    const response = await page(`/hostels/${hostelId}`, { cookie: `${SESSION_MARKER_COOKIE}=1` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('ssr-state');
  });

  it('should describe its visible reviews in the JSON-LD aggregateRating', async () => {
    const { db } = context.database;
    const reviewed = await createHostel(db, { name: 'Shalimar Girls Hostel' });
    const comment = 'Clean rooms and the warden answers at night.';
    for (const [rating, hidden] of [
      [5, false],
      [4, false],
      [1, true],
    ] as const) {
      const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
      await db.insert(reviews).values({
        hostelId: reviewed.id,
        studentId: student.id,
        rating,
        comment,
        verification: 'contacted',
        hiddenAt: hidden ? new Date() : null,
      });
    }
    const [hostel] = jsonLd((await page(`/hostels/${reviewed.id}`)).body);
    // The hidden review counts nowhere: (5 + 4) / 2.
    expect(hostel?.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});

describe('landing pages', () => {
  it("should list a city's approved hostels with an ItemList and page links", async () => {
    const response = await page('/hostels/in/lahore');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    expect(html).toContain('<title>Hostels in Lahore · Hostelhub</title>');
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/hostels/in/lahore?lang=en">`);
    expect(html).toContain('Iqbal Boys Hostel');
    expect(html).toContain(`href="/hostels/${hostelId}"`);
    expect(html).not.toContain('Pending Place');
    const [list] = jsonLd(html);
    expect(list).toMatchObject({ '@type': 'ItemList' });
    expect(list?.itemListElement).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ url: `${PUBLIC_URL}/hostels/${hostelId}?lang=en` }),
      ]),
    );

    const urdu = await page('/hostels/in/lahore?lang=ur');
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(urdu.body).toContain('لاہور میں ہاسٹل');
  });

  it('should list hostels near a university and 404 an unknown place', async () => {
    const near = await page('/hostels/near/university-of-engineering-and-technology-lahore');
    expect(near.statusCode).toBe(200);
    expect(near.body).toContain(
      '<title>Hostels near University of Engineering and Technology, Lahore · Hostelhub</title>',
    );
    expect(near.body).toContain('Iqbal Boys Hostel');

    for (const url of ['/hostels/in/atlantis', '/hostels/near/no-such-university']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toContain('Page not found');
    }
  });

  it("should move a place's old slug to its current one for good", async () => {
    const lahore = await findCity(context.database.db, 'Lahore');
    await context.database.db
      .insert(placeSlugs)
      .values({ kind: 'city', slug: 'lahore-old-name', placeId: lahore.id });
    const response = await page('/hostels/in/lahore-old-name?page=2');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/hostels/in/lahore?page=2');
  });
});

describe('list pages', () => {
  it('should render the browse screen with its cards and a unique title per page', async () => {
    const first = await page('/hostels');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Iqbal Boys Hostel');
    expect(first.body).toContain(
      '<title>Find hostels: verified student hostels in Pakistan · Hostelhub</title>',
    );
    const second = await page('/hostels?page=2');
    expect(second.body).toContain('<title>Find hostels, page 2 · Hostelhub</title>');
    expect(second.body).toContain(
      `<link rel="canonical" href="${PUBLIC_URL}/hostels?page=2&amp;lang=en">`,
    );

    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Hostelhub: verified student hostels in Pakistan</title>');
    expect(home.body).toContain('Iqbal Boys Hostel');
  });
});

describe("a hostel's rooms", () => {
  /** The rendered page's text, tags out (not the data block the app hydrates from). */
  function pageText(html: string): string {
    const root = html.slice(
      html.indexOf('<div id="root">'),
      html.indexOf('<script type="application/json" id="ssr-state">'),
    );
    return root
      .replace(/<[^>]*>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ');
  }

  it('should carry every room, rent, bed and availability in the HTML and as JSON-LD offers (issue 41 item 3)', async () => {
    const { db } = context.database;
    const hostel = await createHostel(db, { name: 'Gulberg Rooms Hostel' });
    await createRoom(db, hostel.id, {
      roomTitle: 'Garden View Room',
      roomType: '2-seater',
      pricePerMonth: 15_000,
      maxOccupancy: 2,
      currentOccupancy: 1,
      bedType: 'single',
    });
    // No title of its own, and full: 'Single Room', Occupied.
    await createRoom(db, hostel.id, {
      roomTitle: null,
      roomType: 'single',
      pricePerMonth: 22_000,
      maxOccupancy: 1,
      currentOccupancy: 1,
      bedType: 'double',
    });

    const html = (await page(`/hostels/${hostel.id}`)).body;
    const text = pageText(html);
    for (const words of [
      'Garden View Room',
      '2-Seater',
      'Rs 15,000 / month',
      '1/2 occupied',
      'single bed',
      'Available',
      'Single Room',
      'Rs 22,000 / month',
      '1/1 occupied',
      'double bed',
      'Occupied',
    ]) {
      expect(text, words).toContain(words);
    }
    // Collapsed until opened, as before: present, hidden.
    expect(html).toMatch(/aria-expanded="false"[^>]*>Available Rooms \(2\)/);
    expect(html).toMatch(/<div id="[^"]+" hidden=""[^>]*>(?:(?!<\/section>).)*Garden View Room/s);

    const [described] = jsonLd(html);
    expect(described?.makesOffer).toHaveLength(2);
    expect(described?.makesOffer).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          '@type': 'Offer',
          name: 'Garden View Room',
          price: 15_000,
          priceCurrency: 'PKR',
          availability: 'https://schema.org/InStock',
          itemOffered: expect.objectContaining({ '@type': 'HotelRoom', category: '2-Seater' }),
        }),
        expect.objectContaining({
          '@type': 'Offer',
          name: 'Single Room',
          price: 22_000,
          priceCurrency: 'PKR',
          availability: 'https://schema.org/SoldOut',
        }),
      ]),
    );

    // The Urdu page carries them in Urdu.
    const urdu = pageText((await page(`/hostels/${hostel.id}?lang=ur`)).body);
    for (const words of ['Garden View Room', '2 سیٹر', 'دستیاب', 'بھرا ہوا', 'ماہانہ']) {
      expect(urdu, words).toContain(words);
    }
  });
});

describe('link previews', () => {
  it('should describe the image of every page that has one, for Twitter too (issue 41 item 4)', async () => {
    for (const url of [
      `/hostels/${hostelId}`,
      `/hostels/${hostelId}?lang=ur`,
      '/',
      '/hostels',
      '/hostels/in/lahore',
    ]) {
      const html = (await page(url)).body;
      expect(meta(html, 'twitter:image'), url).toMatch(/^https:\/\/hostelhub\.example\/og\//);
      expect(meta(html, 'og:image:alt'), url).toBeTruthy();
      expect(meta(html, 'twitter:image:alt'), url).toBe(meta(html, 'og:image:alt'));
    }
    expect(meta((await page(`/hostels/${hostelId}`)).body, 'twitter:image:alt')).toBe(
      'Iqbal Boys Hostel',
    );
  });
});

describe('paths of no page (issue 41 item 2)', () => {
  const UNKNOWN = [
    '/some/random/page',
    '/wp-login.php',
    '/hostels/in/lahore/extra',
    '/owner/rooms/not-a-hostel-id',
    '/apple-touch-icon-precomposed.png',
  ];

  it('should answer 404 with the not-found page, noindex, for a guest', async () => {
    for (const url of UNKNOWN) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('Page not found');
      expect(meta(response.body, 'robots'), url).toBe('noindex');
      expect(response.body, url).not.toContain('rel="canonical"');
    }
    const urdu = await page('/some/random/page?lang=ur');
    expect(urdu.statusCode).toBe(404);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(meta(urdu.body, 'robots')).toBe('noindex');
  });

  it('should answer 404, noindex, to a signed-in browser too (the app shows its not-found page)', async () => {
    for (const url of UNKNOWN) {
      const response = await page(url, { cookie: `${SESSION_MARKER_COOKIE}=1` });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body, url).toContain('<div id="root"></div>');
      expect(meta(response.body, 'robots'), url).toBe('noindex');
    }
  });

  it("should answer every page of the app's route table, signed in or not", async () => {
    for (const url of [
      '/about',
      '/login',
      '/hostels/',
      '/compare?ids=a',
      '/admin/reports',
      `/owner/rooms/${hostelId}`,
      `/owner/insights/${hostelId}`,
      '/saved-searches',
    ]) {
      const visitors: Record<string, string>[] = [{}, { cookie: `${SESSION_MARKER_COOKIE}=1` }];
      for (const headers of visitors) {
        const response = await page(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(meta(response.body, 'robots'), url).toBeUndefined();
      }
    }
    // The API's own unknown paths stay JSON.
    const api = await page('/api/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });

  it('should serve a real favicon and apple-touch-icon', async () => {
    const favicon = await page('/favicon.ico');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An icon file: reserved 0, type 1, at least one image.
    expect(favicon.rawPayload.readUInt16LE(0)).toBe(0);
    expect(favicon.rawPayload.readUInt16LE(2)).toBe(1);
    expect(favicon.rawPayload.readUInt16LE(4)).toBeGreaterThan(0);

    const touch = await page('/apple-touch-icon.png');
    expect(touch.statusCode).toBe(200);
    expect(touch.headers['content-type']).toBe('image/png');
    const { format, width, height } = await sharp(touch.rawPayload).metadata();
    expect({ format, width, height }).toEqual({ format: 'png', width: 180, height: 180 });

    // The pages name them.
    const home = (await page('/')).body;
    expect(home).toMatch(/<link rel="icon" href="\/favicon\.ico" sizes="32x32" ?\/?>/);
    expect(home).toMatch(/<link rel="apple-touch-icon" href="\/apple-touch-icon\.png" ?\/?>/);
  });
});

describe('rendered pages in the browse cache', () => {
  it('should render a page once per BROWSE_CACHE_SECONDS and language, and again after a write', async () => {
    const cached = await createTestContext({ PUBLIC_URL, BROWSE_CACHE_SECONDS: '60' });
    try {
      const { db } = cached.database;
      const hostel = await createHostel(db, { name: 'Ravi View Hostel' });
      const url = `/hostels/${hostel.id}`;
      const first = await cached.app.inject({ method: 'GET', url });
      expect(first.body).toContain('Ravi View Hostel');

      // Renamed behind the API's back: the page stays as rendered until the cache is cleared.
      await db.update(hostels).set({ name: 'Chenab View Hostel' }).where(eq(hostels.id, hostel.id));
      const again = await cached.app.inject({ method: 'GET', url });
      expect(again.body).toContain('Ravi View Hostel');
      // Another language is another page.
      const urdu = await cached.app.inject({ method: 'GET', url: `${url}?lang=ur` });
      expect(urdu.body).toContain('Chenab View Hostel');

      // A hostel write clears the browse cache, rendered pages with it.
      cached.app.browseCache.clear();
      const after = await cached.app.inject({ method: 'GET', url });
      expect(after.body).toContain('Chenab View Hostel');
      expect(after.body).not.toContain('Ravi View Hostel');
    } finally {
      await cached.close();
    }
  });
});
