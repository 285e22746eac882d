import { rmSync } from 'node:fs';
import { MESSAGES } from '@hostelhub/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { seedReferenceData } from '../src/db/seed/seed-reference.ts';
import { runAsBackgroundWork } from '../src/db/background-work.ts';
import { isDatabaseUnavailable, isStatementTimeout } from '../src/plugins/error-handler.ts';
import { createScratchDatabase, createTestSettings } from './helpers.ts';

/**
 * Issue 30: on a PostgreSQL server every request query runs under DB_STATEMENT_TIMEOUT_MS and
 * background work under the longer DB_JOB_STATEMENT_TIMEOUT_MS; a query past it is cancelled
 * (57014) and the request answers 503 with a sentence instead of hanging. PGlite cannot cancel
 * a running statement, so the timeout is tested against TEST_DATABASE_URL only.
 */

describe('a cancelled statement', () => {
  it('should be told from an unreachable database', () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), {
      code: '57014',
    });
    const wrapped = new Error('Failed query: select pg_sleep(10)', { cause: cancelled });
    expect(isStatementTimeout(wrapped)).toBe(true);
    expect(isDatabaseUnavailable(wrapped)).toBe(false);
    expect(isStatementTimeout(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(
      false,
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  'statement timeouts on a PostgreSQL server (skipped without TEST_DATABASE_URL: PGlite cannot cancel a running statement)',
  () => {
    const REQUEST_TIMEOUT_MS = 300;
    let database: Database;
    let app: FastifyInstance;
    let dataDir = '';

    beforeAll(async () => {
      database = await createScratchDatabase(serverUrl ?? '', 'hostelhub_timeout', {
        statementTimeoutMs: REQUEST_TIMEOUT_MS,
        jobStatementTimeoutMs: 30_000,
      });
      // Migrations take longer than a request may: they run as background work.
      await runAsBackgroundWork(async () => {
        await database.migrate();
        await seedReferenceData(database.db);
      });
      const settings = createTestSettings();
      dataDir = settings.dataDir;
      app = await buildApp({ settings, database, logger: false });
      // Test-only routes: a query far slower than the request timeout, alone and in a transaction.
      app.get('/test/slow-query', async () => {
        await app.db.execute(sql`select pg_sleep(10)`);
        return { success: true };
      });
      app.get('/test/slow-transaction', async () => {
        await app.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          await tx.execute(sql`select pg_sleep(10)`);
        });
        return { success: true };
      });
      await app.ready();
    });

    afterAll(async () => {
      await app?.close();
      await database?.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    it('should answer a request whose query runs past the timeout with 503 in time', async () => {
      for (const url of ['/test/slow-query', '/test/slow-transaction']) {
        const started = Date.now();
        const response = await app.inject({ method: 'GET', url });
        // Generous: the sleep would take 10 s; the timeout is 0.3 s.
        expect(Date.now() - started).toBeLessThan(5_000);
        expect(response.statusCode).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json()).toEqual({
          success: false,
          error: MESSAGES.databaseTimeout,
          code: 'SERVICE_UNAVAILABLE',
        });
      }
    });

    it('should say it in Urdu to an Urdu caller', async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/test/slow-query',
        headers: { 'accept-language': 'ur' },
      });
      expect(response.statusCode).toBe(503);
      const { error } = response.json<{ error: string }>();
      expect(error).not.toBe(MESSAGES.databaseTimeout);
      expect(error).toMatch(/[\u0600-\u06FF]/);
    });

    it('should keep serving after the cancelled queries', async () => {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => app.inject({ method: 'GET', url: '/api/health' })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(
        Array.from({ length: 12 }, () => 200),
      );
    });

    it('should give background work the longer timeout', async () => {
      await expect(app.db.execute(sql`select pg_sleep(0.6)`)).rejects.toSatisfy(isStatementTimeout);
      await expect(
        runAsBackgroundWork(() => app.db.execute(sql`select pg_sleep(0.6)`)),
      ).resolves.toBeDefined();
      const pools = database.poolStats().map((stats) => stats.pool);
      expect(pools).toEqual(['requests', 'jobs']);
    });
  },
);
