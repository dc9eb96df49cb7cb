CREATE TYPE "public"."membership_mode" AS ENUM('free_and_premium', 'full_access', 'granted');--> statement-breakpoint
CREATE TYPE "public"."premium_request_status" AS ENUM('pending', 'granted', 'declined');--> statement-breakpoint
CREATE TABLE "blocked_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"language" "language" NOT NULL,
	"word" text NOT NULL,
	"normalized" text NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" "premium_request_status" DEFAULT 'pending' NOT NULL,
	"term_months" integer,
	"decline_reason" text,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "premium_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "membership_mode" "membership_mode" DEFAULT 'free_and_premium' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "maintenance_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "maintenance_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "password_min_length" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_requests" ADD CONSTRAINT "premium_requests_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocked_words_language_normalized" ON "blocked_words" USING btree ("language","normalized");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_requests_one_pending" ON "premium_requests" USING btree ("member_id") WHERE "premium_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "premium_requests_status_idx" ON "premium_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_password_min_length" CHECK ("app_settings"."password_min_length" between 6 and 128);