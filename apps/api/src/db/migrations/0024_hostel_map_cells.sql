CREATE TABLE "hostel_map_cells" (
	"status" "hostel_status" NOT NULL,
	"gx" integer NOT NULL,
	"gy" integer NOT NULL,
	"hostel_count" integer NOT NULL,
	"latitude_sum" double precision NOT NULL,
	"longitude_sum" double precision NOT NULL,
	"min_longitude" double precision NOT NULL,
	"min_latitude" double precision NOT NULL,
	"max_longitude" double precision NOT NULL,
	"max_latitude" double precision NOT NULL,
	"first_seq" bigint NOT NULL,
	CONSTRAINT "hostel_map_cells_status_gx_gy_pk" PRIMARY KEY("status","gx","gy")
);
--> statement-breakpoint
-- The map's fine grid (issue 28, decision 031): cells of 0.05 degrees (MAP_FINE_CELL_DEGREES
-- in modules/hostels/map-grid.ts; change both together). Cell gx holds the longitudes whose
-- floor(longitude / 0.05) is gx, gy likewise the latitudes.
--
-- Recounts these cells from the browse rows. Concurrent recounts of one cell are serialised by
-- a transaction-scoped advisory lock (class 2824, the cell's hash) taken before reading, as
-- hostel_browse_refresh does for hostels: a recount that waited reads, in its next statement,
-- everything the transaction before it committed. More than 64 cells at once take the
-- class's key 0 exclusively; smaller recounts hold it shared.
CREATE FUNCTION "public"."hostel_map_cells_recount"(statuses "hostel_status"[], xs integer[], ys integer[])
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(statuses) > 64 THEN
    PERFORM pg_advisory_xact_lock(2824, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(2824, 0);
    PERFORM pg_advisory_xact_lock(2824, k)
      FROM (SELECT DISTINCT hashtext(c.status::text || ':' || c.gx || ':' || c.gy) AS k
        FROM unnest(statuses, xs, ys) AS c(status, gx, gy) ORDER BY 1) keys;
  END IF;
  DELETE FROM "public"."hostel_map_cells" m
    USING unnest(statuses, xs, ys) AS c(status, gx, gy)
    WHERE m."status" = c.status AND m."gx" = c.gx AND m."gy" = c.gy;
  INSERT INTO "public"."hostel_map_cells" ("status", "gx", "gy", "hostel_count", "latitude_sum",
      "longitude_sum", "min_longitude", "min_latitude", "max_longitude", "max_latitude", "first_seq")
    SELECT c.status, c.gx, c.gy, count(*)::int, sum(b."latitude"), sum(b."longitude"),
      min(b."longitude"), min(b."latitude"), max(b."longitude"), max(b."latitude"), min(b."seq")
    FROM (SELECT DISTINCT * FROM unnest(statuses, xs, ys) AS u(status, gx, gy)) c
    JOIN "public"."hostel_browse" b ON b."status" = c.status
      -- The cell's ranges, a hair wider, read from the map index; floor decides.
      AND b."longitude" >= c.gx * 0.05::float8 - 1e-9
      AND b."longitude" < (c.gx + 1) * 0.05::float8 + 1e-9
      AND b."latitude" >= c.gy * 0.05::float8 - 1e-9
      AND b."latitude" < (c.gy + 1) * 0.05::float8 + 1e-9
      AND floor(b."longitude" / 0.05::float8)::int = c.gx
      AND floor(b."latitude" / 0.05::float8)::int = c.gy
    GROUP BY c.status, c.gx, c.gy;
END $$;
--> statement-breakpoint
-- After a statement on hostel_browse: the cells of the rows it added or removed, and of those
-- whose state or point it changed (before and after), are recounted.
CREATE FUNCTION "public"."hostel_map_cells_after_browse"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  statuses "hostel_status"[];
  xs integer[];
  ys integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(c.status), array_agg(c.gx), array_agg(c.gy) INTO statuses, xs, ys
      FROM (SELECT DISTINCT n."status" AS status, floor(n."longitude" / 0.05::float8)::int AS gx,
          floor(n."latitude" / 0.05::float8)::int AS gy
        FROM new_rows n WHERE n."longitude" IS NOT NULL AND n."latitude" IS NOT NULL) c;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(c.status), array_agg(c.gx), array_agg(c.gy) INTO statuses, xs, ys
      FROM (SELECT DISTINCT o."status" AS status, floor(o."longitude" / 0.05::float8)::int AS gx,
          floor(o."latitude" / 0.05::float8)::int AS gy
        FROM old_rows o WHERE o."longitude" IS NOT NULL AND o."latitude" IS NOT NULL) c;
  ELSE
    -- Rows whose state and point are unchanged cancel out (EXCEPT hashes both sides: the
    -- transition tables carry no statistics, and a join of them could nest loops).
    SELECT array_agg(c.status), array_agg(c.gx), array_agg(c.gy) INTO statuses, xs, ys
      FROM (SELECT DISTINCT p.status, floor(p.longitude / 0.05::float8)::int AS gx,
          floor(p.latitude / 0.05::float8)::int AS gy
        FROM ((SELECT o."hostel_id", o."status", o."longitude", o."latitude" FROM old_rows o
            EXCEPT SELECT n."hostel_id", n."status", n."longitude", n."latitude" FROM new_rows n)
          UNION ALL
          (SELECT n."hostel_id", n."status", n."longitude", n."latitude" FROM new_rows n
            EXCEPT SELECT o."hostel_id", o."status", o."longitude", o."latitude" FROM old_rows o)
        ) AS p(hostel_id, status, longitude, latitude)
        WHERE p.longitude IS NOT NULL AND p.latitude IS NOT NULL) c;
  END IF;
  IF statuses IS NOT NULL THEN
    PERFORM "public"."hostel_map_cells_recount"(statuses, xs, ys);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hostel_map_cells_after_insert" AFTER INSERT ON "public"."hostel_browse"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_map_cells_after_browse"();
--> statement-breakpoint
CREATE TRIGGER "hostel_map_cells_after_update" AFTER UPDATE ON "public"."hostel_browse"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_map_cells_after_browse"();
--> statement-breakpoint
CREATE TRIGGER "hostel_map_cells_after_delete" AFTER DELETE ON "public"."hostel_browse"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_map_cells_after_browse"();
--> statement-breakpoint
INSERT INTO "public"."hostel_map_cells" ("status", "gx", "gy", "hostel_count", "latitude_sum",
    "longitude_sum", "min_longitude", "min_latitude", "max_longitude", "max_latitude", "first_seq")
  SELECT b."status", floor(b."longitude" / 0.05::float8)::int, floor(b."latitude" / 0.05::float8)::int,
    count(*)::int, sum(b."latitude"), sum(b."longitude"), min(b."longitude"), min(b."latitude"),
    max(b."longitude"), max(b."latitude"), min(b."seq")
  FROM "public"."hostel_browse" b
  WHERE b."longitude" IS NOT NULL AND b."latitude" IS NOT NULL
  GROUP BY 1, 2, 3;
