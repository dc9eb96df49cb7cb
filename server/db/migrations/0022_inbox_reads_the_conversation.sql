-- Issue 19 (ADR 0038): the Messages page reads each conversation's last message and whether the
-- pair still has an accepted interest (D28) from the conversation row, instead of joining messages
-- and probing interests twice per row. The last message is written beside its id by the send
-- (conversations.repository.ts:insertMessage); the accepted interest is kept by the database, so
-- that every writer of interests (answers, withdrawals, account deletion, seeds, tests) keeps it.
ALTER TABLE "conversations" ADD COLUMN "last_message_body" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "last_message_sender_id" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "interest_accepted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "conversations" SET "last_message_body" = "messages"."body", "last_message_sender_id" = "messages"."sender_id"
  FROM "messages" WHERE "messages"."id" = "conversations"."last_message_id";--> statement-breakpoint
CREATE FUNCTION "dm_pair_interest_accepted"(x text, y text) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "interests" WHERE "status" = 'accepted' AND "sender_id" = x AND "receiver_id" = y)
      OR EXISTS (SELECT 1 FROM "interests" WHERE "status" = 'accepted' AND "sender_id" = y AND "receiver_id" = x)
$$;--> statement-breakpoint
UPDATE "conversations" SET "interest_accepted" = true WHERE "dm_pair_interest_accepted"("member_a", "member_b");--> statement-breakpoint
-- A new conversation starts with its pair's state, whoever inserts it.
CREATE FUNCTION "dm_conversation_interest_accepted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."interest_accepted" := "dm_pair_interest_accepted"(NEW."member_a", NEW."member_b");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "conversations_interest_accepted" BEFORE INSERT ON "conversations"
  FOR EACH ROW EXECUTE FUNCTION "dm_conversation_interest_accepted"();--> statement-breakpoint
-- An interest that becomes, or stops being, accepted sets its pair's conversation. The row lock
-- comes first and the state is read after it (a new snapshot), so that two changes of one pair
-- at once cannot leave the older answer behind.
CREATE FUNCTION "dm_interest_moves_conversation"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  x text;
  y text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW."status" <> 'accepted' THEN RETURN NULL; END IF;
    x := NEW."sender_id"; y := NEW."receiver_id";
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD."status" <> 'accepted' THEN RETURN NULL; END IF;
    x := OLD."sender_id"; y := OLD."receiver_id";
  ELSE
    IF (OLD."status" = 'accepted') = (NEW."status" = 'accepted') THEN RETURN NULL; END IF;
    x := NEW."sender_id"; y := NEW."receiver_id";
  END IF;
  PERFORM 1 FROM "conversations" WHERE "member_a" = least(x, y) AND "member_b" = greatest(x, y) FOR UPDATE;
  IF NOT FOUND THEN RETURN NULL; END IF;
  UPDATE "conversations" SET "interest_accepted" = "dm_pair_interest_accepted"(x, y)
    WHERE "member_a" = least(x, y) AND "member_b" = greatest(x, y);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "interests_move_conversation" AFTER INSERT OR UPDATE OF "status" OR DELETE ON "interests"
  FOR EACH ROW EXECUTE FUNCTION "dm_interest_moves_conversation"();
