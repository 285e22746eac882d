-- Issue 26: reports and moderation. A signed-in user reports a hostel, a review, a chat message
-- or a user (target_type and target_id, without a foreign key: a report outlives what it
-- reported) with a reason valid for that type and details (10 to 1,000 characters for 'other').
-- One OPEN report per reporter and target: the partial unique index also settles two sent at
-- once (insert ... on conflict do nothing). An administrator resolves it once: status dismissed
-- or actioned, with the action, who, when and an optional note, all set together.
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reporter_id" uuid NOT NULL,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolution_action" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"resolution_note" text,
	CONSTRAINT "reports_target_type_known" CHECK ("reports"."target_type" IN ('hostel', 'review', 'message', 'user')),
	CONSTRAINT "reports_reason_fits_target" CHECK (("reports"."target_type" = 'hostel' AND "reports"."reason" IN ('fake_photos', 'wrong_price', 'does_not_exist', 'unsafe', 'other')) OR ("reports"."target_type" = 'review' AND "reports"."reason" IN ('offensive', 'spam', 'false_information', 'other')) OR ("reports"."target_type" = 'message' AND "reports"."reason" IN ('offensive', 'harassment', 'spam', 'scam', 'other')) OR ("reports"."target_type" = 'user' AND "reports"."reason" IN ('offensive', 'harassment', 'spam', 'scam', 'fake_account', 'other'))),
	CONSTRAINT "reports_details_length" CHECK (char_length("reports"."details") BETWEEN 1 AND 1000),
	CONSTRAINT "reports_other_reason_has_details" CHECK ("reports"."reason" <> 'other' OR char_length("reports"."details") >= 10),
	CONSTRAINT "reports_status_known" CHECK ("reports"."status" IN ('open', 'dismissed', 'actioned')),
	CONSTRAINT "reports_resolution_action_known" CHECK ("reports"."resolution_action" IN ('dismiss', 'hide_review', 'return_hostel_to_review', 'suspend_user')),
	CONSTRAINT "reports_resolution_matches_status" CHECK (CASE "reports"."status"
        WHEN 'open' THEN "reports"."resolution_action" IS NULL AND "reports"."resolved_at" IS NULL
          AND "reports"."resolved_by" IS NULL AND "reports"."resolution_note" IS NULL
        WHEN 'dismissed' THEN "reports"."resolution_action" IS NOT DISTINCT FROM 'dismiss'
          AND "reports"."resolved_at" IS NOT NULL
        ELSE "reports"."resolution_action" IS DISTINCT FROM 'dismiss'
          AND "reports"."resolution_action" IS NOT NULL AND "reports"."resolved_at" IS NOT NULL
      END),
	CONSTRAINT "reports_resolution_note_length" CHECK (char_length("reports"."resolution_note") BETWEEN 1 AND 500)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_target" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_reporter_id_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE INDEX "reports_resolved_by_idx" ON "reports" USING btree ("resolved_by");--> statement-breakpoint
CREATE INDEX "reports_status_created_at_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");