-- Issue 42 item 6: each place's approved-hostel count for the suggestions as the student types
-- (GET /api/places/suggest), kept beside the browse read model so a suggestion never counts
-- hostels while it answers. One row per city, area (town) or university with a hostel; no
-- row means none. A university counts the approved hostels within 20 km of its campus
-- (PLACE_SUGGEST_CAMPUS_KM; great-circle on the spec's 6371 km sphere) or tagged to it.
CREATE TABLE "place_hostel_counts" (
	"place_id" uuid PRIMARY KEY NOT NULL,
	"hostel_count" integer NOT NULL
);
--> statement-breakpoint
-- Adds `ds` (+1 or -1) for each approved browse row given (its city, town, university tag and
-- point) to the counts of the places it counts for. Concurrent changes add their deltas under
-- the row lock of each count, so none is lost.
CREATE FUNCTION "public"."place_hostel_counts_add"(cs uuid[], ts uuid[], us uuid[],
    lats double precision[], lngs double precision[], ds integer[])
  RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT * FROM unnest(cs, ts, us, lats, lngs, ds) AS c(city_id, town_id, university_id, lat, lng, d)
  ), deltas AS (
    SELECT c.city_id AS place_id, c.d FROM changed c WHERE c.city_id IS NOT NULL
    UNION ALL
    SELECT c.town_id, c.d FROM changed c WHERE c.town_id IS NOT NULL
    UNION ALL
    SELECT u."id", c.d FROM changed c JOIN "public"."universities" u
      ON u."id" = c.university_id
      OR (u."latitude" IS NOT NULL AND c.lat IS NOT NULL
        AND abs(u."latitude" - c.lat) <= 0.19 AND abs(u."longitude" - c.lng) <= 0.25
        AND earth_distance(ll_to_earth(u."latitude", u."longitude"), ll_to_earth(c.lat, c.lng))
          / earth() * 6371 <= 20)
  )
  INSERT INTO "public"."place_hostel_counts" AS p ("place_id", "hostel_count")
    SELECT place_id, sum(d)::int FROM deltas GROUP BY place_id HAVING sum(d) <> 0 ORDER BY place_id
  ON CONFLICT ("place_id") DO UPDATE SET "hostel_count" = p."hostel_count" + EXCLUDED."hostel_count";
$$;
--> statement-breakpoint
-- After a statement on hostel_browse: approved rows added count +1, removed -1; an update
-- counts only the rows whose state, places or point it changed (old -1, new +1).
CREATE FUNCTION "public"."place_hostel_counts_after_browse"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public"."place_hostel_counts_add"(array_agg(n."city_id"), array_agg(n."town_id"),
        array_agg(n."university_id"), array_agg(n."latitude"), array_agg(n."longitude"), array_agg(1))
      FROM new_rows n WHERE n."status" = 'approved';
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public"."place_hostel_counts_add"(array_agg(o."city_id"), array_agg(o."town_id"),
        array_agg(o."university_id"), array_agg(o."latitude"), array_agg(o."longitude"), array_agg(-1))
      FROM old_rows o WHERE o."status" = 'approved';
  ELSE
    PERFORM "public"."place_hostel_counts_add"(array_agg(x.city_id), array_agg(x.town_id),
        array_agg(x.university_id), array_agg(x.latitude), array_agg(x.longitude), array_agg(x.d))
      FROM (
        SELECT y.*, 1 AS d FROM (
          SELECT n."hostel_id", n."status", n."city_id", n."town_id", n."university_id", n."latitude", n."longitude" FROM new_rows n
          EXCEPT SELECT o."hostel_id", o."status", o."city_id", o."town_id", o."university_id", o."latitude", o."longitude" FROM old_rows o) y
        WHERE y."status" = 'approved'
        UNION ALL
        SELECT y.*, -1 FROM (
          SELECT o."hostel_id", o."status", o."city_id", o."town_id", o."university_id", o."latitude", o."longitude" FROM old_rows o
          EXCEPT SELECT n."hostel_id", n."status", n."city_id", n."town_id", n."university_id", n."latitude", n."longitude" FROM new_rows n) y
        WHERE y."status" = 'approved') x;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "place_hostel_counts_after_insert" AFTER INSERT ON "public"."hostel_browse"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."place_hostel_counts_after_browse"();
--> statement-breakpoint
CREATE TRIGGER "place_hostel_counts_after_update" AFTER UPDATE ON "public"."hostel_browse"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."place_hostel_counts_after_browse"();
--> statement-breakpoint
CREATE TRIGGER "place_hostel_counts_after_delete" AFTER DELETE ON "public"."hostel_browse"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."place_hostel_counts_after_browse"();
--> statement-breakpoint
-- A university added or moved (the reference seed) is counted again from the browse rows.
CREATE FUNCTION "public"."place_hostel_counts_after_university"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "public"."place_hostel_counts" AS p ("place_id", "hostel_count")
    SELECT NEW."id", count(*)::int FROM "public"."hostel_browse" b
    WHERE b."status" = 'approved' AND (b."university_id" = NEW."id"
      OR (NEW."latitude" IS NOT NULL AND b."latitude" IS NOT NULL
        AND b."latitude" BETWEEN NEW."latitude" - 0.19 AND NEW."latitude" + 0.19
        AND b."longitude" BETWEEN NEW."longitude" - 0.25 AND NEW."longitude" + 0.25
        AND earth_distance(ll_to_earth(NEW."latitude", NEW."longitude"),
          ll_to_earth(b."latitude", b."longitude")) / earth() * 6371 <= 20))
  ON CONFLICT ("place_id") DO UPDATE SET "hostel_count" = EXCLUDED."hostel_count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "place_hostel_counts_after_university_insert" AFTER INSERT
  ON "public"."universities" FOR EACH ROW
  EXECUTE FUNCTION "public"."place_hostel_counts_after_university"();
--> statement-breakpoint
CREATE TRIGGER "place_hostel_counts_after_university_move" AFTER UPDATE OF "latitude", "longitude"
  ON "public"."universities" FOR EACH ROW
  WHEN (OLD."latitude" IS DISTINCT FROM NEW."latitude" OR OLD."longitude" IS DISTINCT FROM NEW."longitude")
  EXECUTE FUNCTION "public"."place_hostel_counts_after_university"();
--> statement-breakpoint
SELECT "public"."place_hostel_counts_add"(array_agg(b."city_id"), array_agg(b."town_id"),
    array_agg(b."university_id"), array_agg(b."latitude"), array_agg(b."longitude"), array_agg(1))
  FROM "public"."hostel_browse" b WHERE b."status" = 'approved';
