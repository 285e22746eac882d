-- Issue 24: the language the product speaks to each user, English or Urdu, kept in the profile so
-- it follows the user to another device; error answers, and later emails and SMS, use it.
ALTER TABLE "users" ADD COLUMN "preferred_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_preferred_language_known" CHECK ("users"."preferred_language" IN ('en', 'ur'));