-- Issue 22 item 15 (docs/decisions/003): the facility list repeated itself. "AC" merges into
-- "Air Conditioning", "Meals" into "Mess/Kitchen", "Generator" into "Power Backup". Every
-- hostel keeps its facilities: each link to an old name moves to the kept one (once, when the
-- hostel had both), then the old facilities go. The old names stay accepted in browse URLs and
-- API filters through FACILITY_ALIASES in packages/shared.
CREATE TEMPORARY TABLE "facility_merges" ("old_name" text PRIMARY KEY, "kept_name" text NOT NULL, "icon" text NOT NULL, "description" text NOT NULL);
--> statement-breakpoint
INSERT INTO "facility_merges" ("old_name", "kept_name", "icon", "description") VALUES
	('AC', 'Air Conditioning', 'air-vent', 'Air-conditioned rooms'),
	('Meals', 'Mess/Kitchen', 'chef-hat', 'Mess or a shared kitchen'),
	('Generator', 'Power Backup', 'battery-charging', 'Generator, UPS or solar backup');
--> statement-breakpoint
-- A database holding an old name but not its kept one (never seeded that way) gets the kept one.
INSERT INTO "facilities" ("name", "icon", "description")
SELECT m."kept_name", m."icon", m."description"
FROM "facility_merges" m
WHERE EXISTS (SELECT 1 FROM "facilities" f WHERE f."name" = m."old_name")
ON CONFLICT ("name") DO NOTHING;
--> statement-breakpoint
INSERT INTO "hostel_facilities" ("hostel_id", "facility_id", "created_at", "updated_at")
SELECT hf."hostel_id", kept."id", hf."created_at", now()
FROM "hostel_facilities" hf
JOIN "facilities" old ON old."id" = hf."facility_id"
JOIN "facility_merges" m ON m."old_name" = old."name"
JOIN "facilities" kept ON kept."name" = m."kept_name"
ON CONFLICT ("hostel_id", "facility_id") DO NOTHING;
--> statement-breakpoint
-- hostel_facilities rows of the old names go with them (ON DELETE CASCADE).
DELETE FROM "facilities" f USING "facility_merges" m WHERE f."name" = m."old_name";
--> statement-breakpoint
DROP TABLE "facility_merges";
