ALTER TABLE "chats" ADD COLUMN "student_emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "owner_emailed_at" timestamp with time zone;