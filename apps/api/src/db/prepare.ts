import path from 'node:path';
import pg from 'pg';
import { runAsBackgroundWork } from './background-work.ts';
import type { Settings } from '../settings.ts';
import { openDatabase, type Database } from './client.ts';
import { seedReferenceData, type ReferenceCounts } from './seed/seed-reference.ts';

/**
 * The PostgreSQL advisory lock key every Hostelhub process takes while it migrates and seeds
 * (any fixed number: "hostel" in ASCII).
 */
export const PREPARE_LOCK_KEY = 0x686f7374656c;

/**
 * Runs `work` while holding the prepare lock on the server at `url`, so several API processes
 * starting at once on one database (docs/SCALING.md 'Several instances behind a load
 * balancer') migrate one after the other: the first applies the pending migrations, the others
 * then find none. Without it two of them race on the same CREATE statements and one exits.
 * The lock is a session lock on a connection of its own, released when `work` settles.
 */
async function holdingPrepareLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even when the unlock itself fails.
    await client.query('select pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * Opens the database the settings name (a PostgreSQL server, else PGlite in DATA_DIR/db) with
 * the settings' statement timeouts (issue 30), applies pending migrations and seeds the
 * reference data as background work (the longer timeout; on a server, one process at a time).
 * Used by the server and the scripts.
 */
export async function prepareDatabase(
  settings: Settings,
): Promise<{ database: Database; reference: ReferenceCounts }> {
  const database = await openSettingsDatabase(settings);
  const prepare = () =>
    runAsBackgroundWork(async () => {
      await database.migrate();
      return seedReferenceData(database.db);
    });
  try {
    const reference = database.url
      ? await holdingPrepareLock(database.url, prepare)
      : await prepare();
    return { database, reference };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Opens, without migrating, the database the settings name (DATABASE_URL, else PGlite in
 * DATA_DIR/db) with DB_STATEMENT_TIMEOUT_MS and DB_JOB_STATEMENT_TIMEOUT_MS (issue 30).
 */
export function openSettingsDatabase(settings: Settings): Promise<Database> {
  return openDatabase(
    settings.databaseUrl
      ? { url: settings.databaseUrl }
      : { pgliteDataDir: path.join(settings.dataDir, 'db') },
    {
      statementTimeoutMs: settings.dbStatementTimeoutMs,
      jobStatementTimeoutMs: settings.dbJobStatementTimeoutMs,
    },
  );
}
