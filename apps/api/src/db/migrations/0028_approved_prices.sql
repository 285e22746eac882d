-- Issue 41 item 8 (docs/decisions/027): the prices an administrator last approved, so a raise
-- in steps is compared with them rather than with the last step. Null: none approved yet (the
-- live price counts). Existing rows start from the price they show now.
ALTER TABLE "hostels" ADD COLUMN "approved_price_range" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "approved_price_per_month" integer;--> statement-breakpoint
ALTER TABLE "hostel_changes" ADD COLUMN "room_rents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "hostels" SET "approved_price_range" = "price_range";--> statement-breakpoint
UPDATE "rooms" SET "approved_price_per_month" = "price_per_month";
