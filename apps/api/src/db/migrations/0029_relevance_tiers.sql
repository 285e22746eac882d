-- Issue 42 (decision 034, "Relevance tiers"): a search's third tier, hostels whose own name is a
-- near miss of the search (`fold_name(name) %> search`), is found by this trigram index on the
-- name folded as the search is (fold_name, 0026). GIN, not GiST: at 100,000 hostels a GiST
-- trigram index took 14 to 236 ms to find no near miss of a rare word, this one 0.3 ms; the
-- tier's few rows are then ordered by similarity. Only an index, which the drizzle schema does
-- not model (an expression), so written by hand; 0029's snapshot is 0028's.
CREATE INDEX IF NOT EXISTS "hostel_browse_name_trgm_idx" ON "hostel_browse"
  USING gin ("public"."fold_name"("name") gin_trgm_ops);
