CREATE TABLE "call_lines" (
	"member_id" text PRIMARY KEY NOT NULL,
	"call_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_settings" (
	"member_id" text PRIMARY KEY NOT NULL,
	"incoming" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "call_signals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "call_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"call_id" uuid NOT NULL,
	"to_id" text NOT NULL,
	"type" text NOT NULL,
	"data" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"caller_id" text NOT NULL,
	"callee_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'ringing' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"outcome" text,
	"ended_reason" text,
	"duration_seconds" integer,
	CONSTRAINT "calls_kind" CHECK ("calls"."kind" in ('voice', 'video')),
	CONSTRAINT "calls_status" CHECK ("calls"."status" in ('ringing', 'active', 'ended')),
	CONSTRAINT "calls_outcome" CHECK ("calls"."outcome" is null or "calls"."outcome" in ('completed', 'missed', 'declined')),
	CONSTRAINT "calls_two_members" CHECK ("calls"."caller_id" <> "calls"."callee_id")
);
--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_outcome" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "call_seconds" integer;--> statement-breakpoint
ALTER TABLE "call_lines" ADD CONSTRAINT "call_lines_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_lines" ADD CONSTRAINT "call_lines_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_settings" ADD CONSTRAINT "call_settings_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_signals" ADD CONSTRAINT "call_signals_call_id_calls_id_fk" FOREIGN KEY ("call_id") REFERENCES "public"."calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_caller_id_users_id_fk" FOREIGN KEY ("caller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calls" ADD CONSTRAINT "calls_callee_id_users_id_fk" FOREIGN KEY ("callee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_signals_to_idx" ON "call_signals" USING btree ("call_id","to_id","id");--> statement-breakpoint
CREATE INDEX "calls_conversation_idx" ON "calls" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "calls_caller_idx" ON "calls" USING btree ("caller_id");--> statement-breakpoint
CREATE INDEX "calls_callee_idx" ON "calls" USING btree ("callee_id");--> statement-breakpoint
CREATE INDEX "calls_live_idx" ON "calls" USING btree ("status") WHERE "calls"."status" <> 'ended';--> statement-breakpoint
-- D47: a call ends once, here — by hang-up, decline, no answer (calls.service.ts) or a trigger below.
-- The conversation's row lock first, as a send takes it (conversations.service.ts:send), so the
-- event's clock agrees with the message order; the call's event is a message of the caller's
-- (read by both unless missed: then unread for the member called); the lines and the signalling
-- go; both members' tabs hear it (the live events' channel, as createPublisher sends).
CREATE FUNCTION "dm_end_call"(ending uuid, reason text) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  c "calls"%ROWTYPE;
  finished timestamptz;
  result text;
  seconds integer;
  summary text;
  stored bigint;
BEGIN
  SELECT * INTO c FROM "calls" WHERE "id" = ending;
  IF NOT FOUND OR c."status" = 'ended' THEN RETURN false; END IF;
  PERFORM 1 FROM "conversations" WHERE "id" = c."conversation_id" FOR UPDATE;
  SELECT * INTO c FROM "calls" WHERE "id" = ending FOR UPDATE;
  IF c."status" = 'ended' THEN RETURN false; END IF;
  finished := clock_timestamp();
  IF c."answered_at" IS NOT NULL THEN
    result := 'completed';
    seconds := greatest(0, floor(extract(epoch FROM finished - c."answered_at")))::integer;
    summary := initcap(c."kind") || ' call, ' || (seconds / 60) || ':' || lpad((seconds % 60)::text, 2, '0');
  ELSIF reason = 'declined' THEN
    result := 'declined';
    summary := 'Declined ' || c."kind" || ' call';
  ELSE
    result := 'missed';
    summary := 'Missed ' || c."kind" || ' call';
  END IF;
  UPDATE "calls" SET "status" = 'ended', "outcome" = result, "ended_reason" = reason, "ended_at" = finished,
    "duration_seconds" = seconds WHERE "id" = ending;
  DELETE FROM "call_lines" WHERE "call_id" = ending;
  DELETE FROM "call_signals" WHERE "call_id" = ending;
  INSERT INTO "messages" ("conversation_id", "sender_id", "body", "created_at", "read_at", "call_kind",
      "call_outcome", "call_seconds")
    VALUES (c."conversation_id", c."caller_id", summary, finished, CASE WHEN result = 'missed' THEN NULL ELSE finished END,
      c."kind", result, seconds)
    RETURNING "id" INTO stored;
  UPDATE "conversations" SET "last_message_id" = stored, "last_message_body" = summary,
      "last_message_sender_id" = c."caller_id", "last_activity_at" = finished,
      "unread_a" = "unread_a" + CASE WHEN result = 'missed' AND "member_a" = c."callee_id" THEN 1 ELSE 0 END,
      "unread_b" = "unread_b" + CASE WHEN result = 'missed' AND "member_b" = c."callee_id" THEN 1 ELSE 0 END
    WHERE "id" = c."conversation_id";
  PERFORM "dm_call_heard"(c."caller_id", c."callee_id", 'calls');
  PERFORM "dm_call_heard"(c."caller_id", c."callee_id", 'messages');
  RETURN true;
END;
$$;--> statement-breakpoint
-- A live event to the two members' streams: the JSON createPublisher sends (live-events.service.ts).
CREATE FUNCTION "dm_call_heard"(x text, y text, topic text) RETURNS void LANGUAGE sql AS $$
  SELECT pg_notify('dm_live_events', json_build_object('topic', topic, 'to', json_build_array(x, y),
    'sentAt', floor(extract(epoch FROM clock_timestamp()) * 1000))::text)
$$;--> statement-breakpoint
-- A block either way ends the pair's live call. Named to fire after "blocks_move_unread": the
-- missed call's unread mark is then written into a pair the counters already leave out.
CREATE FUNCTION "dm_block_stops_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dm_end_call"("id", 'blocked') FROM "calls"
    WHERE "status" <> 'ended' AND (("caller_id" = NEW."blocker_id" AND "callee_id" = NEW."blocked_id")
      OR ("caller_id" = NEW."blocked_id" AND "callee_id" = NEW."blocker_id"));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "blocks_stop_calls" AFTER INSERT ON "blocks"
  FOR EACH ROW EXECUTE FUNCTION "dm_block_stops_calls"();--> statement-breakpoint
-- The interest removed (the conversation ended, D28) ends its live call.
CREATE FUNCTION "dm_interest_removed_stops_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dm_end_call"("id", 'interest-removed') FROM "calls"
    WHERE "status" <> 'ended' AND "conversation_id" = NEW."id";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "conversations_stop_calls" AFTER UPDATE OF "interest_accepted" ON "conversations"
  FOR EACH ROW WHEN (OLD."interest_accepted" AND NOT NEW."interest_accepted")
  EXECUTE FUNCTION "dm_interest_removed_stops_calls"();--> statement-breakpoint
-- A member no longer shown (deactivated, role changed, hidden by moderation) or held (D31) ends
-- their live call. Named to fire after "users_shown_move_unread" (see the block's trigger).
CREATE FUNCTION "dm_member_stops_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  member text;
BEGIN
  IF TG_TABLE_NAME = 'profiles' THEN member := NEW."user_id"; ELSE member := NEW."id"; END IF;
  PERFORM "dm_end_call"("id", 'unavailable') FROM "calls"
    WHERE "status" <> 'ended' AND ("caller_id" = member OR "callee_id" = member);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_unshown_stop_calls" AFTER UPDATE OF "account_status", "role", "hidden_by_moderation" ON "users"
  FOR EACH ROW
  WHEN (NOT "dm_unread_shown"(NEW."account_status"::text, NEW."role"::text, NEW."hidden_by_moderation"))
  EXECUTE FUNCTION "dm_member_stops_calls"();--> statement-breakpoint
CREATE TRIGGER "profiles_held_stop_calls" AFTER UPDATE OF "held_at" ON "profiles"
  FOR EACH ROW WHEN (OLD."held_at" IS NULL AND NEW."held_at" IS NOT NULL)
  EXECUTE FUNCTION "dm_member_stops_calls"();--> statement-breakpoint
-- A deleted member's calls go with the account (cascade); the other member's tabs hear it. No
-- event is written: the conversation goes too.
CREATE FUNCTION "dm_member_deleted_stops_calls"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "dm_call_heard"("caller_id", "callee_id", 'calls') FROM "calls"
    WHERE "status" <> 'ended' AND ("caller_id" = OLD."id" OR "callee_id" = OLD."id");
  RETURN OLD;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_deleted_stop_calls" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "dm_member_deleted_stops_calls"();
