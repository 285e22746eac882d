/** The platform figures' cache keys (issue 23: one key factory per feature). */
export const platformStatsKeys = {
  /** The marketing figures (GET /api/stats). */
  all: ['platform-stats'] as const,
};
