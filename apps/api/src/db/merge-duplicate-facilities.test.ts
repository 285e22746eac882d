import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, isNull, sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';
import { facilities, hostelFacilities, users } from './schema/index.ts';
import { seedReferenceData } from './seed/seed-reference.ts';

/**
 * Migration 0011 (issue 22 item 15, docs/decisions/003): "AC", "Meals" and "Generator" merge
 * into "Air Conditioning", "Mess/Kitchen" and "Power Backup"; every hostel keeps its
 * facilities, once each. The database is migrated to 0010, given the old vocabulary and
 * hostels using it, then migrated on.
 */

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const OLD_FACILITIES = [
  ['AC', 'snowflake'],
  ['Air Conditioning', 'air-vent'],
  ['Meals', 'utensils'],
  ['Mess/Kitchen', 'chef-hat'],
  ['Generator', 'zap'],
  ['Power Backup', 'battery-charging'],
  ['WiFi', 'wifi'],
] as const;

let database: Database;
let upTo0010 = '';

beforeAll(async () => {
  // A copy of the migrations whose journal ends at 0010.
  upTo0010 = mkdtempSync(path.join(tmpdir(), 'hostelhub-migrations-'));
  cpSync(MIGRATIONS, upTo0010, { recursive: true });
  const journalPath = path.join(upTo0010, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] };
  journal.entries = journal.entries.filter((entry) => entry.idx <= 10);
  writeFileSync(journalPath, JSON.stringify(journal));
  database = await openDatabase({ pgliteDataDir: 'memory://' });
});

afterAll(async () => {
  await database?.close();
  if (upTo0010) rmSync(upTo0010, { recursive: true, force: true });
});

async function facilityNamesOf(hostelId: string): Promise<string[]> {
  const rows = await database.db
    .select({ name: facilities.name })
    .from(hostelFacilities)
    .innerJoin(facilities, eq(facilities.id, hostelFacilities.facilityId))
    .where(eq(hostelFacilities.hostelId, hostelId));
  return rows.map((row) => row.name).sort();
}

describe('migration 0011 merge_duplicate_facilities', () => {
  it('should move every hostel to the kept names without duplicates and drop the old ones', async () => {
    await migrate(database.db as Parameters<typeof migrate>[0], { migrationsFolder: upTo0010 });
    const { db } = database;
    // The facilities through SQL of the 0010 schema too (the table grew later, 0014).
    const ids = new Map<string, string>();
    for (const [name, icon] of OLD_FACILITIES) {
      const result = await db.execute(
        sql`insert into facilities (name, icon) values (${name}, ${icon}) returning id`,
      );
      const [row] = (result as { rows: { id: string }[] }).rows;
      if (row) ids.set(name, row.id);
    }
    const link = async (hostelId: string, names: string[]) =>
      db
        .insert(hostelFacilities)
        .values(names.map((name) => ({ hostelId, facilityId: ids.get(name) ?? '' })));
    // The owner through SQL of the 0010 schema (the users table grew later, 0013); the hostels
    // through the factory.
    await db.execute(
      sql`insert into users (email, full_name, role, owner_approval_status, email_verified_at)
          values ('merge.owner@example.pk', 'Merge Owner', 'owner', 'approved', now())`,
    );
    const [owner] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'merge.owner@example.pk'));
    const ownerId = owner?.id ?? '';
    // In SQL, not the hostel factory: the factory writes today's columns (rating_count of
    // migration 0016, for one), which a database at 0010 does not have.
    const createHostel = async (name: string) => {
      const result = await db.execute(
        sql`insert into hostels (owner_id, name, description, address, price_range, price_min,
              price_max, gender_category, latitude, longitude, status)
            values (${ownerId}, ${name}, 'A clean and quiet hostel close to campus.',
              'House 1, Street 4', '8000-12000', 8000, 12000, 'female', 31.52, 74.35, 'approved')
            returning id`,
      );
      const [row] = (result as { rows: { id: string }[] }).rows;
      return { id: row?.id ?? '' };
    };
    const onlyOld = await createHostel('Only Old Names Hostel');
    const both = await createHostel('Both Names Hostel');
    const untouched = await createHostel('Untouched Hostel');
    await link(onlyOld.id, ['AC', 'Meals', 'Generator', 'WiFi']);
    await link(both.id, ['AC', 'Air Conditioning', 'Meals', 'Mess/Kitchen', 'Power Backup']);
    await link(untouched.id, ['Air Conditioning', 'WiFi']);

    await database.migrate();

    expect(await facilityNamesOf(onlyOld.id)).toEqual([
      'Air Conditioning',
      'Mess/Kitchen',
      'Power Backup',
      'WiFi',
    ]);
    expect(await facilityNamesOf(both.id)).toEqual([
      'Air Conditioning',
      'Mess/Kitchen',
      'Power Backup',
    ]);
    expect(await facilityNamesOf(untouched.id)).toEqual(['Air Conditioning', 'WiFi']);
    const names = (await db.select({ name: facilities.name }).from(facilities)).map((r) => r.name);
    expect(names).not.toContain('AC');
    expect(names).not.toContain('Meals');
    expect(names).not.toContain('Generator');
    const orphans = await db
      .select({ id: hostelFacilities.id })
      .from(hostelFacilities)
      .leftJoin(facilities, eq(facilities.id, hostelFacilities.facilityId))
      .where(isNull(facilities.id));
    expect(orphans).toEqual([]);

    // Seeding the reference data afterwards never brings the old names back.
    await seedReferenceData(db);
    const seeded = (await db.select({ name: facilities.name }).from(facilities)).map((r) => r.name);
    expect(seeded.filter((name) => ['AC', 'Meals', 'Generator'].includes(name))).toEqual([]);
    expect(seeded).toEqual(
      expect.arrayContaining(['Air Conditioning', 'Mess/Kitchen', 'Power Backup']),
    );
  });
});
