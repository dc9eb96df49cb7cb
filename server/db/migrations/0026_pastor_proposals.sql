CREATE TYPE "public"."pastor_proposal_status" AS ENUM('pending', 'added', 'declined');--> statement-breakpoint
CREATE TABLE "pastor_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"church_id" uuid NOT NULL,
	"pastor_name" text NOT NULL,
	"pastor_email" text NOT NULL,
	"status" "pastor_proposal_status" DEFAULT 'pending' NOT NULL,
	"decline_reason" text,
	"decided_by_id" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pastor_proposals" ADD CONSTRAINT "pastor_proposals_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastor_proposals" ADD CONSTRAINT "pastor_proposals_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pastor_proposals_one_pending" ON "pastor_proposals" USING btree ("member_id","church_id") WHERE "pastor_proposals"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "pastor_proposals_status_idx" ON "pastor_proposals" USING btree ("status","created_at");