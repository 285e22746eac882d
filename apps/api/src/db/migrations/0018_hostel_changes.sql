-- Issue 26: edits after approval are reviewed (docs/decisions/027). hostel_changes holds the
-- reviewed fields an owner changed on an approved hostel (proposed, in the form's own names)
-- and the approved photos they removed; pending_photos the photos they added. The hostel row
-- keeps the approved version students see until an administrator approves. At most one
-- pending change per hostel (partial unique index); decided ones stay as history.
-- checked_at on both photo tables says when an administrator saw a photo ("Photos checked").
CREATE TABLE "hostel_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposed" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"before" jsonb,
	"removed_image_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	CONSTRAINT "hostel_changes_status_known" CHECK ("hostel_changes"."status" IN ('pending', 'approved', 'rejected', 'withdrawn', 'merged')),
	CONSTRAINT "hostel_changes_decided_together" CHECK (("hostel_changes"."status" = 'pending') = ("hostel_changes"."decided_at" IS NULL)),
	CONSTRAINT "hostel_changes_reason_length" CHECK (char_length("hostel_changes"."reason") BETWEEN 1 AND 500)
);
--> statement-breakpoint
CREATE TABLE "pending_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"room_id" uuid,
	"image_url" text NOT NULL,
	"thumbnail_url" text,
	"storage_key" text,
	"image_title" text,
	"image_description" text
);
--> statement-breakpoint
ALTER TABLE "hostel_images" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_images" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "hostel_changes" ADD CONSTRAINT "hostel_changes_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_changes" ADD CONSTRAINT "hostel_changes_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_photos" ADD CONSTRAINT "pending_photos_change_id_hostel_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."hostel_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_photos" ADD CONSTRAINT "pending_photos_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_photos" ADD CONSTRAINT "pending_photos_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_changes_one_pending_per_hostel" ON "hostel_changes" USING btree ("hostel_id") WHERE "hostel_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "hostel_changes_status_created_at_idx" ON "hostel_changes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hostel_changes_decided_by_idx" ON "hostel_changes" USING btree ("decided_by");--> statement-breakpoint
CREATE INDEX "pending_photos_change_id_idx" ON "pending_photos" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "pending_photos_hostel_id_idx" ON "pending_photos" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "pending_photos_room_id_idx" ON "pending_photos" USING btree ("room_id");--> statement-breakpoint
-- Photos already there were seen by an administrator when their hostel was last approved, if
-- they existed then (the audit log keeps every approval since issue 9). Later ones were not.
UPDATE "hostel_images" AS i SET "checked_at" = a.approved_at
FROM (SELECT "entity_id" AS hostel_id, max("created_at") AS approved_at FROM "audit_log"
      WHERE "action" = 'hostel.approve' GROUP BY "entity_id") AS a
JOIN "hostels" AS h ON h."id" = a.hostel_id AND h."status" = 'approved'
WHERE i."hostel_id" = a.hostel_id AND i."created_at" <= a.approved_at;--> statement-breakpoint
UPDATE "room_images" AS i SET "checked_at" = a.approved_at
FROM (SELECT "entity_id" AS hostel_id, max("created_at") AS approved_at FROM "audit_log"
      WHERE "action" = 'hostel.approve' GROUP BY "entity_id") AS a
JOIN "hostels" AS h ON h."id" = a.hostel_id AND h."status" = 'approved'
JOIN "rooms" AS r ON r."hostel_id" = h."id"
WHERE i."room_id" = r."id" AND i."created_at" <= a.approved_at;
