import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { cities, placeSlugs, universities } from './schema/index.ts';
import { seedReferenceData } from './seed/seed-reference.ts';
import { slugify } from './seed/slugs.ts';

/**
 * Migration 0015 (issue 25): every city and university of a database seeded before slugs gets
 * one from its English name, a duplicate one with its province's or city's slug after it, and
 * place_slugs records them all. The database is migrated to 0014, given places through SQL of
 * that schema, then migrated on and seeded as at the next start.
 */

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const UET_LAHORE = 'University of Engineering and Technology, Lahore';

let database: Database;
let upTo0014 = '';

beforeAll(async () => {
  upTo0014 = mkdtempSync(path.join(tmpdir(), 'hostelhub-migrations-'));
  cpSync(MIGRATIONS, upTo0014, { recursive: true });
  const journalPath = path.join(upTo0014, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 14);
  writeFileSync(journalPath, JSON.stringify(journal));
  database = await openDatabase({ pgliteDataDir: 'memory://' });
});

afterAll(async () => {
  await database?.close();
  if (upTo0014) rmSync(upTo0014, { recursive: true, force: true });
});

async function slugsOf(table: typeof cities | typeof universities): Promise<Map<string, string>> {
  const rows = await database.db.select({ name: table.name, slug: table.slug }).from(table);
  return new Map(rows.map((row) => [row.name, row.slug]));
}

describe('migration 0015 place_slugs', () => {
  it('should give existing cities and universities their slugs, then keep them at seeding', async () => {
    await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: upTo0014 });
    const { db } = database;
    // In created order: the second "Dera Ismail Khan" spelling comes after the first.
    await db.execute(sql`
      insert into cities (name, province, created_at) values
        ('Lahore', 'Punjab', now() - interval '3 days'),
        ('Dera Ismail Khan', 'Khyber Pakhtunkhwa', now() - interval '2 days'),
        ('Dera Ismail-Khan', 'Punjab', now() - interval '1 day'),
        ('Dera  Ismail Khan.', 'Punjab', now())`);
    await db.execute(sql`
      insert into universities (name, city_id)
      select ${UET_LAHORE}, id from cities where name = 'Lahore'
      union all
      select 'Sardar Bahadur Khan Women''s University', null`);

    await database.migrate();

    const citySlugs = await slugsOf(cities);
    expect(citySlugs.get('Lahore')).toBe('lahore');
    expect(citySlugs.get('Dera Ismail Khan')).toBe('dera-ismail-khan');
    expect(citySlugs.get('Dera Ismail-Khan')).toBe('dera-ismail-khan-punjab');
    expect(citySlugs.get('Dera  Ismail Khan.')).toBe('dera-ismail-khan-punjab-2');
    const universitySlugs = await slugsOf(universities);
    expect(universitySlugs.get(UET_LAHORE)).toBe('university-of-engineering-and-technology-lahore');
    expect(universitySlugs.get("Sardar Bahadur Khan Women's University")).toBe(
      'sardar-bahadur-khan-womens-university',
    );
    const recorded = await db
      .select({ kind: placeSlugs.kind, slug: placeSlugs.slug })
      .from(placeSlugs);
    expect(recorded).toHaveLength(6);
    expect(recorded).toContainEqual({ kind: 'city', slug: 'dera-ismail-khan-punjab-2' });

    // The next start seeds the real lists: the backfilled slugs stay, the new places get theirs.
    await seedReferenceData(db);
    const seededCities = await slugsOf(cities);
    expect(seededCities.get('Lahore')).toBe('lahore');
    expect(seededCities.get('Dera Ismail-Khan')).toBe('dera-ismail-khan-punjab');
    expect(seededCities.get('Karachi')).toBe('karachi');
    const seededUniversities = await slugsOf(universities);
    expect(seededUniversities.get(UET_LAHORE)).toBe(
      'university-of-engineering-and-technology-lahore',
    );
    // The SQL of the migration and the seed's slugify agree on every reference name.
    for (const [name, slug] of seededUniversities) expect(slug).toBe(slugify(name));
    const [{ count } = { count: 0 }] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(placeSlugs);
    expect(count).toBe(seededCities.size + seededUniversities.size);
  });
});
