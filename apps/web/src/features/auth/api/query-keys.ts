/** The auth feature's cache keys (issue 23: one key factory per feature). */
export const authKeys = {
  /** Which external sign-ins the server has configured (GET /api/auth/providers). */
  providers: () => ['auth-providers'] as const,
};
