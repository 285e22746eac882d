-- Issue 42 (decision 034, "Relevance tiers"): lists nearest a point first (a search's place
-- tier from the student's lat/lng, a list near a university, sort=distance) are ordered by the
-- chord from that point to each hostel (earthChord in hostel-geo.query.ts, the same expression
-- as here), read from this GiST index nearest first up to the page's rows
-- (nearest-first.query.ts), instead of measuring every matching hostel and sorting them. The expression is
-- ll_to_earth(latitude, longitude) without the cast to earthdistance's `earth` domain, as the
-- list's distances are written. Only an index, which the drizzle schema does not model (an
-- expression), so written by hand; 0030's snapshot is 0029's.
CREATE INDEX IF NOT EXISTS "hostel_browse_earth_idx" ON "hostel_browse" USING gist ((
  "public"."cube"("public"."cube"("public"."cube"(
    "public"."earth"() * cos(radians("latitude")) * cos(radians("longitude"))),
    "public"."earth"() * cos(radians("latitude")) * sin(radians("longitude"))),
    "public"."earth"() * sin(radians("latitude")))
));
