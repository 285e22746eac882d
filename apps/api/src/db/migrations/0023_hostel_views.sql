-- Issue 30: owner insights (docs/decisions/033). Detail views per hostel and Pakistan day
-- (hostel_view_days), today's visitors as daily-salted hashes to count each once a day and a
-- repeat view once per 30 minutes (hostel_day_visitors), and the day's salt shared by every API
-- process (visitor_salts); past days' salts and hashes are deleted, only the counts remain.
CREATE TABLE "hostel_day_visitors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL,
	"last_counted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostel_view_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"day" date NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"unique_visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hostel_view_days_counts_valid" CHECK ("hostel_view_days"."unique_visitors" >= 0 AND "hostel_view_days"."views" >= "hostel_view_days"."unique_visitors")
);
--> statement-breakpoint
CREATE TABLE "visitor_salts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"day" date NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hostel_day_visitors" ADD CONSTRAINT "hostel_day_visitors_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_view_days" ADD CONSTRAINT "hostel_view_days_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_day_visitors_hostel_day_visitor_unique" ON "hostel_day_visitors" USING btree ("hostel_id","day","visitor_hash");--> statement-breakpoint
CREATE INDEX "hostel_day_visitors_day_idx" ON "hostel_day_visitors" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_view_days_hostel_id_day_unique" ON "hostel_view_days" USING btree ("hostel_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_salts_day_unique" ON "visitor_salts" USING btree ("day");