// Where a keyset page of the hostel list resumes (issue 28; a type of its own since issue 42,
// so the cursor's logic and the list's SQL builders share it).

/**
 * Where a keyset page resumes: the last row's relevance tier (issue 42, a search read in
 * tiers), sort value, creation time (text) and id.
 */
export interface KeysetPosition {
  /** The row's tier (1 a place, 2 a name, 3 a near miss) when the list is read in tiers. */
  tier?: number;
  /** The sort key's value (null sorts last), absent for newest first. */
  value?: number | null;
  /** `created_at` as PostgreSQL's text, microseconds kept. */
  createdAt: string;
  id: string;
}
