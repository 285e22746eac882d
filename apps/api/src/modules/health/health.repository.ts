import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** The database check of GET /api/health. */
export function createHealthRepository(db: Db) {
  return {
    /** Runs `select 1`; rejects when the database does not answer. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
