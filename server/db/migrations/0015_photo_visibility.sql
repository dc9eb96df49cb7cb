-- D33: who sees a member's photos; everyone else gets a blurred image made from the thumbnail.
CREATE TYPE "public"."photo_visibility" AS ENUM('members', 'accepted');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_visibility" "photo_visibility" DEFAULT 'members' NOT NULL;