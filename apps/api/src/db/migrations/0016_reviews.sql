-- Issue 26: reviews and ratings. One review per student and hostel (the unique index also
-- settles two sent at once), 1 to 5 stars overall and per category, 20 to 2,000 characters of
-- text, why the student may review ('contacted' now, 'stayed' with the reservations issue), the
-- owner's one reply, helpful marks once per reader, and hidden_at for moderation.
CREATE TABLE "review_helpful_votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"cleanliness_rating" smallint,
	"food_rating" smallint,
	"safety_rating" smallint,
	"value_rating" smallint,
	"location_rating" smallint,
	"comment" text NOT NULL,
	"verification" text NOT NULL,
	"owner_reply" text,
	"reply_updated_at" timestamp with time zone,
	"helpful_count" integer DEFAULT 0 NOT NULL,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "reviews_rating_stars" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_cleanliness_rating_stars" CHECK ("reviews"."cleanliness_rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_food_rating_stars" CHECK ("reviews"."food_rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_safety_rating_stars" CHECK ("reviews"."safety_rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_value_rating_stars" CHECK ("reviews"."value_rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_location_rating_stars" CHECK ("reviews"."location_rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_comment_length" CHECK (char_length("reviews"."comment") BETWEEN 20 AND 2000),
	CONSTRAINT "reviews_verification_known" CHECK ("reviews"."verification" IN ('contacted', 'stayed')),
	CONSTRAINT "reviews_owner_reply_length" CHECK (char_length("reviews"."owner_reply") BETWEEN 1 AND 2000),
	CONSTRAINT "reviews_helpful_count_nonnegative" CHECK ("reviews"."helpful_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "rating_sum" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_helpful_votes" ADD CONSTRAINT "review_helpful_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_helpful_votes_review_id_user_id_unique" ON "review_helpful_votes" USING btree ("review_id","user_id");--> statement-breakpoint
CREATE INDEX "review_helpful_votes_user_id_idx" ON "review_helpful_votes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_hostel_id_student_id_unique" ON "reviews" USING btree ("hostel_id","student_id");--> statement-breakpoint
CREATE INDEX "reviews_hostel_id_created_at_idx" ON "reviews" USING btree ("hostel_id","created_at") WHERE "reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "reviews_student_id_idx" ON "reviews" USING btree ("student_id");--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_rating_sum_in_stars" CHECK ("hostels"."rating_sum" BETWEEN "hostels"."rating_count" AND 5 * "hostels"."rating_count");--> statement-breakpoint
-- hostels.rating_count and rating_sum follow the visible reviews (hidden_at null) in the same
-- transaction as every write to reviews, whichever code makes it (moderation setting hidden_at
-- included), so a hostel list sorts and filters by rating on the hostels row alone instead of
-- aggregating reviews for every match. Each write adds or takes away its own review: two
-- reviews of one hostel committed at once each change the row under its lock and neither is
-- lost, which a recount from a snapshot could not promise. A change of anything else (a reply,
-- a helpful mark) fires nothing. Triggers are restored after the data (pg_dump post-data).
CREATE FUNCTION "public"."reviews_keep_hostel_rating"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    IF OLD."hidden_at" IS NULL THEN
      UPDATE "public"."hostels"
        SET "rating_count" = "rating_count" - 1, "rating_sum" = "rating_sum" - OLD."rating"
        WHERE "id" = OLD."hostel_id";
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    IF NEW."hidden_at" IS NULL THEN
      UPDATE "public"."hostels"
        SET "rating_count" = "rating_count" + 1, "rating_sum" = "rating_sum" + NEW."rating"
        WHERE "id" = NEW."hostel_id";
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "reviews_hostel_rating_insert_delete" AFTER INSERT OR DELETE ON "reviews"
  FOR EACH ROW EXECUTE FUNCTION "public"."reviews_keep_hostel_rating"();--> statement-breakpoint
CREATE TRIGGER "reviews_hostel_rating_update" AFTER UPDATE OF "rating", "hidden_at", "hostel_id" ON "reviews"
  FOR EACH ROW WHEN (
    OLD."rating" IS DISTINCT FROM NEW."rating"
    OR (OLD."hidden_at" IS NULL) IS DISTINCT FROM (NEW."hidden_at" IS NULL)
    OR OLD."hostel_id" IS DISTINCT FROM NEW."hostel_id"
  ) EXECUTE FUNCTION "public"."reviews_keep_hostel_rating"();