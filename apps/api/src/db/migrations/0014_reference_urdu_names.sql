-- Issue 24: Urdu names of the reference data (cities, towns, universities, facilities), shown in
-- Urdu mode; reference seeding fills them at every start. Null where none is known: an area an
-- owner typed keeps its typed name.
ALTER TABLE "cities" ADD COLUMN "name_ur" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "name_ur" text;--> statement-breakpoint
ALTER TABLE "towns" ADD COLUMN "name_ur" text;--> statement-breakpoint
ALTER TABLE "universities" ADD COLUMN "name_ur" text;