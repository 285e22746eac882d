-- Issue 29: saved searches with alerts, and alerts on favourites (docs/decisions/032). A user's
-- saved searches (at most 20, counted by the service), one alert row per saved search and hostel
-- (unique), the queue of hostels that became visible and wait to be matched (written in the
-- approval's transaction), what the favourite alerts last saw of each favourited hostel, the
-- favourite alerts' off switch, and extra headers on outbox emails (RFC 8058 List-Unsubscribe).
CREATE TABLE "alert_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"favorites_paused_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "favorite_alert_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"price_min" integer,
	"available_beds" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_search_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_search_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_search_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"paused_at" timestamp with time zone,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily'))
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_alert_states" ADD CONSTRAINT "favorite_alert_states_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_alerts" ADD CONSTRAINT "saved_search_alerts_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_checks" ADD CONSTRAINT "saved_search_checks_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_settings_user_id_unique" ON "alert_settings" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorite_alert_states_hostel_id_unique" ON "favorite_alert_states" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_search_alerts_search_hostel_unique" ON "saved_search_alerts" USING btree ("saved_search_id","hostel_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_hostel_id_idx" ON "saved_search_alerts" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "saved_search_alerts_waiting_idx" ON "saved_search_alerts" USING btree ("created_at") WHERE "saved_search_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "saved_search_checks_hostel_id_idx" ON "saved_search_checks" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "saved_search_checks_created_at_idx" ON "saved_search_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "saved_searches_user_id_idx" ON "saved_searches" USING btree ("user_id","created_at");