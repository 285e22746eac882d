-- Issue 25: a slug for every city and university (/hostels/in/lahore,
-- /hostels/near/university-of-engineering-and-technology-lahore), made from the English name as
-- the reference seed makes it (src/db/seed/slugs.ts): lower case, apostrophes dropped, every run
-- of other characters but a-z and 0-9 one '-', none at either end. The reference names are
-- ASCII, where this SQL and the seed's function agree. A name whose slug an earlier row (by
-- created_at) already has gets the province's (a city) or the city's (a university) slug as a
-- suffix, then -2, -3, ... The seed gives new places their slugs and keeps existing ones.
-- place_slugs keeps every slug a place has had, so an old address still finds a renamed place.
CREATE TYPE "public"."place_kind" AS ENUM('city', 'university');--> statement-breakpoint
CREATE TABLE "place_slugs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" "place_kind" NOT NULL,
	"slug" text NOT NULL,
	"place_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD COLUMN "slug" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "slug" text;--> statement-breakpoint
CREATE FUNCTION pg_temp.place_slug(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT trim(both '-' from regexp_replace(
    regexp_replace(lower(coalesce(name, '')), '[''’]', '', 'g'), '[^a-z0-9]+', '-', 'g'))
$$;--> statement-breakpoint
CREATE FUNCTION pg_temp.unique_place_slug(base text, suffix text, rn bigint, rn2 bigint)
RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN rn = 1 THEN base
    WHEN suffix <> '' AND rn2 = 1 THEN base || '-' || suffix
    WHEN suffix <> '' THEN base || '-' || suffix || '-' || rn2
    ELSE base || '-' || (rn2 + 1)
  END
$$;--> statement-breakpoint
WITH named AS (
  SELECT "id", "created_at",
    coalesce(nullif(pg_temp.place_slug("name"), ''), 'city') AS base,
    pg_temp.place_slug("province") AS suffix
  FROM "cities"
), ranked AS (
  SELECT "id", base, suffix,
    row_number() OVER (PARTITION BY base ORDER BY "created_at", "id") AS rn
  FROM named
), numbered AS (
  SELECT "id", base, suffix, rn,
    row_number() OVER (PARTITION BY base, suffix, rn = 1 ORDER BY rn) AS rn2
  FROM ranked
)
UPDATE "cities" c SET "slug" = pg_temp.unique_place_slug(n.base, n.suffix, n.rn, n.rn2)
FROM numbered n WHERE n."id" = c."id";--> statement-breakpoint
WITH named AS (
  SELECT u."id", u."created_at",
    coalesce(nullif(pg_temp.place_slug(u."name"), ''), 'university') AS base,
    pg_temp.place_slug(c."name") AS suffix
  FROM "universities" u LEFT JOIN "cities" c ON c."id" = u."city_id"
), ranked AS (
  SELECT "id", base, suffix,
    row_number() OVER (PARTITION BY base ORDER BY "created_at", "id") AS rn
  FROM named
), numbered AS (
  SELECT "id", base, suffix, rn,
    row_number() OVER (PARTITION BY base, suffix, rn = 1 ORDER BY rn) AS rn2
  FROM ranked
)
UPDATE "universities" u SET "slug" = pg_temp.unique_place_slug(n.base, n.suffix, n.rn, n.rn2)
FROM numbered n WHERE n."id" = u."id";--> statement-breakpoint
INSERT INTO "place_slugs" ("kind", "slug", "place_id")
SELECT 'city'::place_kind, "slug", "id" FROM "cities"
UNION ALL
SELECT 'university'::place_kind, "slug", "id" FROM "universities";--> statement-breakpoint
DROP FUNCTION pg_temp.unique_place_slug(text, text, bigint, bigint);--> statement-breakpoint
DROP FUNCTION pg_temp.place_slug(text);--> statement-breakpoint
ALTER TABLE "cities" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "universities" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "place_slugs_kind_slug_unique" ON "place_slugs" USING btree ("kind","slug");--> statement-breakpoint
CREATE INDEX "place_slugs_place_id_idx" ON "place_slugs" USING btree ("place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_slug_unique" ON "cities" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_slug_unique" ON "universities" USING btree ("slug");
