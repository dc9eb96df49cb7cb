ALTER TABLE "family_links" ADD COLUMN "chaperone_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_links" ADD COLUMN "chaperone_summary_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "family_log" ADD COLUMN "subject" text;--> statement-breakpoint
ALTER TABLE "family_log" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "family_links_one_chaperone" ON "family_links" USING btree ("member_id") WHERE "family_links"."chaperone_since" is not null;--> statement-breakpoint
ALTER TABLE "family_links" ADD CONSTRAINT "family_links_chaperone_active" CHECK ("family_links"."chaperone_since" is null or "family_links"."status" = 'active');