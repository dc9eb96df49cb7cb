ALTER TABLE "sessions" ADD COLUMN "idle_minutes" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "retention_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "session_idle_minutes" integer DEFAULT 43200 NOT NULL;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "session_lifetime_days" integer;--> statement-breakpoint
ALTER TABLE "app_settings" ADD COLUMN "retention_months" integer;--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_session_idle_minutes" CHECK ("app_settings"."session_idle_minutes" in (30, 120, 480, 1440, 10080, 43200));--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_session_lifetime_days" CHECK ("app_settings"."session_lifetime_days" in (1, 7, 30, 90));--> statement-breakpoint
ALTER TABLE "app_settings" ADD CONSTRAINT "app_settings_retention_months" CHECK ("app_settings"."retention_months" in (6, 12, 24));