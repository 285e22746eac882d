import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { openDatabase, type Database, type DatabaseOptions } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/seed-reference.ts';
import { loadSettings, type Settings } from '../src/settings.ts';

/**
 * A new, empty database on the PostgreSQL server at `serverUrl` (the role needs CREATEDB),
 * opened (with `options`' statement timeouts, none by default) but not migrated; `close()`
 * drops it. Tests and benchmarks use one each.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix: string,
  options: DatabaseOptions = {},
  template?: string,
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const runOnServer = (statement: string) => runStatement(serverUrl, statement);
  await runOnServer(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() }, options);
  return {
    ...database,
    async close() {
      await database.close();
      await runOnServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Runs one statement on the server at `serverUrl` over a connection of its own. */
async function runStatement(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const MIGRATIONS = new URL('../src/db/migrations/', import.meta.url);
const REFERENCE_SEED = new URL('../src/db/seed/', import.meta.url);

/**
 * The name of the template database for TEST_DATABASE_URL's database: its name plus a hash of
 * the migrations and the reference seed's files, so a changed migration or seed makes a new one.
 */
function templateName(serverUrl: string): string {
  const hash = createHash('sha256');
  for (const folder of [MIGRATIONS, REFERENCE_SEED]) {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true }).sort(
      (a, b) => `${a.parentPath}/${a.name}`.localeCompare(`${b.parentPath}/${b.name}`),
    )) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      hash.update(file.slice(file.indexOf('src/db/'))).update(readFileSync(file));
    }
  }
  const base = new URL(serverUrl).pathname.slice(1).replace(/[^a-z0-9_]/gi, '_').slice(0, 40);
  return `${base}_t_${hash.digest('hex').slice(0, 10)}`.toLowerCase();
}

/**
 * Makes (once per server, under an advisory lock, so two workers starting at once make one)
 * the template database every test file's database is copied from on the server: migrated and
 * seeded with the reference data. Copying it is a file copy; migrating and seeding each file's
 * database took about 6 s of the run's two cores per file (102 files). `.ci/run` drops the
 * run's templates with its database.
 */
async function ensureTemplate(serverUrl: string): Promise<string> {
  const name = templateName(serverUrl);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      const building = `${name}_b`;
      await client.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await client.query(`CREATE DATABASE ${building}`);
      const url = new URL(serverUrl);
      url.pathname = `/${building}`;
      const database = await openDatabase({ url: url.toString() });
      try {
        await database.migrate();
        await seedReferenceData(database.db);
      } finally {
        await database.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock(hashtext($1))', [name]).catch(() => undefined);
    await client.end();
  }
}

/**
 * A fresh, migrated database with the reference data, for one test file: an in-memory PGlite
 * by default, or a new database on the server named by TEST_DATABASE_URL (a copy of the run's
 * template, see ensureTemplate; dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await ensureTemplate(serverUrl);
    const database = await createScratchDatabase(serverUrl, 'hostelhub_test', {}, template);
    await database.migrate();
    return database;
  }
  const database = await openDatabase({ pgliteDataDir: 'memory://' });
  await database.migrate();
  await seedReferenceData(database.db);
  return database;
}

/** Settings for tests: a throwaway DATA_DIR, quiet logs, demo seeding off. */
export function createTestSettings(overrides: NodeJS.ProcessEnv = {}): Settings {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hostelhub-test-'));
  return loadSettings(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      RESIDENT_DATA_KEY: randomBytes(32).toString('base64url'),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ...overrides,
    },
    dataDir,
  );
}

/** A test server over its own fresh database; `close()` ends both and removes its files. */
export interface TestContext {
  app: FastifyInstance;
  database: Database;
  settings: Settings;
  close(): Promise<void>;
}

/** Builds the real app over a fresh database (see createTestDatabase); `env` adds settings. */
export async function createTestContext(env: NodeJS.ProcessEnv = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const settings = createTestSettings(env);
  const app = await buildApp({ settings, database, logger: false });
  await app.ready();
  return {
    app,
    database,
    settings,
    async close() {
      await app.close();
      await database.close();
      rmSync(settings.dataDir, { recursive: true, force: true });
    },
  };
}

/** An API answer as tests read it: the envelope with loosely typed data. */
export interface ApiEnvelope {
  success: boolean;
  data?: unknown;
  /** A success text sent beside the data (the phone routes). */
  message?: string;
  error?: string;
  code?: string;
  details?: { field: string; message: string }[];
}

/**
 * Sends one request to the app, with `authorization` when given and `payload` as JSON, and
 * returns its status and parsed body.
 */
export async function callJson(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  authorization?: string,
  payload?: unknown,
): Promise<{ status: number; body: ApiEnvelope }> {
  const response = await app.inject({
    method,
    url,
    headers: authorization ? { authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: response.statusCode, body: response.json<ApiEnvelope>() };
}
