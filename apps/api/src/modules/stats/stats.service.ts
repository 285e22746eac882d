import type { PlatformFigures, StatsRepository } from './stats.repository.ts';

/** The marketing figures (product decision 5) for GET /api/stats. */
export function createStatsService({ stats }: { stats: StatsRepository }) {
  return {
    /** Approved hostels, the distinct cities they are in, and student accounts, counted now. */
    platformFigures(): Promise<PlatformFigures> {
      return stats.platformFigures();
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
