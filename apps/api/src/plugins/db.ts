import type { FastifyInstance } from 'fastify';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Drizzle database every repository queries. */
    db: Db;
  }
}

/** Makes the open database available to routes as `app.db`. The caller owns its lifetime. */
export function registerDb(app: FastifyInstance, database: Database): void {
  app.decorate('db', database.db);
}
