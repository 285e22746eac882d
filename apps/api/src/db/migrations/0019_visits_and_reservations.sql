-- Issue 27: visits and reservations (docs/decisions/028). A hostel's visiting hours (Pakistan
-- time) and deposit text, a room's accepts_reservations flag, and the two request tables. One
-- waiting visit per student and hostel, one waiting reservation per student and room (partial
-- unique indexes). Accepting a reservation takes a bed under the rooms CHECK
-- current_occupancy <= max_occupancy, in the same transaction.
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"move_in" date NOT NULL,
	"months" integer NOT NULL,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"cancelled_by" text,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" IN ('requested', 'accepted', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "reservations_months_range" CHECK ("reservations"."months" BETWEEN 1 AND 12),
	CONSTRAINT "reservations_message_length" CHECK (char_length("reservations"."message") <= 1000),
	CONSTRAINT "reservations_reason_length" CHECK (char_length("reservations"."reason") <= 500),
	CONSTRAINT "reservations_ended_only_accepted" CHECK ("reservations"."ended_at" IS NULL OR "reservations"."status" = 'accepted')
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"student_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"proposed_starts_at" timestamp with time zone,
	"message" text,
	"status" text DEFAULT 'requested' NOT NULL,
	"reason" text,
	"cancelled_by" text,
	"expires_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "visits_status_known" CHECK ("visits"."status" IN ('requested', 'proposed', 'accepted', 'declined', 'cancelled', 'expired')),
	CONSTRAINT "visits_proposed_time_when_proposed" CHECK (("visits"."status" = 'proposed') = ("visits"."proposed_starts_at" IS NOT NULL)),
	CONSTRAINT "visits_message_length" CHECK (char_length("visits"."message") <= 1000),
	CONSTRAINT "visits_reason_length" CHECK (char_length("visits"."reason") <= 500)
);
--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "visiting_hours" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "hostels" ADD COLUMN "deposit_text" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "accepts_reservations" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_student_id_idx" ON "reservations" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_owner_id_idx" ON "reservations" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "reservations_room_id_idx" ON "reservations" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "reservations_hostel_id_idx" ON "reservations" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "reservations_status_expires_at_idx" ON "reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_one_waiting_per_student_room" ON "reservations" USING btree ("student_id","room_id") WHERE "reservations"."status" = 'requested';--> statement-breakpoint
CREATE INDEX "visits_student_id_idx" ON "visits" USING btree ("student_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_owner_id_idx" ON "visits" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "visits_hostel_id_idx" ON "visits" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "visits_status_expires_at_idx" ON "visits" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_one_waiting_per_student_hostel" ON "visits" USING btree ("student_id","hostel_id") WHERE "visits"."status" IN ('requested', 'proposed');