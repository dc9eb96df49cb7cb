-- D31: moderation. Profiles and photos published before it existed count as approved (they were
-- already public); from now on a new account, a save and a new photo wait as `pending`.
CREATE TYPE "public"."moderation_mode" AS ENUM('after', 'before');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "app_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"moderation_mode" "moderation_mode" DEFAULT 'after' NOT NULL,
	"registration_open" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text,
	CONSTRAINT "app_settings_one_row" CHECK ("app_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hidden_by_moderation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "review_status" "review_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "photos" ALTER COLUMN "review_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "photos" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_status" "review_status" DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "review_status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_changes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "submitted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reviewed_by_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "photos_review_queue_idx" ON "photos" USING btree ("created_at","id") WHERE "photos"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "profiles_review_queue_idx" ON "profiles" USING btree ("submitted_at","user_id") WHERE "profiles"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "profiles_held_idx" ON "profiles" USING btree ("held_at") WHERE "profiles"."held_at" is not null;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "is_profile_approved";