-- ADR 0012 (amended): discovery walks profiles, where its filters are, in member order, instead of
-- walking users and looking each candidate's profile up. profiles.member_created_at is the
-- member's users.created_at; a trigger copies it on every insert, whoever inserts.
DROP INDEX "users_discovery_order_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "member_created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "profiles" SET "member_created_at" = "users"."created_at" FROM "users" WHERE "users"."id" = "profiles"."user_id";--> statement-breakpoint
CREATE FUNCTION "dm_profile_member_created_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."member_created_at" := (SELECT "created_at" FROM "users" WHERE "id" = NEW."user_id");
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_member_created_at" BEFORE INSERT ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "dm_profile_member_created_at"();--> statement-breakpoint
CREATE INDEX "profiles_discovery_order_idx" ON "profiles" USING btree ("member_created_at" DESC NULLS FIRST,"user_id" DESC NULLS FIRST);
