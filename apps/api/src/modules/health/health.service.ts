import type { HealthRepository } from './health.repository.ts';

/** Liveness (GET /api/health): whether the database answers. */
export function createHealthService({ health }: { health: HealthRepository }) {
  return {
    /** Resolves when the database answers a query; rejects (the error handler's 503) if not. */
    checkDatabase(): Promise<void> {
      return health.ping();
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
