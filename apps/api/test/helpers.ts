import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
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
): Promise<Database> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const runOnServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await runOnServer(`CREATE DATABASE ${name}`);
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

/**
 * A fresh, migrated database with the reference data, for one test file: an in-memory PGlite
 * by default, or a new database on the server named by TEST_DATABASE_URL (dropped on close).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const database = serverUrl
    ? await createScratchDatabase(serverUrl, 'hostelhub_test')
    : await openDatabase({ pgliteDataDir: 'memory://' });
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
