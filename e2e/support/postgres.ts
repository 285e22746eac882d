import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The server tried when TEST_DATABASE_URL is unset (a local PostgreSQL with trust auth). */
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The PostgreSQL server journeys that need one use: TEST_DATABASE_URL when set (it must answer),
 * else the local server at 127.0.0.1:5432 when it answers within 2 s, else null (the caller
 * skips, or falls back to PGlite, and says so). The role needs CREATEDB.
 */
export async function findPostgresServer(): Promise<string | null> {
  const configured = process.env.TEST_DATABASE_URL;
  const url = configured || LOCAL_SERVER;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch (error) {
    if (configured) throw new Error(`TEST_DATABASE_URL does not answer: ${String(error)}`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A new, empty database on a PostgreSQL server; `drop()` removes it (closing its sessions). */
export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Runs one statement on `url` over a connection of its own. */
export async function runOnServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates `<prefix>_<random hex>` on the server at `serverUrl` (see findPostgresServer). */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
