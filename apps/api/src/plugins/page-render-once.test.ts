import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_WEB_SSR_DIR } from '../app.ts';
import { reviews } from '../db/schema/index.ts';
import { findUniversity } from '../../test/factories/discovery.ts';
import { createHostel, createUser } from '../../test/factories/hostels.ts';
import { createRoom } from '../../test/factories/rooms.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

/**
 * Issue 43 item 3: each public page is rendered once, from the data its route loaders put in
 * the query cache (decision 021), in English and in Urdu, its 404s and redirects included.
 * The page server counts its renders (`renderStats` of apps/web/src/entry-server.tsx, the
 * module the API renders with) and names any query a render asked for that no loader filled.
 */

interface RenderStats {
  renders: number;
  missedQueries: string[];
  cataloguesChanged: boolean;
}

const PUBLIC_URL = 'https://hostelhub.example';
const UET_SLUG = 'university-of-engineering-and-technology-lahore';
const ENTRY = path.join(DEFAULT_WEB_SSR_DIR, 'entry-server.js');

let context: TestContext;
let renderStats: () => RenderStats;
let hostelId: string;
let reviewedId: string;

beforeAll(async () => {
  if (!existsSync(ENTRY)) {
    throw new Error('The page server is not built: run `npm run build` first (npm test does).');
  }
  // The same module instance the API imports (apps/api/src/plugins/page-render.ts).
  ({ renderStats } = (await import(pathToFileURL(ENTRY).href)) as {
    renderStats: () => RenderStats;
  });
  context = await createTestContext({ PUBLIC_URL });
  const { db } = context.database;
  const hostel = await createHostel(db, {
    name: 'Iqbal Boys Hostel',
    universityId: (await findUniversity(db, 'University of Engineering and Technology, Lahore')).id,
  });
  hostelId = hostel.id;
  await createRoom(db, hostelId, { roomTitle: 'Sunny Double Room', pricePerMonth: 9_000 });
  // A hostel with reviews: its page renders its first page of them too.
  reviewedId = (await createHostel(db, { name: 'Shalimar Girls Hostel' })).id;
  const student = await createUser(db, { role: 'student', ownerApprovalStatus: null });
  await db.insert(reviews).values({
    hostelId: reviewedId,
    studentId: student.id,
    rating: 5,
    comment: 'Clean rooms and the warden answers at night.',
    verification: 'contacted',
  });
});

afterAll(async () => {
  await context?.close();
});

/** GETs `url` as a guest and answers the status and what rendering it took. */
async function renders(url: string) {
  const before = renderStats().renders;
  const response = await context.app.inject({ method: 'GET', url });
  const after = renderStats();
  return {
    status: response.statusCode,
    body: response.body,
    renders: after.renders - before,
    missedQueries: after.missedQueries,
    cataloguesChanged: after.cataloguesChanged,
  };
}

describe('public pages rendered once (issue 43 item 3)', () => {
  it('should render each public page once, from its loaders, in English and Urdu', async () => {
    const pages: Array<[url: string, status: number, text: string]> = [
      ['/', 200, 'Iqbal Boys Hostel'],
      ['/hostels', 200, 'Iqbal Boys Hostel'],
      ['/hostels?page=2', 200, '<div id="root">'],
      ['/hostels?gender_category=male&facilities=WiFi&sort=price_asc', 200, '<div id="root">'],
      [`/hostels/${hostelId}`, 200, 'Sunny Double Room'],
      // Opened from a near card: how far it is from that campus (issue 42).
      [`/hostels/${hostelId}?near=${UET_SLUG}`, 200, 'Sunny Double Room'],
      [`/hostels/${reviewedId}`, 200, 'Clean rooms and the warden answers at night.'],
      ['/hostels/in/lahore', 200, 'Iqbal Boys Hostel'],
      ['/hostels/in/lahore?page=2', 200, '<div id="root">'],
      [`/hostels/near/${UET_SLUG}`, 200, 'Iqbal Boys Hostel'],
    ];
    for (const language of ['en', 'ur']) {
      for (const [path, status, text] of pages) {
        const url = `${path}${path.includes('?') ? '&' : '?'}lang=${language}`;
        const page = await renders(url);
        expect(page.status, url).toBe(status);
        expect(page.body, url).toContain(text);
        expect(page.renders, url).toBe(1);
        expect(page.missedQueries, url).toEqual([]);
        expect(page.cataloguesChanged, url).toBe(false);
      }
    }
  });

  it('should render a 404 page once, without rendering the page it is not', async () => {
    for (const language of ['en', 'ur']) {
      for (const path of [
        '/hostels/00000000-0000-4000-8000-000000000000',
        '/hostels/nonsense',
        '/hostels/in/atlantis',
        '/hostels/near/no-such-university',
        '/some/random/page',
      ]) {
        const url = `${path}?lang=${language}`;
        const page = await renders(url);
        expect(page.status, url).toBe(404);
        expect(page.renders, url).toBe(1);
        expect(page.cataloguesChanged, url).toBe(false);
      }
    }
  });
});
