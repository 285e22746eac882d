import path from 'node:path';
import type { Settings } from '../settings.ts';
import { openDatabase, type Database } from './client.ts';
import { seedReferenceData, type ReferenceCounts } from './seed/seed-reference.ts';

/**
 * Opens the database the settings name (a PostgreSQL server, else PGlite in DATA_DIR/db),
 * applies pending migrations and seeds the reference data. Used by the server and the scripts.
 */
export async function prepareDatabase(
  settings: Settings,
): Promise<{ database: Database; reference: ReferenceCounts }> {
  const database = await openDatabase(
    settings.databaseUrl
      ? { url: settings.databaseUrl }
      : { pgliteDataDir: path.join(settings.dataDir, 'db') },
  );
  try {
    await database.migrate();
    const reference = await seedReferenceData(database.db);
    return { database, reference };
  } catch (error) {
    await database.close();
    throw error;
  }
}
