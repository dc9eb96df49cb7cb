CREATE TYPE "public"."account_status" AS ENUM('active', 'deactivated');--> statement-breakpoint
CREATE TYPE "public"."body_type" AS ENUM('Slim', 'Average', 'Athletic', 'Heavy');--> statement-breakpoint
CREATE TYPE "public"."contact_subject" AS ENUM('general', 'support', 'partnership', 'feedback');--> statement-breakpoint
CREATE TYPE "public"."deactivation_source" AS ENUM('self', 'admin');--> statement-breakpoint
CREATE TYPE "public"."education_status" AS ENUM('Completed', 'Pursuing', 'Dropped Out');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('Female', 'Male', 'Other');--> statement-breakpoint
CREATE TYPE "public"."interest_status" AS ENUM('pending', 'accepted', 'rejected', 'removed');--> statement-breakpoint
CREATE TYPE "public"."language" AS ENUM('en', 'es', 'fr', 'de', 'it', 'pt', 'ja', 'zh');--> statement-breakpoint
CREATE TYPE "public"."marital_status" AS ENUM('Never Married', 'Divorced', 'Widowed', 'Separated');--> statement-breakpoint
CREATE TYPE "public"."membership_type" AS ENUM('free', 'premium');--> statement-breakpoint
CREATE TYPE "public"."photo_kind" AS ENUM('profile', 'gallery');--> statement-breakpoint
CREATE TYPE "public"."profile_created_by" AS ENUM('Self', 'Son', 'Daughter', 'Brother', 'Sister', 'Friend', 'Relative');--> statement-breakpoint
CREATE TYPE "public"."profile_status" AS ENUM('incomplete', 'complete');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('fake_profile', 'inappropriate_photos', 'harassment', 'scam_or_fraud', 'offensive_content', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('pending', 'resolved', 'dismissed');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('user', 'moderator', 'admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."skin_color" AS ENUM('Fair', 'Wheatish', 'Dark');--> statement-breakpoint
CREATE TABLE "credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"country_code" text DEFAULT '+91' NOT NULL,
	"phone_number" text DEFAULT '' NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"role" "role" DEFAULT 'user' NOT NULL,
	"membership_type" "membership_type" DEFAULT 'free' NOT NULL,
	"account_status" "account_status" DEFAULT 'active' NOT NULL,
	"deactivated_at" timestamp with time zone,
	"deactivated_by" "deactivation_source",
	"deactivated_by_id" text,
	"reactivated_at" timestamp with time zone,
	"reactivated_by_id" text,
	"upgraded_at" timestamp with time zone,
	"upgraded_by_id" text,
	"downgraded_at" timestamp with time zone,
	"downgraded_by_id" text,
	"two_factor_enabled" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" text
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discovery_reveals" (
	"viewer_id" text NOT NULL,
	"revealed_user_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discovery_reveals_viewer_id_day_revealed_user_id_pk" PRIMARY KEY("viewer_id","day","revealed_user_id")
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"viewer_id" text NOT NULL,
	"viewed_user_id" text NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_viewer_id_viewed_user_id_day_pk" PRIMARY KEY("viewer_id","viewed_user_id","day")
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"actor_id" text,
	"subject_user_id" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip_address" text,
	"request_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sender_id" text NOT NULL,
	"receiver_id" text NOT NULL,
	"status" "interest_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"removed_by_id" text,
	CONSTRAINT "interests_not_to_self" CHECK ("interests"."sender_id" <> "interests"."receiver_id")
);
--> statement-breakpoint
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" "photo_kind" NOT NULL,
	"storage_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photos_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "photos_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_status" "profile_status" DEFAULT 'incomplete' NOT NULL,
	"is_profile_approved" boolean DEFAULT false NOT NULL,
	"gender" "gender",
	"dob" date,
	"profile_created_by" "profile_created_by",
	"marital_status" "marital_status",
	"mother_tongue" text,
	"church" text,
	"pastor_name" text,
	"pastor_contact" text,
	"address" text,
	"country" text,
	"state" text,
	"city" text,
	"postal_code" text,
	"height_cm" integer,
	"weight_kg" integer,
	"body_type" "body_type",
	"body_shape" text,
	"hair_color" text,
	"eye_color" text,
	"skin_color" "skin_color",
	"body_art" text,
	"star_nakshatra" text,
	"rasi_zodiac" text,
	"time_of_birth" time,
	"place_of_birth" text,
	"gothram" text,
	"degree" text,
	"institution" text,
	"education_status" "education_status",
	"occupation" text,
	"designation" text,
	"company" text,
	"salary" text,
	"religion" text,
	"caste" text,
	"sub_caste" text,
	"political_view" text,
	"hobbies" text,
	"favorite_music" text,
	"favorite_books" text,
	"favorite_sports" text,
	"profile_summary" text,
	"father_name" text,
	"father_occupation" text,
	"mother_name" text,
	"mother_occupation" text,
	"siblings" text,
	"partner_age_min" integer,
	"partner_age_max" integer,
	"partner_height_min_cm" integer,
	"partner_height_max_cm" integer,
	"partner_education" text,
	"partner_occupation" text,
	"partner_location" text,
	"partner_marital_status" "marital_status",
	"language" "language" DEFAULT 'en' NOT NULL,
	"timezone" text,
	"email_notifications" boolean DEFAULT true NOT NULL,
	"push_notifications" boolean DEFAULT true NOT NULL,
	"marketing_emails" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_height_range" CHECK ("profiles"."height_cm" is null or "profiles"."height_cm" between 50 and 300),
	CONSTRAINT "profiles_weight_range" CHECK ("profiles"."weight_kg" is null or "profiles"."weight_kg" between 20 and 400),
	CONSTRAINT "profiles_partner_age_range" CHECK (("profiles"."partner_age_min" is null or "profiles"."partner_age_min" between 18 and 100) and ("profiles"."partner_age_max" is null or "profiles"."partner_age_max" between 18 and 100))
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"blocker_id" text NOT NULL,
	"blocked_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocks_blocker_id_blocked_id_pk" PRIMARY KEY("blocker_id","blocked_id"),
	CONSTRAINT "blocks_not_self" CHECK ("blocks"."blocker_id" <> "blocks"."blocked_id")
);
--> statement-breakpoint
CREATE TABLE "shortlists" (
	"liker_id" text NOT NULL,
	"liked_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shortlists_liker_id_liked_user_id_pk" PRIMARY KEY("liker_id","liked_user_id"),
	CONSTRAINT "shortlists_not_self" CHECK ("shortlists"."liker_id" <> "shortlists"."liked_user_id")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"subject" "contact_subject",
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" text,
	"reported_user_id" text,
	"reason" "report_reason" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" "report_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_id" text,
	"dismissed_at" timestamp with time zone,
	"dismissed_by_id" text
);
--> statement-breakpoint
ALTER TABLE "credentials" ADD CONSTRAINT "credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_reveals" ADD CONSTRAINT "discovery_reveals_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discovery_reveals" ADD CONSTRAINT "discovery_reveals_revealed_user_id_users_id_fk" FOREIGN KEY ("revealed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_viewed_user_id_users_id_fk" FOREIGN KEY ("viewed_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interests" ADD CONSTRAINT "interests_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photos" ADD CONSTRAINT "photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocker_id_users_id_fk" FOREIGN KEY ("blocker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_blocked_id_users_id_fk" FOREIGN KEY ("blocked_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_liker_id_users_id_fk" FOREIGN KEY ("liker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shortlists" ADD CONSTRAINT "shortlists_liked_user_id_users_id_fk" FOREIGN KEY ("liked_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reported_user_id_users_id_fk" FOREIGN KEY ("reported_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_dismissed_by_id_users_id_fk" FOREIGN KEY ("dismissed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credentials_user_id_idx" ON "credentials" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "users_role_status_idx" ON "users" USING btree ("role","account_status");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "profile_views_viewed_idx" ON "profile_views" USING btree ("viewed_user_id");--> statement-breakpoint
CREATE INDEX "audit_events_subject_created_idx" ON "audit_events" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_created_idx" ON "audit_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_one_open_per_pair" ON "interests" USING btree ("sender_id","receiver_id") WHERE "interests"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "interests_receiver_status_idx" ON "interests" USING btree ("receiver_id","status","created_at");--> statement-breakpoint
CREATE INDEX "interests_sender_status_idx" ON "interests" USING btree ("sender_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "photos_one_profile_photo" ON "photos" USING btree ("user_id") WHERE "photos"."kind" = 'profile';--> statement-breakpoint
CREATE INDEX "photos_user_kind_idx" ON "photos" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "profiles_dob_idx" ON "profiles" USING btree ("dob");--> statement-breakpoint
CREATE INDEX "profiles_country_trgm_idx" ON "profiles" USING gin (lower("country") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_church_trgm_idx" ON "profiles" USING gin (lower("church") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blocks_blocked_idx" ON "blocks" USING btree ("blocked_id");--> statement-breakpoint
CREATE INDEX "shortlists_liker_created_idx" ON "shortlists" USING btree ("liker_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reports_status_created_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");