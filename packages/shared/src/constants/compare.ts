// Plain compare constants (issue 29 'Compare and recently viewed'), apart from the schemas: the
// browse screen's compare toggles read the limit without building a zod schema (issue 11).

/** Most hostels compared side by side at once (issue 29). */
export const COMPARE_MAX_HOSTELS = 3;

/**
 * The compare endpoint's refusals (issue 29). Keys of the server catalogue (issue 24) as
 * `compare.*`.
 */
export const COMPARE_MESSAGES = {
  /** More than COMPARE_MAX_HOSTELS ids in one compare request. */
  tooMany: `Compare at most ${COMPARE_MAX_HOSTELS} hostels at a time`,
} as const;
