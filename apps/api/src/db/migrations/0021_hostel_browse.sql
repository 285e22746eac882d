-- Issue 28: the browse read model (docs/decisions/031). One row per hostel with what a card,
-- a filter and an order need; the functions and triggers below keep it in the same transaction
-- as every write to its sources, whichever code makes it, and the last statement fills it.
CREATE TABLE "hostel_browse" (
	"hostel_id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "hostel_browse_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_id" uuid NOT NULL,
	"status" "hostel_status" NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"formatted_address" text,
	"location_type" "location_type" NOT NULL,
	"gender_category" "gender" NOT NULL,
	"price_range" text,
	"price_min" integer,
	"price_max" integer,
	"latitude" double precision,
	"longitude" double precision,
	"location" "point",
	"created_at" timestamp with time zone NOT NULL,
	"city_id" uuid,
	"city_name" text,
	"city_name_ur" text,
	"city_province" text,
	"town_id" uuid,
	"town_name" text,
	"town_name_ur" text,
	"university_id" uuid,
	"university_name" text,
	"university_name_ur" text,
	"university_aliases" text[] DEFAULT '{}' NOT NULL,
	"facility_ids" uuid[] DEFAULT '{}' NOT NULL,
	"facilities" text[] DEFAULT '{}' NOT NULL,
	"room_types" text[] DEFAULT '{}' NOT NULL,
	"mess_available" boolean DEFAULT false NOT NULL,
	"available_beds" integer DEFAULT 0 NOT NULL,
	"image_url" text,
	"image_full_url" text,
	"image_count" integer DEFAULT 0 NOT NULL,
	"photos_checked" boolean DEFAULT false NOT NULL,
	"rating_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hostel_browse" ADD CONSTRAINT "hostel_browse_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hostel_browse_status_created_idx" ON "hostel_browse" USING btree ("status","created_at" DESC NULLS LAST,"hostel_id");--> statement-breakpoint
CREATE INDEX "hostel_browse_city_created_idx" ON "hostel_browse" USING btree ("status","city_id","created_at" DESC NULLS LAST,"hostel_id");--> statement-breakpoint
CREATE INDEX "hostel_browse_town_created_idx" ON "hostel_browse" USING btree ("status","town_id","created_at" DESC NULLS LAST,"hostel_id");--> statement-breakpoint
CREATE INDEX "hostel_browse_university_created_idx" ON "hostel_browse" USING btree ("status","university_id","created_at" DESC NULLS LAST,"hostel_id");--> statement-breakpoint
CREATE INDEX "hostel_browse_owner_idx" ON "hostel_browse" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "hostel_browse_price_min_idx" ON "hostel_browse" USING btree ("status","price_min");--> statement-breakpoint
CREATE INDEX "hostel_browse_price_max_idx" ON "hostel_browse" USING btree ("status","price_max" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hostel_browse_facility_ids_idx" ON "hostel_browse" USING gin ("facility_ids");--> statement-breakpoint
CREATE INDEX "hostel_browse_room_types_idx" ON "hostel_browse" USING gin ("room_types");--> statement-breakpoint
CREATE INDEX "hostel_browse_search_trgm_idx" ON "hostel_browse" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hostel_browse_location_idx" ON "hostel_browse" USING gist ("location");--> statement-breakpoint
CREATE INDEX "hostel_browse_map_idx" ON "hostel_browse" USING btree ("status","longitude","latitude","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_browse_seq_unique" ON "hostel_browse" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "cities_name_trgm_idx" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_name_ur_trgm_idx" ON "cities" USING gin ("name_ur" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "towns_name_trgm_idx" ON "towns" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "towns_name_ur_trgm_idx" ON "towns" USING gin ("name_ur" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_name_trgm_idx" ON "universities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "universities_name_ur_trgm_idx" ON "universities" USING gin ("name_ur" gin_trgm_ops);--> statement-breakpoint
-- Rebuilds the rows of these hostels from their sources (and drops those of hostels gone).
-- Concurrent rebuilds of one hostel are serialised by a transaction-scoped advisory lock
-- (class 28, the hostel id's hash) taken before reading: a rebuild that waited reads, in its
-- next statement, everything the transaction before it committed, so two transactions writing
-- different parts of one hostel (a room, a facility) cannot leave a row missing either. More
-- than 64 hostels at once (a place renamed, a bulk load) take the class's key 0 exclusively
-- instead of one lock each; single rebuilds hold it shared.
CREATE FUNCTION "public"."hostel_browse_refresh"(hostel_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF hostel_ids IS NULL OR cardinality(hostel_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(hostel_ids) > 64 THEN
    PERFORM pg_advisory_xact_lock(28, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(28, 0);
    PERFORM pg_advisory_xact_lock(28, k)
      FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest(hostel_ids) id ORDER BY 1) keys;
  END IF;
  DELETE FROM "public"."hostel_browse" b
    WHERE b."hostel_id" = ANY(hostel_ids)
      AND NOT EXISTS (SELECT 1 FROM "public"."hostels" h WHERE h."id" = b."hostel_id");
  INSERT INTO "public"."hostel_browse" ("hostel_id", "owner_id", "status", "name", "description", "address", "formatted_address", "location_type", "gender_category", "price_range", "price_min", "price_max", "latitude", "longitude", "location", "created_at", "city_id", "city_name", "city_name_ur", "city_province", "town_id", "town_name", "town_name_ur", "university_id", "university_name", "university_name_ur", "university_aliases", "facility_ids", "facilities", "room_types", "mess_available", "available_beds", "image_url", "image_full_url", "image_count", "photos_checked", "rating_count", "rating_sum", "search_text")
  SELECT h."id", h."owner_id", h."status", h."name", h."description", h."address",
    h."formatted_address", h."location_type", h."gender_category", h."price_range",
    h."price_min", h."price_max", h."latitude", h."longitude",
    CASE WHEN h."latitude" IS NOT NULL AND h."longitude" IS NOT NULL
      THEN point(h."longitude", h."latitude") END,
    h."created_at", c."id", c."name", c."name_ur", c."province", t."id", t."name", t."name_ur",
    u."id", u."name", u."name_ur", coalesce(u."aliases", '{}'),
    coalesce(f.ids, '{}'), coalesce(f.names, '{}'), coalesce(r.types, '{}'),
    coalesce(m."mess_available", false), coalesce(r.beds, 0),
    img.url, img.full_url, hp.n,
    (hp.n + rp.n > 0 AND coalesce(hp.all_checked, true) AND coalesce(rp.all_checked, true)),
    h."rating_count", h."rating_sum",
    lower(concat_ws(E'\n', h."name", h."address", c."name", c."name_ur", t."name", t."name_ur",
      u."name", u."name_ur", array_to_string(u."aliases", E'\n')))
  FROM "public"."hostels" h
  LEFT JOIN "public"."cities" c ON c."id" = h."city_id"
  LEFT JOIN "public"."towns" t ON t."id" = h."town_id"
  LEFT JOIN "public"."universities" u ON u."id" = h."university_id"
  LEFT JOIN "public"."hostel_mess_info" m ON m."hostel_id" = h."id"
  LEFT JOIN LATERAL (
    SELECT array_agg(fa."id" ORDER BY fa."name") AS ids, array_agg(fa."name" ORDER BY fa."name") AS names
    FROM "public"."hostel_facilities" hf JOIN "public"."facilities" fa ON fa."id" = hf."facility_id"
    WHERE hf."hostel_id" = h."id") f ON true
  LEFT JOIN LATERAL (
    SELECT array_agg(DISTINCT ro."room_type" ORDER BY ro."room_type") AS types,
      sum(CASE WHEN ro."is_available" THEN ro."max_occupancy" - ro."current_occupancy" ELSE 0 END)::int AS beds
    FROM "public"."rooms" ro WHERE ro."hostel_id" = h."id") r ON true
  LEFT JOIN LATERAL (
    SELECT coalesce(i."thumbnail_url", i."image_url") AS url, i."image_url" AS full_url
    FROM "public"."hostel_images" i WHERE i."hostel_id" = h."id"
    ORDER BY i."is_primary" DESC, i."display_order" ASC LIMIT 1) img ON true
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, bool_and(i."checked_at" IS NOT NULL) AS all_checked
    FROM "public"."hostel_images" i WHERE i."hostel_id" = h."id") hp
  CROSS JOIN LATERAL (
    SELECT count(*)::int AS n, bool_and(ri."checked_at" IS NOT NULL) AS all_checked
    FROM "public"."room_images" ri JOIN "public"."rooms" ro ON ro."id" = ri."room_id"
    WHERE ro."hostel_id" = h."id") rp
  WHERE h."id" = ANY(hostel_ids)
  ON CONFLICT ("hostel_id") DO UPDATE SET
      "owner_id" = EXCLUDED."owner_id",
      "status" = EXCLUDED."status",
      "name" = EXCLUDED."name",
      "description" = EXCLUDED."description",
      "address" = EXCLUDED."address",
      "formatted_address" = EXCLUDED."formatted_address",
      "location_type" = EXCLUDED."location_type",
      "gender_category" = EXCLUDED."gender_category",
      "price_range" = EXCLUDED."price_range",
      "price_min" = EXCLUDED."price_min",
      "price_max" = EXCLUDED."price_max",
      "latitude" = EXCLUDED."latitude",
      "longitude" = EXCLUDED."longitude",
      "location" = EXCLUDED."location",
      "created_at" = EXCLUDED."created_at",
      "city_id" = EXCLUDED."city_id",
      "city_name" = EXCLUDED."city_name",
      "city_name_ur" = EXCLUDED."city_name_ur",
      "city_province" = EXCLUDED."city_province",
      "town_id" = EXCLUDED."town_id",
      "town_name" = EXCLUDED."town_name",
      "town_name_ur" = EXCLUDED."town_name_ur",
      "university_id" = EXCLUDED."university_id",
      "university_name" = EXCLUDED."university_name",
      "university_name_ur" = EXCLUDED."university_name_ur",
      "university_aliases" = EXCLUDED."university_aliases",
      "facility_ids" = EXCLUDED."facility_ids",
      "facilities" = EXCLUDED."facilities",
      "room_types" = EXCLUDED."room_types",
      "mess_available" = EXCLUDED."mess_available",
      "available_beds" = EXCLUDED."available_beds",
      "image_url" = EXCLUDED."image_url",
      "image_full_url" = EXCLUDED."image_full_url",
      "image_count" = EXCLUDED."image_count",
      "photos_checked" = EXCLUDED."photos_checked",
      "rating_count" = EXCLUDED."rating_count",
      "rating_sum" = EXCLUDED."rating_sum",
      "search_text" = EXCLUDED."search_text"
    -- A rebuild that changes nothing writes nothing (no dead row, no index churn). `location`
    -- follows latitude and longitude, and points have no equality to compare by.
    WHERE ("hostel_browse"."owner_id", "hostel_browse"."status", "hostel_browse"."name", "hostel_browse"."description", "hostel_browse"."address", "hostel_browse"."formatted_address", "hostel_browse"."location_type", "hostel_browse"."gender_category", "hostel_browse"."price_range", "hostel_browse"."price_min", "hostel_browse"."price_max", "hostel_browse"."latitude", "hostel_browse"."longitude", "hostel_browse"."created_at", "hostel_browse"."city_id", "hostel_browse"."city_name", "hostel_browse"."city_name_ur", "hostel_browse"."city_province", "hostel_browse"."town_id", "hostel_browse"."town_name", "hostel_browse"."town_name_ur", "hostel_browse"."university_id", "hostel_browse"."university_name", "hostel_browse"."university_name_ur", "hostel_browse"."university_aliases", "hostel_browse"."facility_ids", "hostel_browse"."facilities", "hostel_browse"."room_types", "hostel_browse"."mess_available", "hostel_browse"."available_beds", "hostel_browse"."image_url", "hostel_browse"."image_full_url", "hostel_browse"."image_count", "hostel_browse"."photos_checked", "hostel_browse"."rating_count", "hostel_browse"."rating_sum", "hostel_browse"."search_text")
      IS DISTINCT FROM (EXCLUDED."owner_id", EXCLUDED."status", EXCLUDED."name", EXCLUDED."description", EXCLUDED."address", EXCLUDED."formatted_address", EXCLUDED."location_type", EXCLUDED."gender_category", EXCLUDED."price_range", EXCLUDED."price_min", EXCLUDED."price_max", EXCLUDED."latitude", EXCLUDED."longitude", EXCLUDED."created_at", EXCLUDED."city_id", EXCLUDED."city_name", EXCLUDED."city_name_ur", EXCLUDED."city_province", EXCLUDED."town_id", EXCLUDED."town_name", EXCLUDED."town_name_ur", EXCLUDED."university_id", EXCLUDED."university_name", EXCLUDED."university_name_ur", EXCLUDED."university_aliases", EXCLUDED."facility_ids", EXCLUDED."facilities", EXCLUDED."room_types", EXCLUDED."mess_available", EXCLUDED."available_beds", EXCLUDED."image_url", EXCLUDED."image_full_url", EXCLUDED."image_count", EXCLUDED."photos_checked", EXCLUDED."rating_count", EXCLUDED."rating_sum", EXCLUDED."search_text");
END
$$;--> statement-breakpoint
-- After a statement on hostels: rebuild the hostels it wrote (a delete cascades).
CREATE FUNCTION "public"."hostel_browse_after_hostels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "public"."hostel_browse_refresh"(array(SELECT "id" FROM new_rows));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostels_insert" AFTER INSERT ON "hostels"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_hostels"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostels_update" AFTER UPDATE ON "hostels"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_hostels"();--> statement-breakpoint
-- After a statement on a table with a hostel_id column (rooms, facilities, mess, photos):
-- rebuild the hostels of the rows it inserted, changed or deleted.
CREATE FUNCTION "public"."hostel_browse_after_child"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT DISTINCT "hostel_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT DISTINCT "hostel_id" FROM old_rows));
  ELSE
    PERFORM "public"."hostel_browse_refresh"(array(
      SELECT "hostel_id" FROM new_rows UNION SELECT "hostel_id" FROM old_rows));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- After a statement on room_images: rebuild the hostels of the rooms (a room deleted with its
-- photos is rebuilt by the rooms trigger).
CREATE FUNCTION "public"."hostel_browse_after_room_images"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT DISTINCT ro."hostel_id"
      FROM "public"."rooms" ro WHERE ro."id" IN (SELECT "room_id" FROM new_rows)));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT DISTINCT ro."hostel_id"
      FROM "public"."rooms" ro WHERE ro."id" IN (SELECT "room_id" FROM old_rows)));
  ELSE
    PERFORM "public"."hostel_browse_refresh"(array(SELECT DISTINCT ro."hostel_id"
      FROM "public"."rooms" ro WHERE ro."id" IN (
        SELECT "room_id" FROM new_rows UNION SELECT "room_id" FROM old_rows)));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- After a statement renaming places or facilities: rebuild the hostels whose shown names,
-- search text or aliases changed (the reference seed rewrites every row on each start; rows
-- written unchanged rebuild nothing). A place or facility deleted updates or deletes the
-- hostels' own rows, whose triggers rebuild them.
CREATE FUNCTION "public"."hostel_browse_after_names"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'cities' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT h."id" FROM "public"."hostels" h
      JOIN new_rows n ON n."id" = h."city_id" JOIN old_rows o ON o."id" = n."id"
      WHERE (n."name", n."name_ur", n."province") IS DISTINCT FROM (o."name", o."name_ur", o."province")));
  ELSIF TG_TABLE_NAME = 'towns' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT h."id" FROM "public"."hostels" h
      JOIN new_rows n ON n."id" = h."town_id" JOIN old_rows o ON o."id" = n."id"
      WHERE (n."name", n."name_ur") IS DISTINCT FROM (o."name", o."name_ur")));
  ELSIF TG_TABLE_NAME = 'universities' THEN
    PERFORM "public"."hostel_browse_refresh"(array(SELECT h."id" FROM "public"."hostels" h
      JOIN new_rows n ON n."id" = h."university_id" JOIN old_rows o ON o."id" = n."id"
      WHERE (n."name", n."name_ur", n."aliases") IS DISTINCT FROM (o."name", o."name_ur", o."aliases")));
  ELSE
    PERFORM "public"."hostel_browse_refresh"(array(SELECT DISTINCT hf."hostel_id"
      FROM "public"."hostel_facilities" hf JOIN new_rows n ON n."id" = hf."facility_id"
      JOIN old_rows o ON o."id" = n."id" WHERE n."name" IS DISTINCT FROM o."name"));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "hostel_browse_rooms_insert" AFTER INSERT ON "rooms"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_rooms_update" AFTER UPDATE ON "rooms"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_rooms_delete" AFTER DELETE ON "rooms"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_facilities_insert" AFTER INSERT ON "hostel_facilities"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_facilities_update" AFTER UPDATE ON "hostel_facilities"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_facilities_delete" AFTER DELETE ON "hostel_facilities"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_mess_info_insert" AFTER INSERT ON "hostel_mess_info"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_mess_info_update" AFTER UPDATE ON "hostel_mess_info"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_mess_info_delete" AFTER DELETE ON "hostel_mess_info"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_images_insert" AFTER INSERT ON "hostel_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_images_update" AFTER UPDATE ON "hostel_images"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_hostel_images_delete" AFTER DELETE ON "hostel_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_child"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_room_images_insert" AFTER INSERT ON "room_images"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_room_images"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_room_images_update" AFTER UPDATE ON "room_images"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_room_images"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_room_images_delete" AFTER DELETE ON "room_images"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "public"."hostel_browse_after_room_images"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_cities_update" AFTER UPDATE ON "cities"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_names"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_towns_update" AFTER UPDATE ON "towns"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_names"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_universities_update" AFTER UPDATE ON "universities"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_names"();--> statement-breakpoint
CREATE TRIGGER "hostel_browse_facilities_update" AFTER UPDATE ON "facilities"
  REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."hostel_browse_after_names"();--> statement-breakpoint
SELECT "public"."hostel_browse_refresh"(array(SELECT "id" FROM "public"."hostels"));
