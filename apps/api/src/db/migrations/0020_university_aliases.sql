-- Issue 28: universities carry the short names and alternates students type (LUMS, NUST,
-- UET Lahore, Karachi University); hostel search and the university picker match them in any
-- case. Empty here; the reference seed fills them at every start
-- (src/db/seed/reference/universities.ts).
ALTER TABLE "universities" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;