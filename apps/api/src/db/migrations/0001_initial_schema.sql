CREATE TYPE "public"."bed_type" AS ENUM('single', 'double', 'queen', 'king', 'bunk');--> statement-breakpoint
CREATE TYPE "public"."contact_category" AS ENUM('General Query', 'Bug Report', 'Report User');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('new', 'in_progress', 'resolved', 'closed');--> statement-breakpoint
CREATE TYPE "public"."email_token_purpose" AS ENUM('verify_email', 'reset_password');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('male', 'female');--> statement-breakpoint
CREATE TYPE "public"."hostel_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."location_type" AS ENUM('city', 'university');--> statement-breakpoint
CREATE TYPE "public"."owner_approval_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('student', 'owner', 'admin');--> statement-breakpoint
CREATE TABLE "email_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "email_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"full_name" text NOT NULL,
	"role" "role" NOT NULL,
	"phone" text,
	"university" text,
	"city" text,
	"gender" "gender",
	"email_verified_at" timestamp with time zone,
	"owner_approval_status" "owner_approval_status",
	"owner_rejection_reason" text,
	"suspended_at" timestamp with time zone,
	"google_subject" text
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"province" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "towns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"city_id" uuid NOT NULL,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "universities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"city_id" uuid,
	"latitude" double precision,
	"longitude" double precision
);
--> statement-breakpoint
CREATE TABLE "hostel_facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hostel_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"thumbnail_url" text,
	"storage_key" text,
	"image_title" text,
	"image_description" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hostel_images_display_order_nonnegative" CHECK ("hostel_images"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hostel_mess_info" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"mess_available" boolean DEFAULT false NOT NULL,
	"is_compulsory" boolean DEFAULT false NOT NULL,
	"monthly_price" integer,
	"mess_description" text,
	"meal_timings" jsonb NOT NULL,
	"weekly_meals" jsonb NOT NULL,
	"image_url" text,
	"image_storage_key" text,
	CONSTRAINT "hostel_mess_info_monthly_price_nonnegative" CHECK ("hostel_mess_info"."monthly_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hostels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"address" text NOT NULL,
	"location_type" "location_type" DEFAULT 'city' NOT NULL,
	"city_id" uuid,
	"town_id" uuid,
	"university_id" uuid,
	"price_range" text,
	"price_min" integer,
	"price_max" integer,
	"gender_category" "gender" NOT NULL,
	"contact_phone" text,
	"rules" text,
	"latitude" double precision,
	"longitude" double precision,
	"formatted_address" text,
	"status" "hostel_status" DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"show_owner_contact" boolean DEFAULT false NOT NULL,
	CONSTRAINT "hostels_price_min_nonnegative" CHECK ("hostels"."price_min" >= 0),
	CONSTRAINT "hostels_price_max_gte_min" CHECK ("hostels"."price_max" >= "hostels"."price_min"),
	CONSTRAINT "hostels_latitude_range" CHECK ("hostels"."latitude" BETWEEN -90 AND 90),
	CONSTRAINT "hostels_longitude_range" CHECK ("hostels"."longitude" BETWEEN -180 AND 180)
);
--> statement-breakpoint
CREATE TABLE "room_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"room_id" uuid NOT NULL,
	"image_url" text NOT NULL,
	"thumbnail_url" text,
	"storage_key" text,
	"image_title" text,
	"image_description" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "room_images_display_order_nonnegative" CHECK ("room_images"."display_order" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"hostel_id" uuid NOT NULL,
	"room_type" text NOT NULL,
	"room_title" text,
	"description" text,
	"price_per_month" integer NOT NULL,
	"price_per_day" integer,
	"max_occupancy" integer DEFAULT 1 NOT NULL,
	"current_occupancy" integer DEFAULT 0 NOT NULL,
	"room_size" text,
	"floor_number" integer,
	"bed_type" "bed_type" DEFAULT 'single' NOT NULL,
	"attached_bathroom" boolean DEFAULT false NOT NULL,
	"ac" boolean DEFAULT false NOT NULL,
	"balcony" boolean DEFAULT false NOT NULL,
	"wifi" boolean DEFAULT true NOT NULL,
	"study_table" boolean DEFAULT true NOT NULL,
	"wardrobe" boolean DEFAULT true NOT NULL,
	"is_available" boolean DEFAULT true NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "rooms_price_per_month_nonnegative" CHECK ("rooms"."price_per_month" >= 0),
	CONSTRAINT "rooms_price_per_day_nonnegative" CHECK ("rooms"."price_per_day" >= 0),
	CONSTRAINT "rooms_max_occupancy_positive" CHECK ("rooms"."max_occupancy" >= 1),
	CONSTRAINT "rooms_current_occupancy_nonnegative" CHECK ("rooms"."current_occupancy" >= 0),
	CONSTRAINT "rooms_current_occupancy_within_max" CHECK ("rooms"."current_occupancy" <= "rooms"."max_occupancy")
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"hostel_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"link" text,
	"data" jsonb,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"student_id" uuid,
	"owner_id" uuid,
	"hostel_id" uuid,
	"hostel_name" text NOT NULL,
	"last_message" text,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_id" uuid,
	"receiver_id" uuid,
	"text" text NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "phone_otps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"label" text DEFAULT 'Personal' NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "phone_otps_attempts_nonnegative" CHECK ("phone_otps"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verified_phones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"label" text DEFAULT 'Personal' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"verified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"category" "contact_category" NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" "contact_status" DEFAULT 'new' NOT NULL,
	"admin_notes" text
);
--> statement-breakpoint
ALTER TABLE "email_tokens" ADD CONSTRAINT "email_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "towns" ADD CONSTRAINT "towns_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "universities" ADD CONSTRAINT "universities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_facilities" ADD CONSTRAINT "hostel_facilities_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_facilities" ADD CONSTRAINT "hostel_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_images" ADD CONSTRAINT "hostel_images_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostel_mess_info" ADD CONSTRAINT "hostel_mess_info_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_town_id_towns_id_fk" FOREIGN KEY ("town_id") REFERENCES "public"."towns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hostels" ADD CONSTRAINT "hostels_university_id_universities_id_fk" FOREIGN KEY ("university_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_images" ADD CONSTRAINT "room_images_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chats" ADD CONSTRAINT "chats_hostel_id_hostels_id_fk" FOREIGN KEY ("hostel_id") REFERENCES "public"."hostels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_otps" ADD CONSTRAINT "phone_otps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verified_phones" ADD CONSTRAINT "verified_phones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_tokens_token_hash_unique" ON "email_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "email_tokens_user_id_idx" ON "email_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_token_hash_unique" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_subject_unique" ON "users" USING btree ("google_subject");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "cities_name_unique" ON "cities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_name_unique" ON "facilities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "room_types_value_unique" ON "room_types" USING btree ("value");--> statement-breakpoint
CREATE UNIQUE INDEX "towns_city_id_name_unique" ON "towns" USING btree ("city_id","name");--> statement-breakpoint
CREATE INDEX "towns_city_id_idx" ON "towns" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "universities_name_unique" ON "universities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "universities_city_id_idx" ON "universities" USING btree ("city_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_facilities_hostel_id_facility_id_unique" ON "hostel_facilities" USING btree ("hostel_id","facility_id");--> statement-breakpoint
CREATE INDEX "hostel_facilities_facility_id_idx" ON "hostel_facilities" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "hostel_images_hostel_id_idx" ON "hostel_images" USING btree ("hostel_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_images_one_primary" ON "hostel_images" USING btree ("hostel_id") WHERE "hostel_images"."is_primary";--> statement-breakpoint
CREATE UNIQUE INDEX "hostel_mess_info_hostel_id_unique" ON "hostel_mess_info" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "hostels_owner_id_idx" ON "hostels" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "hostels_city_id_idx" ON "hostels" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "hostels_town_id_idx" ON "hostels" USING btree ("town_id");--> statement-breakpoint
CREATE INDEX "hostels_university_id_idx" ON "hostels" USING btree ("university_id");--> statement-breakpoint
CREATE INDEX "hostels_status_created_at_idx" ON "hostels" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "hostels_name_trgm_idx" ON "hostels" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hostels_address_trgm_idx" ON "hostels" USING gin ("address" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "room_images_room_id_idx" ON "room_images" USING btree ("room_id","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "room_images_one_primary" ON "room_images" USING btree ("room_id") WHERE "room_images"."is_primary";--> statement-breakpoint
CREATE INDEX "rooms_hostel_id_idx" ON "rooms" USING btree ("hostel_id");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_id_hostel_id_unique" ON "favorites" USING btree ("user_id","hostel_id");--> statement-breakpoint
CREATE INDEX "favorites_hostel_id_idx" ON "favorites" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_student_id_hostel_id_unique" ON "chats" USING btree ("student_id","hostel_id");--> statement-breakpoint
CREATE INDEX "chats_owner_id_idx" ON "chats" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "chats_hostel_id_idx" ON "chats" USING btree ("hostel_id");--> statement-breakpoint
CREATE INDEX "messages_chat_id_created_at_idx" ON "messages" USING btree ("chat_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_sender_id_idx" ON "messages" USING btree ("sender_id");--> statement-breakpoint
CREATE INDEX "messages_receiver_id_idx" ON "messages" USING btree ("receiver_id");--> statement-breakpoint
CREATE INDEX "phone_otps_user_id_created_at_idx" ON "phone_otps" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verified_phones_user_id_phone_number_unique" ON "verified_phones" USING btree ("user_id","phone_number");--> statement-breakpoint
CREATE UNIQUE INDEX "verified_phones_one_primary" ON "verified_phones" USING btree ("user_id") WHERE "verified_phones"."is_primary";--> statement-breakpoint
CREATE INDEX "audit_log_actor_id_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE INDEX "contact_messages_user_id_idx" ON "contact_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_at_idx" ON "contact_messages" USING btree ("status","created_at");