ALTER TABLE "unread_counts" ADD COLUMN "notifications" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "unread_counts" ADD CONSTRAINT "unread_counts_notifications_not_negative" CHECK ("unread_counts"."notifications" >= 0);--> statement-breakpoint
-- ADR 0049: the bell's unread count, kept by the database beside the messages' (0027, ADR 0047),
-- whoever writes. The count is the old query's (notifications.repository.ts:unreadCount): the
-- member's notifications in the product (`in_app`), unread, whose actor (if any) and member have
-- not blocked each other either way. Whether the actor is shown does not matter to it (a
-- deactivated or held actor's notifications still count); a deleted actor's go with the account.
-- Each trigger locks the counters it may move first, in member id order, and reads the rest of the
-- truth (blocks, notifications) only in a later statement, as in 0027: two writers of one count are
-- then one after the other and the second reads what the first committed.
-- The triggers on notifications and blocks are statement-level with transition tables: a
-- statement of many rows (mark all read, the purge, a cascade) moves each counter once and locks
-- them all in one order.
-- Whether an unread notification in the product counts: no actor, or an actor with no block
-- either way with the member. `actor` is gone only while its account's deletion cascades: the
-- users trigger below has already taken its notifications out. The two blocks are looked up
-- here rather than through 0027's dm_unread_pair_blocked: a SQL function with a subquery is not
-- inlined, and one calling another made the trigger of a mark all read of 6,000 rows three to four
-- times as slow (about 280 ms against 60-110 ms on PostgreSQL 15).
CREATE FUNCTION "dm_bell_counted"(member text, actor text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT actor IS NULL OR (EXISTS (SELECT 1 FROM "users" WHERE "id" = actor)
    AND NOT EXISTS (SELECT 1 FROM "blocks" WHERE "blocker_id" = member AND "blocked_id" = actor)
    AND NOT EXISTS (SELECT 1 FROM "blocks" WHERE "blocker_id" = actor AND "blocked_id" = member))
$$;--> statement-breakpoint
-- Every counter from the old query, under the counters' table lock: the backfill below, a repair.
CREATE FUNCTION "dm_bell_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "unread_counts" IN EXCLUSIVE MODE;
  WITH "truth" AS (
    SELECT "member_id", count(*)::int AS "total" FROM "notifications"
    WHERE "in_app" AND "read_at" IS NULL AND "dm_bell_counted"("member_id", "actor_id")
    GROUP BY "member_id")
  UPDATE "unread_counts" u SET "notifications" = coalesce(t."total", 0)
    FROM "unread_counts" k LEFT JOIN "truth" t ON t."member_id" = k."member_id"
    WHERE u."member_id" = k."member_id" AND u."notifications" <> coalesce(t."total", 0);
END;
$$;--> statement-breakpoint
SELECT "dm_bell_recount"();--> statement-breakpoint
-- Notifications added (add's insert), changed (read, all read, a conversation read, add's
-- `count + 1` which may turn `in_app` on or off) or deleted (the purge, a cascade): per member and
-- actor, +1 for each row that is now unread in the product, -1 for each that was. A row that
-- stays counted (add's `count + 1`) moves and locks nothing.
CREATE FUNCTION "dm_notifications_move_bell"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  members text[];
  actors text[];
  deltas integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(x."member_id"), array_agg(x."actor_id"), array_agg(x."d") INTO members, actors, deltas
      FROM (SELECT "member_id", "actor_id", count(*)::int AS "d" FROM "new_rows"
            WHERE "in_app" AND "read_at" IS NULL GROUP BY 1, 2) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(x."member_id"), array_agg(x."actor_id"), array_agg(x."d") INTO members, actors, deltas
      FROM (SELECT "member_id", "actor_id", -count(*)::int AS "d" FROM "old_rows"
            WHERE "in_app" AND "read_at" IS NULL GROUP BY 1, 2) x;
  ELSE
    SELECT array_agg(x."member_id"), array_agg(x."actor_id"), array_agg(x."d") INTO members, actors, deltas
      FROM (SELECT c."member_id", c."actor_id", sum(c."d")::int AS "d"
            FROM (SELECT "member_id", "actor_id", 1 AS "d" FROM "new_rows" WHERE "in_app" AND "read_at" IS NULL
                  UNION ALL
                  SELECT "member_id", "actor_id", -1 FROM "old_rows" WHERE "in_app" AND "read_at" IS NULL) c
            GROUP BY 1, 2 HAVING sum(c."d") <> 0) x;
  END IF;
  IF members IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "unread_counts" WHERE "member_id" = ANY (members) ORDER BY "member_id" FOR UPDATE;
  UPDATE "unread_counts" u SET "notifications" = u."notifications" + c."d"
    FROM (SELECT x."member", sum(x."d")::int AS "d" FROM unnest(members, actors, deltas) AS x("member", "actor", "d")
          WHERE "dm_bell_counted"(x."member", x."actor") GROUP BY 1 HAVING sum(x."d") <> 0) c
    WHERE u."member_id" = c."member";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_added_move_bell" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "dm_notifications_move_bell"();--> statement-breakpoint
CREATE TRIGGER "notifications_changed_move_bell" AFTER UPDATE ON "notifications"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "dm_notifications_move_bell"();--> statement-breakpoint
CREATE TRIGGER "notifications_deleted_move_bell" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "dm_notifications_move_bell"();--> statement-breakpoint
-- Blocks added or removed, either direction: a pair's unread notifications stop counting when its
-- first block is added, and count again when its last one goes. A statement-level trigger fires
-- after 0027's row-level one, which has locked the pair's conversation and both counters first,
-- in the order a send takes them.
CREATE FUNCTION "dm_blocks_move_bell"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  blockers text[];
  blockeds text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("blocker_id"), array_agg("blocked_id") INTO blockers, blockeds FROM "new_rows";
  ELSE
    SELECT array_agg("blocker_id"), array_agg("blocked_id") INTO blockers, blockeds FROM "old_rows";
  END IF;
  IF blockers IS NULL THEN RETURN NULL; END IF;
  PERFORM 1 FROM "unread_counts" WHERE "member_id" = ANY (blockers) OR "member_id" = ANY (blockeds)
    ORDER BY "member_id" FOR UPDATE;
  WITH "changed" AS (SELECT * FROM unnest(blockers, blockeds) AS c("x", "y")),
  -- The pairs whose standing changed: added, with no block of the pair that this statement did not
  -- add; removed, with no block of the pair left.
  "moved" AS (
    SELECT DISTINCT least(c."x", c."y") AS "p", greatest(c."x", c."y") AS "q" FROM "changed" c
    WHERE NOT EXISTS (
      SELECT 1 FROM "blocks" b
      WHERE ((b."blocker_id" = c."x" AND b."blocked_id" = c."y") OR (b."blocker_id" = c."y" AND b."blocked_id" = c."x"))
        AND (TG_OP = 'DELETE' OR NOT EXISTS (
          SELECT 1 FROM "changed" n WHERE n."x" = b."blocker_id" AND n."y" = b."blocked_id")))),
  "sides" AS (SELECT "p" AS "member", "q" AS "actor" FROM "moved" UNION ALL SELECT "q", "p" FROM "moved")
  UPDATE "unread_counts" u SET "notifications" = u."notifications" + CASE WHEN TG_OP = 'INSERT' THEN -c."n" ELSE c."n" END
    FROM (SELECT s."member", count(*)::int AS "n" FROM "sides" s
          JOIN "notifications" n ON n."member_id" = s."member" AND n."actor_id" = s."actor"
          WHERE n."in_app" AND n."read_at" IS NULL AND EXISTS (SELECT 1 FROM "users" WHERE "id" = s."actor")
          GROUP BY 1) c
    WHERE u."member_id" = c."member";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blocks_added_move_bell" AFTER INSERT ON "blocks" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "dm_blocks_move_bell"();--> statement-breakpoint
CREATE TRIGGER "blocks_removed_move_bell" AFTER DELETE ON "blocks" REFERENCING OLD TABLE AS "old_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "dm_blocks_move_bell"();--> statement-breakpoint
-- An account deleted: before its notifications go with it (the cascade's trigger above then finds
-- the actor gone, and counts nothing), what they added to other members' counts is taken back.
-- Named to fire after 0027's "users_deleted_move_unread" (BEFORE triggers fire in name order), so
-- that the member's conversations are locked before any counter, as a send locks them.
CREATE FUNCTION "dm_member_deleted_moves_bell"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "unread_counts"
    WHERE "member_id" IN (SELECT "member_id" FROM "notifications" WHERE "actor_id" = OLD."id" AND "in_app" AND "read_at" IS NULL)
    ORDER BY "member_id" FOR UPDATE;
  UPDATE "unread_counts" u SET "notifications" = u."notifications" - c."n"
    FROM (SELECT "member_id", count(*)::int AS "n" FROM "notifications"
          WHERE "actor_id" = OLD."id" AND "in_app" AND "read_at" IS NULL AND "dm_bell_counted"("member_id", OLD."id")
          GROUP BY 1) c
    WHERE u."member_id" = c."member_id";
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_deleted_move_unread_notifications" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "dm_member_deleted_moves_bell"();
