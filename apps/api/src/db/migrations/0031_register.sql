CREATE TABLE "beds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"marked_taken" boolean DEFAULT false NOT NULL,
	CONSTRAINT "beds_label_length" CHECK (char_length("beds"."label") BETWEEN 1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "hostel_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"invited_by" uuid,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "hostel_staff_role_known" CHECK ("hostel_staff"."role" IN ('manager', 'warden'))
);
--> statement-breakpoint
CREATE TABLE "resident_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resident_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"actor_id" uuid,
	"event" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "resident_events_known" CHECK ("resident_events"."event" IN ('added', 'updated', 'moved', 'notice_given', 'notice_withdrawn', 'bed_freed', 'moved_out', 'cnic_revealed', 'erased'))
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"room_id" uuid,
	"bed_id" uuid,
	"user_id" uuid,
	"reservation_id" uuid,
	"full_name" text,
	"phone" text,
	"email" text,
	"cnic_ciphertext" text,
	"cnic_hash" text,
	"cnic_masked" text,
	"home_address" text,
	"guardian_name" text,
	"guardian_phone" text,
	"guardian_relation" text,
	"university_id" uuid,
	"institution_name" text,
	"move_in_date" date NOT NULL,
	"leaving_date" date,
	"moved_out_on" date,
	"monthly_rent" integer NOT NULL,
	"security_deposit" integer DEFAULT 0 NOT NULL,
	"takes_mess" boolean DEFAULT false NOT NULL,
	"mess_charge" integer DEFAULT 0 NOT NULL,
	"preferred_language" text DEFAULT 'en' NOT NULL,
	"deposit_returned" integer,
	"deductions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"erased_at" timestamp with time zone,
	"created_by" uuid,
	CONSTRAINT "residents_amounts_nonnegative" CHECK ("residents"."monthly_rent" >= 0 AND "residents"."security_deposit" >= 0 AND "residents"."mess_charge" >= 0),
	CONSTRAINT "residents_language_known" CHECK ("residents"."preferred_language" IN ('en', 'ur')),
	CONSTRAINT "residents_moved_out_no_bed" CHECK ("residents"."moved_out_on" IS NULL OR "residents"."bed_id" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT "reservations_status_known";--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beds" ADD CONSTRAINT "beds_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_staff" ADD CONSTRAINT "hostel_staff_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_staff" ADD CONSTRAINT "hostel_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_staff" ADD CONSTRAINT "hostel_staff_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_bed_id_beds_id_fk" FOREIGN KEY ("bed_id") REFERENCES "public"."beds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beds_hostel_id_idx" ON "beds" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "beds_room_label_unique" ON "beds" USING btree ("room_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "beds_room_position_unique" ON "beds" USING btree ("room_id","position");--> statement-breakpoint
CREATE INDEX "hostel_staff_user_id_idx" ON "hostel_staff" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_staff_member_unique" ON "hostel_staff" USING btree ("hostel_id","user_id") WHERE "hostel_staff"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_staff_invitation_unique" ON "hostel_staff" USING btree ("hostel_id",lower("email")) WHERE "hostel_staff"."user_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_staff_token_unique" ON "hostel_staff" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "resident_events_resident_idx" ON "resident_events" USING btree ("resident_id","created_at");--> statement-breakpoint
CREATE INDEX "residents_hostel_id_idx" ON "residents" USING btree ("hostel_id","moved_out_on");--> statement-breakpoint
CREATE INDEX "residents_room_id_idx" ON "residents" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "residents_user_id_idx" ON "residents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residents_one_per_bed" ON "residents" USING btree ("bed_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residents_reservation_unique" ON "residents" USING btree ("reservation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "residents_cnic_per_hostel" ON "residents" USING btree ("hostel_id","cnic_hash") WHERE "residents"."moved_out_on" IS NULL;--> statement-breakpoint
CREATE INDEX "residents_leaving_date_idx" ON "residents" USING btree ("leaving_date") WHERE "residents"."bed_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "residents_erase_idx" ON "residents" USING btree ("moved_out_on") WHERE "residents"."erased_at" IS NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_status_known" CHECK ("reservations"."status" IN ('requested', 'accepted', 'declined', 'cancelled', 'expired', 'moved_in'));--> statement-breakpoint
-- Issue 44 item 3 (decision 038): every room gets its beds, labelled A, B, C... up to its
-- max_occupancy. current_occupancy becomes derived (residents in a bed + accepted reservations
-- not yet moved in + beds marked taken); accepting a reservation already added to it, so each
-- room's beds marked taken are its current occupancy less its open accepted reservations (the
-- lowest labels), and nothing is counted twice.
INSERT INTO "beds" ("room_id", "hostel_id", "label", "position", "marked_taken")
SELECT r."id", r."hostel_id", chr(65 + s.position), s.position,
  s.position < greatest(r."current_occupancy" - coalesce((
    SELECT count(*) FROM "reservations" v
    WHERE v."room_id" = r."id" AND v."status" = 'accepted' AND v."ended_at" IS NULL
  ), 0), 0)
FROM "rooms" r
CROSS JOIN LATERAL generate_series(0, r."max_occupancy" - 1) AS s(position);
--> statement-breakpoint
-- A room's beds follow its max_occupancy (issue 44 item 1): a new room gets beds A, B, C...
-- (its current_occupancy at creation, as the specification's room record and older clients
-- send it, marks that many beds taken); a raised max_occupancy adds beds after the last; a
-- lowered one removes the last beds that hold no one (the service refuses with 409 first when
-- more beds than that are in use). Labels an owner renamed are kept; a new default label that
-- an owner already used gets its position number.
CREATE OR REPLACE FUNCTION rooms_keep_beds() RETURNS trigger AS $$
DECLARE
  next_position integer;
  new_label text;
  surplus integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO beds (room_id, hostel_id, label, position, marked_taken)
    SELECT NEW.id, NEW.hostel_id, chr(65 + s.position), s.position, s.position < NEW.current_occupancy
    FROM generate_series(0, NEW.max_occupancy - 1) AS s(position);
    RETURN NULL;
  END IF;
  surplus := (SELECT count(*) FROM beds WHERE room_id = NEW.id) - NEW.max_occupancy;
  WHILE surplus < 0 LOOP
    next_position := coalesce((SELECT max(position) + 1 FROM beds WHERE room_id = NEW.id), 0);
    new_label := chr(65 + next_position % 26);
    IF EXISTS (SELECT 1 FROM beds WHERE room_id = NEW.id AND label = new_label) THEN
      new_label := new_label || (next_position + 1)::text;
    END IF;
    INSERT INTO beds (room_id, hostel_id, label, position) VALUES (NEW.id, NEW.hostel_id, new_label, next_position);
    surplus := surplus + 1;
  END LOOP;
  IF surplus > 0 THEN
    DELETE FROM beds WHERE id IN (
      SELECT b.id FROM beds b
      WHERE b.room_id = NEW.id AND NOT b.marked_taken
        AND NOT EXISTS (SELECT 1 FROM residents x WHERE x.bed_id = b.id)
      ORDER BY b.position DESC LIMIT surplus
    );
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER rooms_keep_beds_insert AFTER INSERT ON rooms
  FOR EACH ROW EXECUTE FUNCTION rooms_keep_beds();
--> statement-breakpoint
CREATE TRIGGER rooms_keep_beds_update AFTER UPDATE OF max_occupancy ON rooms
  FOR EACH ROW WHEN (OLD.max_occupancy IS DISTINCT FROM NEW.max_occupancy)
  EXECUTE FUNCTION rooms_keep_beds();
