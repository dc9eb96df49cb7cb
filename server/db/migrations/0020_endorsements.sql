-- D32: pastors' endorsements, asked by members through a single-use link to the directory's pastor.
CREATE TABLE "endorsements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" text NOT NULL,
	"church_id" uuid NOT NULL,
	"pastor_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"request_token_hash" text,
	"withdraw_token_hash" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "endorsements" ADD CONSTRAINT "endorsements_church_id_churches_id_fk" FOREIGN KEY ("church_id") REFERENCES "public"."churches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "endorsements_member_idx" ON "endorsements" USING btree ("member_id","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_request_token_idx" ON "endorsements" USING btree ("request_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "endorsements_withdraw_token_idx" ON "endorsements" USING btree ("withdraw_token_hash");--> statement-breakpoint
CREATE INDEX "endorsements_confirmed_idx" ON "endorsements" USING btree ("member_id","decided_at") WHERE "endorsements"."status" = 'confirmed';