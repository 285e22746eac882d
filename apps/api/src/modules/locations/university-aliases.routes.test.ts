import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { universities } from '../../db/schema/index.ts';
import { UNIVERSITIES } from '../../db/seed/reference/universities.ts';
import { universityNameUr } from '../../db/seed/reference/urdu/index.ts';
import { seedReferenceData } from '../../db/seed/seed-reference.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';

/**
 * Universities' short names (issue 28): the university picker finds them, in any case, and the
 * reference seed fills them at every start without changing a university's id or slug.
 */

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});

afterAll(async () => {
  await context?.close();
});

async function names(search: string): Promise<string[]> {
  const response = await context.app.inject({
    method: 'GET',
    url: `/api/locations/universities?search=${encodeURIComponent(search)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { name: string }[] }>().data.map((row) => row.name);
}

describe('GET /api/locations/universities?search= by short name', () => {
  it.each([
    ['lums', 'Lahore University of Management Sciences'],
    ['NUST', 'National University of Sciences and Technology'],
    ['uet lahore', 'University of Engineering and Technology, Lahore'],
    ['GCU', 'Government College University, Lahore'],
    ['Karachi University', 'University of Karachi'],
    ['qau', 'Quaid-i-Azam University'],
    ['BZU', 'Bahauddin Zakariya University'],
  ] as const)('should put the university nicknamed %s first', async (search, name) => {
    expect((await names(search))[0]).toBe(name);
  });

  it('should also list the campuses and universities whose short names contain it', async () => {
    const fast = await names('fast');
    expect(fast).toContain('FAST National University of Computer and Emerging Sciences');
    expect(fast).toContain('FAST National University, Lahore Campus');
    expect(await names('gcu')).toContain('Government College University, Faisalabad');
  });
});

describe('seeding the universities with their short names', () => {
  const db = () => context.database.db;
  const rows = () =>
    db()
      .select({ id: universities.id, name: universities.name, slug: universities.slug })
      .from(universities)
      .orderBy(asc(universities.name));

  it('should fill the short names and keep every id and slug, run after run', async () => {
    const before = await rows();
    // As after migration 0020 on a database seeded before it: no short names yet.
    await db()
      .update(universities)
      .set({ aliases: sql`'{}'::text[]` });

    const first = await seedReferenceData(db());
    const second = await seedReferenceData(db());
    expect(second).toEqual(first);
    expect(first.universities).toBe(UNIVERSITIES.length);
    expect(await rows()).toEqual(before);

    const bySlug = new Map(before.map((row) => [row.slug, row.name]));
    expect(bySlug.get('university-of-the-punjab')).toBe('University of the Punjab');
    expect(bySlug.get('university-of-engineering-and-technology-lahore')).toBe(
      'University of Engineering and Technology, Lahore',
    );
    const filled = await db()
      .select({ name: universities.name, aliases: universities.aliases })
      .from(universities);
    const aliases = new Map(filled.map((row) => [row.name, row.aliases]));
    expect(aliases.get('Lahore University of Management Sciences')).toEqual(['LUMS']);
    expect(aliases.get('University of Karachi')).toContain('Karachi University');
  });

  it('should name every reference university once, each with an Urdu name', () => {
    const seen = new Set(UNIVERSITIES.map((university) => university.name));
    expect(seen.size).toBe(UNIVERSITIES.length);
    const withoutUrdu = UNIVERSITIES.filter((university) => !universityNameUr(university.name));
    // HITEC University and Kinnaird College, once without one, have theirs (issue 40 item 4).
    expect(withoutUrdu.map((university) => university.name)).toEqual([]);
  });
});
