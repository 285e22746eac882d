-- Issue 46 (decision 043): ready-made cards. Each browse row keeps the hostel's public card as
-- the JSON text GET /api/enhanced-hostels answers for it (toHostelSummary in
-- modules/hostels/hostel-summary.logic.ts; HostelSummarySchema's keys in its order, `distance_km`
-- null: a list from an origin writes its distance into the text), so a list page is its cards
-- joined in SQL and the API sends the text without building, checking or serialising objects.
-- Kept by the row trigger below on every write of a browse row (the read model's triggers and
-- the ratings, whose counts the hostel row carries), by the "Replies fast" badges' triggers
-- (their writers and the hourly refresh) and when a photo's middle size is recorded.
ALTER TABLE "hostel_browse" ADD COLUMN "card" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE TABLE "photo_medium_sizes" (
	"image_url" text PRIMARY KEY NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hostel_browse_image_full_url_idx" ON "hostel_browse" USING btree ("image_full_url");--> statement-breakpoint
-- The card of one browse row. Strings are escaped as JSON.stringify escapes them (row_to_json:
-- quote, backslash, \b \f \n \r \t, other control characters as \u00xx), numbers are written
-- by float8out (the shortest text that reads back, as JavaScript writes them), and
-- `created_at` is cut to milliseconds, as the API's Date was. The rules copied here, change
-- both together (the comparison test hostels.cards.routes.test.ts fails otherwise):
--  * formatted_address: null when empty or coordinates typed as an address (isCoordinatesText
--    of packages/shared, `\s` spelt out as JavaScript's whitespace);
--  * a place only with its id and a non-empty name; a city's province '' when unknown;
--  * image_srcset (photoSrcset of lib/storage/image-variants.ts): the thumbnail (400w) when it
--    is not the full image, the middle size (800w) when recorded in photo_medium_sizes, the
--    full image (1600w); null with fewer than two or a URL holding whitespace;
--  * rating_average: one decimal over the visible reviews, null without any;
--  * badges in HOSTEL_BADGES order: photos_checked, replies_fast (owner_reply_badges), reviewed.
CREATE FUNCTION "public"."hostel_browse_card"(b "public"."hostel_browse") RETURNS text
  LANGUAGE sql STABLE AS $$
  SELECT row_to_json(c)::text FROM (SELECT
    b."hostel_id" AS "id", b."name" AS "name", b."description" AS "description",
    b."address" AS "address",
    CASE WHEN coalesce(b."formatted_address", '') <> ''
      AND b."formatted_address" !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[-+]?[0-9]{1,3}(\.[0-9]+)?[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[,;\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff][\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*[-+]?[0-9]{1,3}(\.[0-9]+)?[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]*$'
      THEN b."formatted_address" END AS "formatted_address",
    b."price_range" AS "price_range", b."gender_category" AS "gender_category",
    b."location_type" AS "location_type", b."status" AS "status",
    b."latitude" AS "latitude", b."longitude" AS "longitude",
    CASE WHEN b."city_id" IS NOT NULL AND coalesce(b."city_name", '') <> '' THEN (
      SELECT row_to_json(p) FROM (SELECT b."city_id" AS "id", b."city_name" AS "name",
        b."city_name_ur" AS "name_ur", coalesce(b."city_province", '') AS "province") p)
      END AS "cities",
    CASE WHEN b."town_id" IS NOT NULL AND coalesce(b."town_name", '') <> '' THEN (
      SELECT row_to_json(p) FROM (SELECT b."town_id" AS "id", b."town_name" AS "name",
        b."town_name_ur" AS "name_ur") p)
      END AS "towns",
    CASE WHEN b."university_id" IS NOT NULL AND coalesce(b."university_name", '') <> '' THEN (
      SELECT row_to_json(p) FROM (SELECT b."university_id" AS "id", b."university_name" AS "name",
        b."university_name_ur" AS "name_ur") p)
      END AS "universities",
    b."facilities" AS "facilities", b."room_types" AS "room_types",
    b."mess_available" AS "mess_available",
    NULL::float8 AS "distance_km",
    b."image_url" AS "image_url",
    CASE WHEN coalesce(b."image_full_url", '') <> '' THEN (
      SELECT CASE WHEN cardinality(s.sizes) < 2 OR EXISTS (SELECT 1 FROM unnest(s.sizes) size
          WHERE size ~ '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff].*[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]')
        THEN NULL ELSE array_to_string(s.sizes, ', ') END
      FROM (SELECT array_remove(ARRAY[
        CASE WHEN coalesce(b."image_url", '') <> '' AND b."image_url" <> b."image_full_url"
          THEN b."image_url" || ' 400w' END,
        CASE WHEN b."image_full_url" LIKE '%.webp' AND b."image_full_url" !~ '-(thumb|medium)\.webp$'
          AND EXISTS (SELECT 1 FROM "public"."photo_medium_sizes" m
            WHERE m."image_url" = b."image_full_url")
          THEN left(b."image_full_url", -5) || '-medium.webp 800w' END,
        b."image_full_url" || ' 1600w']::text[], NULL) AS sizes) s)
      END AS "image_srcset",
    b."image_count" AS "image_count",
    CASE WHEN b."rating_count" > 0
      THEN round(b."rating_sum"::numeric / b."rating_count", 1)::float8 END AS "rating_average",
    b."rating_count" AS "rating_count",
    array_remove(ARRAY[
      CASE WHEN b."photos_checked" THEN 'photos_checked' END,
      CASE WHEN coalesce((SELECT r."replies_fast" FROM "public"."owner_reply_badges" r
        WHERE r."owner_id" = b."owner_id"), false) THEN 'replies_fast' END,
      CASE WHEN b."rating_count" > 0 THEN 'reviewed' END]::text[], NULL) AS "badges",
    to_char(b."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "created_at"
  ) c
$$;
--> statement-breakpoint
-- Every insert or update of a browse row writes its card (hostel_browse_refresh writes a row
-- only when one of its columns changed, so an unchanged hostel keeps its card unwritten).
CREATE FUNCTION "public"."hostel_browse_set_card"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."card" := "public"."hostel_browse_card"(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hostel_browse_set_card" BEFORE INSERT OR UPDATE ON "public"."hostel_browse"
  FOR EACH ROW EXECUTE FUNCTION "public"."hostel_browse_set_card"();
--> statement-breakpoint
-- Rewrites the cards of these owners' hostels whose text is no longer what their rows and
-- badges make (the update's row trigger writes the card).
CREATE FUNCTION "public"."hostel_browse_cards_of_owners"(owner_ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF owner_ids IS NULL OR cardinality(owner_ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE "public"."hostel_browse" b SET "card" = b."card"
    WHERE b."owner_id" = ANY(owner_ids) AND b."card" IS DISTINCT FROM "public"."hostel_browse_card"(b);
END $$;
--> statement-breakpoint
-- After a statement on owner_reply_badges (its triggers on chats and messages, the hourly
-- refresh): the owners whose "Replies fast" changed (a new row without the badge changes
-- nothing: no row read as no badge).
CREATE FUNCTION "public"."hostel_browse_cards_after_badges"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public"."hostel_browse_cards_of_owners"(array(
      SELECT n."owner_id" FROM new_rows n WHERE n."replies_fast"));
  ELSE
    PERFORM "public"."hostel_browse_cards_of_owners"(array(
      SELECT n."owner_id" FROM new_rows n JOIN old_rows o ON o."owner_id" = n."owner_id"
      WHERE n."replies_fast" IS DISTINCT FROM o."replies_fast"));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hostel_browse_cards_badges_insert" AFTER INSERT ON "public"."owner_reply_badges"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_cards_after_badges"();
--> statement-breakpoint
CREATE TRIGGER "hostel_browse_cards_badges_update" AFTER UPDATE ON "public"."owner_reply_badges"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_cards_after_badges"();
--> statement-breakpoint
-- After middle sizes are recorded: the cards showing those photos name them.
CREATE FUNCTION "public"."hostel_browse_cards_after_medium"() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "public"."hostel_browse" b SET "card" = b."card"
    WHERE b."image_full_url" IN (SELECT n."image_url" FROM new_rows n)
      AND b."card" IS DISTINCT FROM "public"."hostel_browse_card"(b);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hostel_browse_cards_medium_insert" AFTER INSERT ON "public"."photo_medium_sizes"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_cards_after_medium"();
--> statement-breakpoint
-- Every row's card, once (the update's row trigger writes it).
UPDATE "public"."hostel_browse" SET "card" = '';
