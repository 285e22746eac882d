CREATE TABLE "owner_reply_badges" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"replies_fast" boolean NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "owner_reply_badges" ADD CONSTRAINT "owner_reply_badges_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 26's "Replies fast" rule for one owner (hostel-badges.ts documents it; the numbers are
-- REPLIES_FAST_MIN_CHATS 5, REPLIES_FAST_MEDIAN_MS 2 hours and REPLIES_FAST_WINDOW_DAYS 30 of
-- packages/shared/src/constants/badges.ts: change both together): at least 5 chats started in
-- the last 30 days, whose median first reply (unanswered: infinite) is under 7,200 seconds.
CREATE FUNCTION "public"."owner_replies_fast"(owner uuid) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT coalesce((SELECT count(*) >= 5
      AND percentile_cont(0.5) WITHIN GROUP (ORDER BY rt.reply_seconds) < 7200
    FROM (
      SELECT coalesce(extract(epoch FROM (
          SELECT min(om.created_at) FROM messages om
          WHERE om.chat_id = bc.id AND om.sender_id = bc.owner_id AND om.created_at > bs.started
        ) - bs.started)::float8, 'infinity'::float8) AS reply_seconds
      FROM chats bc
      CROSS JOIN LATERAL (
        SELECT min(sm.created_at) AS started FROM messages sm
        WHERE sm.chat_id = bc.id AND sm.sender_id IS DISTINCT FROM bc.owner_id) bs
      WHERE bc.owner_id = owner
        AND (bc.last_message_at IS NULL OR bc.last_message_at >= now() - interval '30 days')
        AND bs.started >= now() - interval '30 days') rt), false)
$$;
--> statement-breakpoint
-- Recomputes these owners' rows (owners since deleted are skipped). Concurrent recomputes of
-- one owner are serialised by a transaction-scoped advisory lock (class 2825, the owner id's
-- hash) taken before reading, as the browse rows' rebuilds are: one that waited reads, in its
-- next statement, what the transaction before it committed. More than 64 owners at once (the
-- hourly refresh, a bulk write) take the class's key 0 exclusively instead of one lock each,
-- so the lock table never fills; smaller recomputes hold it shared.
CREATE FUNCTION "public"."owner_reply_badges_refresh"(owner_ids uuid[]) RETURNS void
  LANGUAGE plpgsql AS $$
BEGIN
  IF owner_ids IS NULL OR cardinality(owner_ids) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(owner_ids) > 64 THEN
    PERFORM pg_advisory_xact_lock(2825, 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(2825, 0);
    PERFORM pg_advisory_xact_lock(2825, k)
      FROM (SELECT DISTINCT hashtext(id::text) AS k FROM unnest(owner_ids) id ORDER BY 1) keys;
  END IF;
  INSERT INTO "public"."owner_reply_badges" ("owner_id", "replies_fast", "computed_at")
    SELECT u."id", "public"."owner_replies_fast"(u."id"), now()
    FROM "public"."users" u WHERE u."id" = ANY(owner_ids)
    ON CONFLICT ("owner_id") DO UPDATE
      SET "replies_fast" = EXCLUDED."replies_fast", "computed_at" = EXCLUDED."computed_at";
END $$;
--> statement-breakpoint
-- After a statement on messages: the owners of the chats whose messages it wrote.
CREATE FUNCTION "public"."owner_reply_badges_after_messages"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT c."owner_id") INTO owners FROM "public"."chats" c
      WHERE c."owner_id" IS NOT NULL AND c."id" IN (SELECT n."chat_id" FROM new_rows n);
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT c."owner_id") INTO owners FROM "public"."chats" c
      WHERE c."owner_id" IS NOT NULL AND c."id" IN (SELECT o."chat_id" FROM old_rows o);
  ELSE
    -- Only messages whose chat, sender or time changed (a read receipt changes none): EXCEPT
    -- hashes both transition tables, which carry no statistics for a join.
    SELECT array_agg(DISTINCT c."owner_id") INTO owners FROM "public"."chats" c
      WHERE c."owner_id" IS NOT NULL AND c."id" IN (
        SELECT m.chat_id FROM (
          (SELECT o."id", o."chat_id", o."sender_id", o."created_at" FROM old_rows o
            EXCEPT SELECT n."id", n."chat_id", n."sender_id", n."created_at" FROM new_rows n)
          UNION ALL
          (SELECT n."id", n."chat_id", n."sender_id", n."created_at" FROM new_rows n
            EXCEPT SELECT o."id", o."chat_id", o."sender_id", o."created_at" FROM old_rows o)
        ) AS m(id, chat_id, sender_id, created_at));
  END IF;
  PERFORM "public"."owner_reply_badges_refresh"(owners);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- After a statement on chats: the owners of chats added, removed or moved to another owner.
CREATE FUNCTION "public"."owner_reply_badges_after_chats"() RETURNS trigger
  LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT n."owner_id") INTO owners FROM new_rows n
      WHERE n."owner_id" IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT o."owner_id") INTO owners FROM old_rows o
      WHERE o."owner_id" IS NOT NULL;
  ELSE
    -- Only chats whose owner changed (each message moves last_message_at: the messages'
    -- trigger has recounted for those).
    SELECT array_agg(DISTINCT x.owner_id) INTO owners FROM (
        (SELECT o."id", o."owner_id" FROM old_rows o
          EXCEPT SELECT n."id", n."owner_id" FROM new_rows n)
        UNION ALL
        (SELECT n."id", n."owner_id" FROM new_rows n
          EXCEPT SELECT o."id", o."owner_id" FROM old_rows o)
      ) AS x(id, owner_id)
      WHERE x.owner_id IS NOT NULL;
  END IF;
  PERFORM "public"."owner_reply_badges_refresh"(owners);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "owner_reply_badges_messages_insert" AFTER INSERT ON "public"."messages"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."owner_reply_badges_after_messages"();
--> statement-breakpoint
CREATE TRIGGER "owner_reply_badges_messages_update" AFTER UPDATE ON "public"."messages"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."owner_reply_badges_after_messages"();
--> statement-breakpoint
CREATE TRIGGER "owner_reply_badges_messages_delete" AFTER DELETE ON "public"."messages"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."owner_reply_badges_after_messages"();
--> statement-breakpoint
CREATE TRIGGER "owner_reply_badges_chats_insert" AFTER INSERT ON "public"."chats"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."owner_reply_badges_after_chats"();
--> statement-breakpoint
CREATE TRIGGER "owner_reply_badges_chats_update" AFTER UPDATE ON "public"."chats"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."owner_reply_badges_after_chats"();
--> statement-breakpoint
CREATE TRIGGER "owner_reply_badges_chats_delete" AFTER DELETE ON "public"."chats"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
  EXECUTE FUNCTION "public"."owner_reply_badges_after_chats"();
--> statement-breakpoint
SELECT "public"."owner_reply_badges_refresh"(
  array(SELECT DISTINCT c."owner_id" FROM "public"."chats" c WHERE c."owner_id" IS NOT NULL));
