-- Issue 22 item 17 (docs/decisions/015): owners add missing areas as pending; an administrator
-- confirms, renames or merges them. Every existing town is reference data: confirmed. Names stay
-- unique among a city's confirmed towns and among one owner's pending ones.
CREATE TYPE "public"."town_status" AS ENUM('confirmed', 'pending');--> statement-breakpoint
DROP INDEX "towns_city_id_name_unique";--> statement-breakpoint
ALTER TABLE "towns" ADD COLUMN "status" "town_status" DEFAULT 'confirmed' NOT NULL;--> statement-breakpoint
ALTER TABLE "towns" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "towns_pending_city_id_created_by_name_unique" ON "towns" USING btree ("city_id","created_by","name") WHERE "towns"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "towns_created_by_idx" ON "towns" USING btree ("created_by");--> statement-breakpoint
CREATE UNIQUE INDEX "towns_city_id_name_unique" ON "towns" USING btree ("city_id","name") WHERE "towns"."status" = 'confirmed';