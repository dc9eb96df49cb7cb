CREATE TABLE "unread_counts" (
	"member_id" text PRIMARY KEY NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "unread_counts_not_negative" CHECK ("unread_counts"."messages" >= 0)
);
--> statement-breakpoint
ALTER TABLE "unread_counts" ADD CONSTRAINT "unread_counts_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Issue 46 (ADR 0047): each member's unread count, kept by the database so that the navigation
-- reads one row, whoever writes (the app, account deletion's cascade, seeds, tests, psql). The
-- count is the old sum: the member's side of `unread_a`/`unread_b` over conversations whose other
-- member is active, of role user, not hidden by moderation and not blocked either way
-- (server/db/visibility.ts:visibleTo). Every trigger below adds what its own row changed to that
-- sum. It locks the counters it may move first (conversations, then counters in member id order,
-- as a send does), and reads the rest of the truth only in a later statement: under READ
-- COMMITTED that statement's snapshot holds every change committed by a writer that held those
-- locks before, so two writers of one member's count never each miss the other's change.
-- The one place of visibleTo's rule on a member's own columns, for the functions and triggers below.
CREATE FUNCTION "dm_unread_shown"(account_status text, role text, hidden_by_moderation boolean) RETURNS boolean
  LANGUAGE sql IMMUTABLE AS $$
  SELECT account_status = 'active' AND role = 'user' AND NOT hidden_by_moderation
$$;--> statement-breakpoint
CREATE FUNCTION "dm_unread_member_shown"(member text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "users" u WHERE u."id" = member
    AND "dm_unread_shown"(u."account_status"::text, u."role"::text, u."hidden_by_moderation"))
$$;--> statement-breakpoint
CREATE FUNCTION "dm_unread_pair_blocked"(x text, y text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "blocks" WHERE ("blocker_id" = x AND "blocked_id" = y) OR ("blocker_id" = y AND "blocked_id" = x))
$$;--> statement-breakpoint
-- The count from the sum, for every member at once: the backfill below, bulk writers that turn
-- the conversations trigger off (server/db/generate-conversations.ts), a repair. It takes the
-- counters' table lock first, so that writers wait, and sums in a later statement.
CREATE FUNCTION "dm_unread_recount"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "unread_counts" IN EXCLUSIVE MODE;
  WITH "truth" AS (
    SELECT x."member", sum(x."unread")::int AS "total"
    FROM (SELECT "member_a" AS "member", "member_b" AS "other", "unread_a" AS "unread" FROM "conversations" WHERE "unread_a" > 0
          UNION ALL
          SELECT "member_b", "member_a", "unread_b" FROM "conversations" WHERE "unread_b" > 0) x
    WHERE "dm_unread_member_shown"(x."other") AND NOT "dm_unread_pair_blocked"(x."member", x."other")
    GROUP BY x."member")
  UPDATE "unread_counts" u SET "messages" = coalesce(t."total", 0)
    FROM "unread_counts" k LEFT JOIN "truth" t ON t."member" = k."member_id"
    WHERE u."member_id" = k."member_id" AND u."messages" <> coalesce(t."total", 0);
END;
$$;--> statement-breakpoint
INSERT INTO "unread_counts" ("member_id") SELECT "id" FROM "users";--> statement-breakpoint
SELECT "dm_unread_recount"();--> statement-breakpoint
-- Every member has their row from the start (a move copies it like any other row, server/db/move.ts).
CREATE FUNCTION "dm_members_unread_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "unread_counts" ("member_id") SELECT "id" FROM "inserted_members";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_unread_rows" AFTER INSERT ON "users" REFERENCING NEW TABLE AS "inserted_members"
  FOR EACH STATEMENT EXECUTE FUNCTION "dm_members_unread_rows"();--> statement-breakpoint
-- A message sent (insertMessage), a conversation read (markRead), a conversation made with unread
-- messages (the demo generator) or deleted (a cascade): each side's change counts when the other
-- member is shown to that side. The pair of a conversation never changes.
CREATE FUNCTION "dm_conversation_moves_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  a text;
  b text;
  da integer;
  db integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    a := NEW."member_a"; b := NEW."member_b"; da := NEW."unread_a"; db := NEW."unread_b";
  ELSIF TG_OP = 'DELETE' THEN
    a := OLD."member_a"; b := OLD."member_b"; da := -OLD."unread_a"; db := -OLD."unread_b";
  ELSE
    a := NEW."member_a"; b := NEW."member_b"; da := NEW."unread_a" - OLD."unread_a"; db := NEW."unread_b" - OLD."unread_b";
  END IF;
  IF da = 0 AND db = 0 THEN RETURN NULL; END IF;
  -- Both members' counters: the other one's is what a change of their account waits for.
  PERFORM 1 FROM "unread_counts" WHERE "member_id" IN (a, b) ORDER BY "member_id" FOR UPDATE;
  UPDATE "unread_counts" SET "messages" = "messages" + CASE WHEN "member_id" = a THEN da ELSE db END
    WHERE (("member_id" = a AND da <> 0 AND "dm_unread_member_shown"(b))
        OR ("member_id" = b AND db <> 0 AND "dm_unread_member_shown"(a)))
      AND NOT "dm_unread_pair_blocked"(a, b);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "conversations_move_unread" AFTER INSERT OR UPDATE OF "unread_a", "unread_b" OR DELETE ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "dm_conversation_moves_unread"();--> statement-breakpoint
-- A block added or removed, either direction: the pair's conversation stops or starts counting
-- for each side, unless the other direction's block hides it anyway.
CREATE FUNCTION "dm_block_moves_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  x text;
  y text;
  sign integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    x := NEW."blocker_id"; y := NEW."blocked_id"; sign := -1;
  ELSE
    x := OLD."blocker_id"; y := OLD."blocked_id"; sign := 1;
  END IF;
  PERFORM 1 FROM "conversations" WHERE "member_a" = least(x, y) AND "member_b" = greatest(x, y) FOR UPDATE;
  PERFORM 1 FROM "unread_counts" WHERE "member_id" IN (x, y) ORDER BY "member_id" FOR UPDATE;
  UPDATE "unread_counts" u
    SET "messages" = u."messages" + sign * (CASE WHEN u."member_id" = c."member_a" THEN c."unread_a" ELSE c."unread_b" END)
    FROM "conversations" c
    WHERE c."member_a" = least(x, y) AND c."member_b" = greatest(x, y)
      AND u."member_id" IN (x, y)
      AND (CASE WHEN u."member_id" = c."member_a" THEN c."unread_a" ELSE c."unread_b" END) > 0
      AND "dm_unread_member_shown"(CASE WHEN u."member_id" = x THEN y ELSE x END)
      AND NOT EXISTS (SELECT 1 FROM "blocks" WHERE "blocker_id" = y AND "blocked_id" = x);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blocks_move_unread" AFTER INSERT OR DELETE ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "dm_block_moves_unread"();--> statement-breakpoint
-- The member `shown` stops (sign -1) or starts (sign 1) being shown to others: deactivation and
-- reactivation, a role change, moderation's hold, rejection or review (refreshHidden), deletion.
-- Their own counter is locked with their partners' (in id order): a send from them waits for it.
CREATE FUNCTION "dm_member_moves_unread"(shown text, sign integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "conversations" WHERE "member_a" = shown OR "member_b" = shown ORDER BY "id" FOR UPDATE;
  PERFORM 1 FROM "unread_counts"
    WHERE "member_id" = shown
       OR "member_id" IN (SELECT "member_b" FROM "conversations" WHERE "member_a" = shown)
       OR "member_id" IN (SELECT "member_a" FROM "conversations" WHERE "member_b" = shown)
    ORDER BY "member_id" FOR UPDATE;
  UPDATE "unread_counts" u SET "messages" = u."messages" + sign * p."unread"
    FROM (SELECT "member_b" AS "partner", "unread_b" AS "unread" FROM "conversations" WHERE "member_a" = shown AND "unread_b" > 0
          UNION ALL
          SELECT "member_a", "unread_a" FROM "conversations" WHERE "member_b" = shown AND "unread_a" > 0) p
    WHERE u."member_id" = p."partner" AND NOT "dm_unread_pair_blocked"(shown, p."partner");
END;
$$;--> statement-breakpoint
CREATE FUNCTION "dm_member_shown_moves_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dm_member_moves_unread"(NEW."id", CASE WHEN "dm_unread_shown"(NEW."account_status"::text, NEW."role"::text,
    NEW."hidden_by_moderation") THEN 1 ELSE -1 END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_shown_move_unread" AFTER UPDATE OF "account_status", "role", "hidden_by_moderation" ON "users"
  FOR EACH ROW
  WHEN ("dm_unread_shown"(OLD."account_status"::text, OLD."role"::text, OLD."hidden_by_moderation")
    IS DISTINCT FROM "dm_unread_shown"(NEW."account_status"::text, NEW."role"::text, NEW."hidden_by_moderation"))
  EXECUTE FUNCTION "dm_member_shown_moves_unread"();--> statement-breakpoint
-- An account deleted: before its conversations go with it (the cascade then finds it gone, and
-- counts nothing), what they added to their partners' counts is taken back.
CREATE FUNCTION "dm_member_deleted_moves_unread"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "dm_unread_shown"(OLD."account_status"::text, OLD."role"::text, OLD."hidden_by_moderation") THEN
    PERFORM "dm_member_moves_unread"(OLD."id", -1);
  END IF;
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_deleted_move_unread" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "dm_member_deleted_moves_unread"();
