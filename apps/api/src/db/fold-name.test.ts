import { foldName } from '@hostelhub/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel } from '../../test/factories/hostels.ts';
import { createTestDatabase } from '../../test/helpers.ts';
import type { Database } from './client.ts';
import { rowsOf } from './rows.ts';
import { cities, hostelBrowse, towns, universities } from './schema/index.ts';

/**
 * Issue 42 item 5: the SQL fold of migration 0026 (fold_name, which keeps the browse row's
 * search_text) is foldName of @hostelhub/shared, on every reference name and on mixed input.
 */

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

/** fold_name of each text, in one statement, in order. */
async function sqlFold(texts: string[]): Promise<string[]> {
  const rows = rowsOf<{ folded: string }>(
    await database.db.execute(sql`select fold_name(t) as folded
      from unnest(${sql.param(texts)}::text[]) with ordinality as x(t, n) order by n`),
  );
  return rows.map((row) => row.folded);
}

const MIXED = [
  'لاهور',
  'كراچي يونيورسٹي',
  'ملتان ھاسٹل',
  'مدينة',
  'لَاہُور',
  'لاـــہور',
  'رحمٰن',
  'اسلام آباد',
  'ٱلمدينة',
  'مؤذن',
  'جائۓ',
  'خواتین\u200cہاسٹل',
  '\u2067لاہور\u2069',
  'قیمت ۱۲۰۰۰ یا ١٢٠٠٠',
  'LUMS Lahore',
  'Gulshan-e-Iqbal Block 13-D',
  'Café ÉCOLE',
  'lahor hostel',
  '',
];

describe('fold_name (migration 0026) and foldName agree', () => {
  it('on every Urdu and English reference name', async () => {
    const names: string[] = [];
    for (const table of [cities, towns, universities]) {
      const rows = await database.db.select({ name: table.name, nameUr: table.nameUr }).from(table);
      for (const row of rows) names.push(row.name, ...(row.nameUr ? [row.nameUr] : []));
    }
    const aliases = await database.db.select({ aliases: universities.aliases }).from(universities);
    names.push(...aliases.flatMap((row) => row.aliases));
    expect(names.length).toBeGreaterThan(500);
    expect(await sqlFold(names)).toEqual(names.map(foldName));
  });

  it('on mixed Arabic-keyboard, Urdu, digit and Latin input', async () => {
    expect(await sqlFold(MIXED)).toEqual(MIXED.map(foldName));
    expect((await sqlFold(['لاهور']))[0]).toBe('لاہور');
  });

  it('keeps the browse row search document folded', async () => {
    const hostel = await createHostel(database.db, { name: 'دار السلام هاسٹل' });
    const [row] = await database.db
      .select({ searchText: hostelBrowse.searchText })
      .from(hostelBrowse)
      .where(eq(hostelBrowse.hostelId, hostel.id));
    expect(row?.searchText).toContain('دار السلام ہاسٹل');
    expect(row?.searchText).toBe(foldName(row?.searchText ?? ''));
  });
});
