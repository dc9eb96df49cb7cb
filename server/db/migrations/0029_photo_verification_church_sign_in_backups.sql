CREATE TYPE "public"."backup_schedule" AS ENUM('off', 'daily', 'weekly');--> statement-breakpoint
CREATE TYPE "public"."photo_verification_status" AS ENUM('issued', 'submitted', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "photo_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"pose_ids" text[] NOT NULL,
	"status" "photo_verification_status" DEFAULT 'issued' NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_id" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "verification_selfies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"verification_id" uuid NOT NULL,
	"pose_id" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_selfies_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "oidc_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "oidc_issuer" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "oidc_client_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "oidc_client_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "oidc_button_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "member_password_sign_in" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "backup_schedule" "backup_schedule" DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "backup_keep" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_verifications" ADD CONSTRAINT "photo_verifications_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_selfies" ADD CONSTRAINT "verification_selfies_verification_id_photo_verifications_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."photo_verifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "photo_verifications_member_idx" ON "photo_verifications" USING btree ("member_id","issued_at");--> statement-breakpoint
CREATE INDEX "photo_verifications_queue_idx" ON "photo_verifications" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_backup_keep" CHECK ("app_settings"."backup_keep" between 1 and 60);