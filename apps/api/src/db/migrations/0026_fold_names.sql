-- Issue 42 item 5, decision 029: names as typed. fold_name is foldName of @hostelhub/shared
-- (packages/shared/src/domain/fold-name.ts; change both together, src/db/fold-name.test.ts
-- compares them): the Arabic marks, tatweel, zero-width and direction marks removed, lower
-- case, then the letters an Arabic keyboard types for Urdu ones folded:
--   ي ى ئ → ی; ك → ک; ه ھ ە ة ۃ ۂ → ہ; ۓ → ے; أ إ آ ٱ → ا; ؤ → و; ٠–٩ and ۰–۹ → 0–9.
CREATE FUNCTION "public"."fold_name"(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT translate(
    lower(regexp_replace(t, '[\u064B-\u065F\u0670\u0640\u061C\u200C-\u200F\u2066-\u2069]', '', 'g')),
    U&'\064A\0649\0626\0643\0647\06BE\06D5\0629\06C3\06C2\06D3\0623\0625\0622\0671\0624\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9',
    U&'\06CC\06CC\06CC\06A9\06C1\06C1\06C1\06C1\06C1\06C1\06D2\0627\0627\0627\0627\064801234567890123456789')
$$;
--> statement-breakpoint
-- The browse row's search document is kept folded, whichever code writes it (the refresh of
-- 0021 writes it lower-cased): searches fold their text the same way (hostel-query.ts).
CREATE FUNCTION "public"."hostel_browse_fold_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := "public"."fold_name"(NEW."search_text");
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "hostel_browse_fold_search_text" BEFORE INSERT OR UPDATE OF "search_text"
  ON "public"."hostel_browse" FOR EACH ROW EXECUTE FUNCTION "public"."hostel_browse_fold_search_text"();
--> statement-breakpoint
UPDATE "public"."hostel_browse" SET "search_text" = "public"."fold_name"("search_text")
  WHERE "search_text" IS DISTINCT FROM "public"."fold_name"("search_text");
